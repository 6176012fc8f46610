"""firebase-admin (the Python Admin SDK, unmodified) against Sesame via FIREBASE_AUTH_EMULATOR_HOST."""

import base64
import datetime
import hashlib
import json
import time
import urllib.parse

import bcrypt
import jwt
import pytest
import requests
from cryptography import x509
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from firebase_admin import auth, exceptions

from conftest import admin_app_for
from ios_client import IOSClient, error_code, unique_email
from sesame_process import PROJECT_ID

PASSWORD = "admin suite secret"
ID_TOKEN_CERTS = "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
COOKIE_CERTS = "/www.googleapis.com/identitytoolkit/v3/relyingparty/publicKeys"

# The published test vector of Firebase's modified scrypt (firebase/scrypt README).
SCRYPT_SIGNER_KEY = "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA=="
SCRYPT_SALT_SEPARATOR = "Bw=="
SCRYPT_SALT = "42xEC+ixf3L2lw=="
SCRYPT_PASSWORD = "user1password"
SCRYPT_HASH = "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ=="


@pytest.fixture
def ios(server):
    return IOSClient(server.base_url)


def firebase_scrypt(password, salt, signer_key, salt_separator, rounds, memory_cost):
    """Firebase's modified scrypt, written from its description: AES-256-CTR of the signer key under
    the first 32 bytes of scrypt(password, salt + separator)."""
    derived = hashlib.scrypt(
        password.encode(), salt=salt + salt_separator, n=2 ** memory_cost, r=rounds, p=1, dklen=64,
        maxmem=256 * 1024 * 1024)
    encryptor = Cipher(algorithms.AES(derived[:32]), modes.CTR(b"\0" * 16)).encryptor()
    return encryptor.update(signer_key) + encryptor.finalize()


def production_verifier(app, base_url, monkeypatch):
    """Makes firebase-admin verify like production (RS256 signature, expiry) against Sesame's certificates:
    without FIREBASE_AUTH_EMULATOR_HOST it checks signatures, and its certificate URLs point at Sesame."""
    client = auth._get_client(app)  # built while the emulator variable is set
    monkeypatch.setattr(client._token_verifier.id_token_verifier, "cert_url", base_url + ID_TOKEN_CERTS)
    monkeypatch.setattr(client._token_verifier.cookie_verifier, "cert_url", base_url + COOKIE_CERTS)
    monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST")


def test_create_and_get_user(admin_app, ios):
    email = unique_email("Admin.Create")
    user = auth.create_user(
        email=email, password=PASSWORD, display_name="Ada Lovelace", email_verified=True, app=admin_app)
    assert user.uid
    assert user.email == email.lower()
    assert user.display_name == "Ada Lovelace"
    assert user.email_verified is True
    assert user.disabled is False
    assert user.user_metadata.creation_timestamp > 0
    assert [p.provider_id for p in user.provider_data] == ["password"]

    by_uid = auth.get_user(user.uid, app=admin_app)
    by_email = auth.get_user_by_email(email.upper(), app=admin_app)
    assert by_uid.uid == by_email.uid == user.uid
    assert by_email.display_name == "Ada Lovelace"

    signed_in = ios.sign_in(email, PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == user.uid


def test_create_user_with_custom_uid(admin_app):
    uid = "custom-" + unique_email("uid").split("@")[0]
    user = auth.create_user(uid=uid, email=unique_email("uid"), app=admin_app)
    assert user.uid == uid
    with pytest.raises(auth.UidAlreadyExistsError):
        auth.create_user(uid=uid, app=admin_app)


def test_update_user(admin_app, ios):
    email = unique_email("update")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    updated = auth.update_user(
        user.uid, display_name="Grace Hopper", email_verified=True, password="replaced secret",
        app=admin_app)
    assert updated.display_name == "Grace Hopper"
    assert updated.email_verified is True
    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"
    assert ios.sign_in(email, "replaced secret").status_code == 200

    cleared = auth.update_user(user.uid, display_name=auth.DELETE_ATTRIBUTE, app=admin_app)
    assert cleared.display_name is None


def test_disabled_user(admin_app, ios):
    email = unique_email("disabled")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    session = ios.sign_in(email, PASSWORD).json()
    disabled = auth.update_user(user.uid, disabled=True, app=admin_app)
    assert disabled.disabled is True
    assert error_code(ios.sign_in(email, PASSWORD)) == "USER_DISABLED"
    assert error_code(ios.sign_in(email, "wrong password")) == "INVALID_LOGIN_CREDENTIALS"
    with pytest.raises(auth.UserDisabledError):
        auth.verify_id_token(session["idToken"], app=admin_app, check_revoked=True)
    auth.update_user(user.uid, disabled=False, app=admin_app)
    assert ios.sign_in(email, PASSWORD).status_code == 200


def test_disabled_user_refresh_says_user_disabled(admin_app, ios):
    """Clients tell 'account disabled' from 'session expired' by this code (iOS userDisabled)."""
    email = unique_email("disabledrefresh")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    session = ios.sign_in(email, PASSWORD).json()
    auth.update_user(user.uid, disabled=True, app=admin_app)
    refresh = ios.refresh(session["refreshToken"])
    assert refresh.status_code == 400
    assert error_code(refresh) == "USER_DISABLED"


def test_custom_claims_reach_id_tokens(admin_app, ios):
    email = unique_email("claims")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    auth.set_custom_user_claims(user.uid, {"role": "admin", "level": 3}, app=admin_app)
    assert auth.get_user(user.uid, app=admin_app).custom_claims == {"role": "admin", "level": 3}
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    claims = auth.verify_id_token(token, app=admin_app)
    assert claims["role"] == "admin"
    assert claims["level"] == 3
    assert claims["uid"] == user.uid

    auth.set_custom_user_claims(user.uid, None, app=admin_app)
    assert not auth.get_user(user.uid, app=admin_app).custom_claims
    fresh = jwt.decode(ios.sign_in(email, PASSWORD).json()["idToken"], options={"verify_signature": False})
    assert "role" not in fresh


def test_reserved_custom_claim_is_refused_by_the_server(admin_app, server):
    """firebase-admin checks reserved names itself; the server must refuse them too."""
    user = auth.create_user(email=unique_email("reserved"), app=admin_app)
    response = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/projects/{PROJECT_ID}/accounts:update",
        headers={"Authorization": "Bearer owner"},
        json={"localId": user.uid, "customAttributes": json.dumps({"sub": "someone-else"})}, timeout=30)
    assert response.status_code == 400
    assert error_code(response) == "FORBIDDEN_CLAIM"


def test_delete_user(admin_app, ios):
    email = unique_email("delete")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    auth.delete_user(user.uid, app=admin_app)
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user(user.uid, app=admin_app)
    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"


def test_error_mapping(admin_app):
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user("no-such-uid", app=admin_app)
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user_by_email(unique_email("missing"), app=admin_app)
    with pytest.raises(auth.UserNotFoundError):
        auth.update_user("no-such-uid", display_name="x", app=admin_app)
    with pytest.raises(auth.UserNotFoundError):
        auth.delete_user("no-such-uid", app=admin_app)
    email = unique_email("exists")
    auth.create_user(email=email, app=admin_app)
    with pytest.raises(auth.EmailAlreadyExistsError):
        auth.create_user(email=email.upper(), app=admin_app)
    other = auth.create_user(email=unique_email("other"), app=admin_app)
    with pytest.raises(auth.EmailAlreadyExistsError):
        auth.update_user(other.uid, email=email, app=admin_app)


def test_list_users_with_paging(servers, monkeypatch):
    server = servers.start("--no-rate-limits")
    app = admin_app_for(server, monkeypatch)
    created = {auth.create_user(email=unique_email(f"list{i}"), app=app).uid for i in range(5)}
    page = auth.list_users(max_results=2, app=app)
    pages = []
    while page:
        assert len(pages) < 10, "list_users still has a next page after 10 pages"
        pages.append([user.uid for user in page.users])
        page = page.get_next_page()
    assert [len(uids) for uids in pages] == [2, 2, 1]
    seen = [uid for uids in pages for uid in uids]
    assert len(seen) == len(set(seen))
    assert set(seen) == created
    assert {user.uid for user in auth.list_users(app=app).iterate_all()} == created


def test_delete_users_in_a_batch(admin_app):
    uids = [auth.create_user(email=unique_email("batch"), app=admin_app).uid for _ in range(3)]
    result = auth.delete_users(uids + ["never-existed"], app=admin_app)
    assert result.failure_count == 0
    assert result.success_count == 4  # deleting an absent user is not an error in batchDelete
    found = auth.get_users([auth.UidIdentifier(uid) for uid in uids], app=admin_app)
    assert not found.users


def test_import_users_with_bcrypt(admin_app, ios):
    email = unique_email("bcrypt")
    hashed = bcrypt.hashpw(b"imported bcrypt secret", bcrypt.gensalt(rounds=4))
    record = auth.ImportUserRecord(uid="bcrypt-" + email.split("@")[0], email=email, password_hash=hashed)
    result = auth.import_users([record], hash_alg=auth.UserImportHash.bcrypt(), app=admin_app)
    assert result.success_count == 1
    assert result.failure_count == 0
    assert error_code(ios.sign_in(email, "not the secret")) == "INVALID_LOGIN_CREDENTIALS"
    for _ in range(2):  # the second sign-in runs after any upgrade of the stored hash
        response = ios.sign_in(email, "imported bcrypt secret")
        assert response.status_code == 200, response.text
        assert response.json()["localId"] == record.uid


def test_import_users_with_firebase_scrypt_test_vector(admin_app, ios):
    email = unique_email("scrypt")
    hash_alg = auth.UserImportHash.scrypt(
        key=base64.b64decode(SCRYPT_SIGNER_KEY), rounds=8, memory_cost=14,
        salt_separator=base64.b64decode(SCRYPT_SALT_SEPARATOR))
    record = auth.ImportUserRecord(
        uid="scrypt-" + email.split("@")[0], email=email, display_name="Imported",
        password_hash=base64.b64decode(SCRYPT_HASH), password_salt=base64.b64decode(SCRYPT_SALT))
    result = auth.import_users([record], hash_alg=hash_alg, app=admin_app)
    assert result.success_count == 1, [e.reason for e in result.errors]
    assert error_code(ios.sign_in(email, "user2password")) == "INVALID_LOGIN_CREDENTIALS"
    for _ in range(2):
        response = ios.sign_in(email, SCRYPT_PASSWORD)
        assert response.status_code == 200, response.text
        assert response.json()["localId"] == record.uid
    assert auth.get_user(record.uid, app=admin_app).display_name == "Imported"


def test_import_users_with_generated_firebase_scrypt_hashes(admin_app, ios):
    signer_key, separator = bytes(range(64)), b"\x07"
    hash_alg = auth.UserImportHash.scrypt(key=signer_key, rounds=4, memory_cost=12, salt_separator=separator)
    records, passwords = [], {}
    for i in range(2):
        email, salt = unique_email(f"scryptgen{i}"), f"salt-{i}-xyz".encode()
        passwords[email] = f"generated password {i}"
        records.append(auth.ImportUserRecord(
            uid=f"gen{i}-" + email.split("@")[0], email=email, password_salt=salt,
            password_hash=firebase_scrypt(passwords[email], salt, signer_key, separator, 4, 12)))
    result = auth.import_users(records, hash_alg=hash_alg, app=admin_app)
    assert result.success_count == 2, [e.reason for e in result.errors]
    for record in records:
        response = ios.sign_in(record.email, passwords[record.email])
        assert response.status_code == 200, response.text
        assert response.json()["localId"] == record.uid
    assert error_code(ios.sign_in(records[0].email, passwords[records[1].email])) == "INVALID_LOGIN_CREDENTIALS"


def test_revoke_refresh_tokens(admin_app, ios):
    email = unique_email("revoke")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    session = ios.sign_in(email, PASSWORD).json()
    assert auth.verify_id_token(session["idToken"], app=admin_app, check_revoked=True)["uid"] == user.uid
    time.sleep(1.1)  # validSince has one-second resolution: revoke in a later second than the sign-in
    auth.revoke_refresh_tokens(user.uid, app=admin_app)
    valid_after = auth.get_user(user.uid, app=admin_app).tokens_valid_after_timestamp
    assert valid_after > jwt.decode(session["idToken"], options={"verify_signature": False})["iat"] * 1000
    assert error_code(ios.refresh(session["refreshToken"])) == "TOKEN_EXPIRED"
    with pytest.raises(auth.RevokedIdTokenError):
        auth.verify_id_token(session["idToken"], app=admin_app, check_revoked=True)
    fresh = ios.sign_in(email, PASSWORD).json()
    assert auth.verify_id_token(fresh["idToken"], app=admin_app, check_revoked=True)["uid"] == user.uid


def test_verify_id_token_with_production_checks(admin_app, ios, server, monkeypatch):
    email = unique_email("verify")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    production_verifier(admin_app, server.base_url, monkeypatch)
    claims = auth.verify_id_token(token, app=admin_app)
    assert claims["uid"] == user.uid
    assert claims["iss"] == f"https://securetoken.google.com/{PROJECT_ID}"
    assert claims["firebase"]["sign_in_provider"] == "password"

    header, payload, signature = token.split(".")
    forged = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    forged["sub"] = forged["user_id"] = "impostor"
    tampered_payload = base64.urlsafe_b64encode(json.dumps(forged).encode()).rstrip(b"=").decode()
    with pytest.raises(auth.InvalidIdTokenError):
        auth.verify_id_token(f"{header}.{tampered_payload}.{signature}", app=admin_app)


def test_session_cookie(admin_app, ios, server, monkeypatch):
    email = unique_email("cookie")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    cookie = auth.create_session_cookie(token, expires_in=datetime.timedelta(days=5), app=admin_app)
    assert auth.verify_session_cookie(cookie, app=admin_app, check_revoked=True)["uid"] == user.uid

    # The cookie's signature, checked with PyJWT against the published session-cookie certificates.
    certificates = requests.get(server.base_url + COOKIE_CERTS, timeout=30).json()
    kid = jwt.get_unverified_header(cookie)["kid"]
    key = x509.load_pem_x509_certificate(certificates[kid].encode()).public_key()
    claims = jwt.decode(cookie, key, algorithms=["RS256"], audience=PROJECT_ID,
                        issuer=f"https://session.firebase.google.com/{PROJECT_ID}")
    assert claims["sub"] == user.uid
    assert 5 * 86400 - 120 <= claims["exp"] - claims["iat"] <= 5 * 86400 + 120

    production_verifier(admin_app, server.base_url, monkeypatch)
    assert auth.verify_session_cookie(cookie, app=admin_app)["uid"] == user.uid
    with pytest.raises(auth.InvalidSessionCookieError):
        auth.verify_session_cookie(token, app=admin_app)  # an ID token is not a session cookie


def test_generate_password_reset_link(admin_app, ios):
    email = unique_email("resetlink")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    link = auth.generate_password_reset_link(email, app=admin_app)
    query = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)
    assert query["mode"] == ["resetPassword"]
    code = query["oobCode"][0]
    reset = ios.call("resetPassword", {"oobCode": code, "newPassword": "reset by link"})
    assert reset["email"] == email
    response = ios.sign_in(email, "reset by link")
    assert response.status_code == 200, response.text
    assert response.json()["localId"] == user.uid


def test_generate_email_verification_link(admin_app, ios):
    email = unique_email("verifylink")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    link = auth.generate_email_verification_link(email, app=admin_app)
    query = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)
    assert query["mode"] == ["verifyEmail"]
    applied = ios.call("setAccountInfo", {"oobCode": query["oobCode"][0]})
    assert applied["emailVerified"] is True
    assert auth.get_user(user.uid, app=admin_app).email_verified is True


def test_check_revoked_for_a_deleted_user(admin_app, ios):
    email = unique_email("gone")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    auth.delete_user(user.uid, app=admin_app)
    with pytest.raises(auth.UserNotFoundError):
        auth.verify_id_token(token, app=admin_app, check_revoked=True)


def test_import_users_keeps_profile_claims_and_metadata(admin_app):
    email = unique_email("importmeta")
    created_ms, last_ms = 1_600_000_000_000, 1_650_000_000_000
    record = auth.ImportUserRecord(
        uid="meta-" + email.split("@")[0], email=email, email_verified=True, display_name="Imported Meta",
        disabled=True, custom_claims={"tier": "gold"},
        user_metadata=auth.UserMetadata(creation_timestamp=created_ms, last_sign_in_timestamp=last_ms))
    result = auth.import_users([record], app=admin_app)
    assert result.success_count == 1, [e.reason for e in result.errors]
    user = auth.get_user(record.uid, app=admin_app)
    assert user.email == email
    assert user.email_verified is True
    assert user.display_name == "Imported Meta"
    assert user.disabled is True
    assert user.custom_claims == {"tier": "gold"}
    assert user.user_metadata.creation_timestamp == created_ms
    assert user.user_metadata.last_sign_in_timestamp == last_ms


def test_revoke_refresh_tokens_revokes_session_cookies(admin_app, ios):
    email = unique_email("revokecookie")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    cookie = auth.create_session_cookie(token, expires_in=datetime.timedelta(hours=1), app=admin_app)
    time.sleep(1.1)
    auth.revoke_refresh_tokens(user.uid, app=admin_app)
    with pytest.raises(auth.RevokedSessionCookieError):
        auth.verify_session_cookie(cookie, app=admin_app, check_revoked=True)
    # A revoked ID token cannot be turned into a cookie (TOKEN_EXPIRED, which firebase-admin maps to its
    # generic InvalidArgumentError).
    with pytest.raises(exceptions.InvalidArgumentError, match="TOKEN_EXPIRED"):
        auth.create_session_cookie(token, expires_in=datetime.timedelta(hours=1), app=admin_app)


def test_disabled_user_id_token_is_refused(admin_app, ios):
    email = unique_email("disabledlookup")
    user = auth.create_user(email=email, password=PASSWORD, app=admin_app)
    token = ios.sign_in(email, PASSWORD).json()["idToken"]
    auth.update_user(user.uid, disabled=True, app=admin_app)
    response = ios.post("getAccountInfo", {"idToken": token})
    assert response.status_code == 400
    assert error_code(response) == "USER_DISABLED"


def test_phone_numbers(admin_app):
    phone = "+1555" + str(int(time.time() * 1000))[-7:]
    user = auth.create_user(phone_number=phone, app=admin_app)
    assert user.phone_number == phone
    assert auth.get_user_by_phone_number(phone, app=admin_app).uid == user.uid
    with pytest.raises(auth.PhoneNumberAlreadyExistsError):
        auth.create_user(phone_number=phone, app=admin_app)
    cleared = auth.update_user(user.uid, phone_number=auth.DELETE_ATTRIBUTE, app=admin_app)
    assert cleared.phone_number is None
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user_by_phone_number(phone, app=admin_app)


def test_get_users_reports_what_was_not_found(admin_app):
    email = unique_email("getusers")
    user = auth.create_user(email=email, app=admin_app)
    missing = unique_email("notthere")
    result = auth.get_users(
        [auth.UidIdentifier(user.uid), auth.EmailIdentifier(email), auth.EmailIdentifier(missing)], app=admin_app)
    assert [u.uid for u in result.users] == [user.uid]
    assert [i.email for i in result.not_found] == [missing]


def test_import_reports_a_bad_hash_per_user(admin_app):
    good_email, bad_email = unique_email("goodhash"), unique_email("badhash")
    records = [
        auth.ImportUserRecord(uid="good-" + good_email.split("@")[0], email=good_email,
                              password_hash=bcrypt.hashpw(b"fine secret", bcrypt.gensalt(rounds=4))),
        auth.ImportUserRecord(uid="bad-" + bad_email.split("@")[0], email=bad_email,
                              password_hash=b"this is not a bcrypt hash"),
    ]
    result = auth.import_users(records, hash_alg=auth.UserImportHash.bcrypt(), app=admin_app)
    assert result.success_count == 1
    assert result.failure_count == 1
    assert result.errors[0].index == 1
    assert auth.get_user(records[0].uid, app=admin_app).email == good_email
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user(records[1].uid, app=admin_app)


def test_import_with_an_unsupported_algorithm_fails_loudly(admin_app):
    """A hash the server cannot check must not be imported as if it could be."""
    email = unique_email("pbkdf2")
    record = auth.ImportUserRecord(
        uid="pbkdf2-" + email.split("@")[0], email=email, password_salt=b"salt",
        password_hash=hashlib.pbkdf2_hmac("sha256", b"secret", b"salt", 1000))
    try:
        result = auth.import_users(
            [record], hash_alg=auth.UserImportHash.pbkdf2_sha256(rounds=1000), app=admin_app)
    except exceptions.InvalidArgumentError:
        result = None
    if result is not None:
        assert result.failure_count == 1
    with pytest.raises(auth.UserNotFoundError):
        auth.get_user(record.uid, app=admin_app)
