"""Custom tokens with the real clients: a key file from `sesame service-account create`, loaded by
firebase-admin's `credentials.Certificate`; `create_custom_token` → REST `signInWithCustomToken` (v1 as
the JS SDK, v3 `verifyCustomToken` as the iOS SDK and pyrebase4) → `verify_id_token` on firebase-admin's
production code path (RS256 signature, expiry) against Sesame's published certificates."""

import json
import time

import firebase_admin
import jwt
import pytest
import requests
from firebase_admin import auth, credentials

from ios_client import IOS_HEADERS, RELYING_PARTY, SECURE_TOKEN, error_code
from service_accounts import create_key_file
from sesame_process import API_KEY, PROJECT_ID

X509_PATH = "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
V1 = "/identitytoolkit.googleapis.com/v1/accounts:"
_apps = iter(range(10_000))


@pytest.fixture
def key_file(server, tmp_path):
    return create_key_file(server, tmp_path)


@pytest.fixture
def production_app(key_file, server, monkeypatch):
    """firebase-admin initialised with the key file, in production mode (no FIREBASE_AUTH_EMULATOR_HOST),
    its ID-token verifier reading Sesame's x509 certificates instead of Google's."""
    monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST", raising=False)
    app = firebase_admin.initialize_app(
        credentials.Certificate(key_file), options={"projectId": PROJECT_ID}, name=f"custom-{next(_apps)}")
    client = auth._get_client(app)
    monkeypatch.setattr(client._token_verifier.id_token_verifier, "cert_url", server.base_url + X509_PATH)
    yield app
    firebase_admin.delete_app(app)


def sign_in(server, token, v3=False):
    url = server.base_url + (RELYING_PARTY + "verifyCustomToken" if v3 else V1 + "signInWithCustomToken")
    token = token.decode() if isinstance(token, bytes) else token
    return requests.post(url, params={"key": API_KEY}, json={"token": token, "returnSecureToken": True},
                         headers=IOS_HEADERS, timeout=30)


def test_key_file_has_googles_layout(key_file):
    with open(key_file, encoding="utf-8") as handle:
        info = json.load(handle)
    for field in ("type", "project_id", "private_key_id", "private_key", "client_email", "client_id",
                  "auth_uri", "token_uri", "auth_provider_x509_cert_url", "client_x509_cert_url"):
        assert info.get(field), field
    assert info["type"] == "service_account"
    assert info["project_id"] == PROJECT_ID
    assert info["private_key"].startswith("-----BEGIN PRIVATE KEY-----")
    # google-auth's own loader accepts it, as firebase-admin's Certificate does.
    cert = credentials.Certificate(key_file)
    assert cert.service_account_email == info["client_email"]
    assert cert.project_id == PROJECT_ID


def test_create_custom_token_signs_in_and_verifies_on_the_production_path(production_app, server):
    token = auth.create_custom_token("admin-made-user", {"premium": True, "tier": 3}, app=production_app)
    header = jwt.get_unverified_header(token)
    assert header["alg"] == "RS256" and header["kid"]
    response = sign_in(server, token)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["kind"] == "identitytoolkit#VerifyCustomTokenResponse"
    assert body["isNewUser"] is True
    claims = auth.verify_id_token(body["idToken"], app=production_app)
    assert claims["uid"] == "admin-made-user"
    assert claims["premium"] is True
    assert claims["tier"] == 3
    assert claims["firebase"]["sign_in_provider"] == "custom"
    # The iOS SDK's legacy path reaches the same account, and refreshed tokens keep the claims.
    again = sign_in(server, auth.create_custom_token("admin-made-user", {"premium": True}, app=production_app),
                    v3=True)
    assert again.status_code == 200, again.text
    assert again.json()["isNewUser"] is False
    refreshed = requests.post(
        server.base_url + SECURE_TOKEN, params={"key": API_KEY},
        json={"grantType": "refresh_token", "refreshToken": again.json()["refreshToken"]}, timeout=30)
    assert refreshed.status_code == 200, refreshed.text
    refreshed_claims = auth.verify_id_token(refreshed.json()["id_token"], app=production_app)
    assert refreshed_claims["premium"] is True
    assert refreshed_claims["uid"] == "admin-made-user"


def test_reserved_claims_are_refused_by_the_sdk_and_the_server(production_app, server, key_file):
    with pytest.raises(ValueError):
        auth.create_custom_token("u", {"sub": "x"}, app=production_app)
    # A token that carries one anyway (signed with the same key) is refused by the server.
    with open(key_file, encoding="utf-8") as handle:
        info = json.load(handle)
    now = int(time.time())
    forged = jwt.encode(
        {"iss": info["client_email"], "sub": info["client_email"], "uid": "u", "iat": now, "exp": now + 3600,
         "aud": "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit",
         "claims": {"firebase": {"tenant": "x"}}},
        info["private_key"], algorithm="RS256", headers={"kid": info["private_key_id"]})
    response = sign_in(server, forged)
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "FORBIDDEN_CLAIM : firebase"


def test_tokens_the_server_must_refuse(server, key_file, tmp_path):
    with open(key_file, encoding="utf-8") as handle:
        info = json.load(handle)
    other = json.load(open(create_key_file(server, tmp_path), encoding="utf-8"))
    now = int(time.time())
    base = {"iss": info["client_email"], "sub": info["client_email"], "uid": f"refused-{now}-{id(info)}",
            "iat": now, "exp": now + 3600,
            "aud": "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit"}

    def signed(claims, key=info, kid=True):
        headers = {"kid": key["private_key_id"]} if kid else {}
        return jwt.encode(claims, key["private_key"], algorithm="RS256", headers=headers)

    # pyrebase4-style: no kid; checked against the service account's keys.
    assert sign_in(server, signed(base, kid=False)).status_code == 200
    cases = [
        (signed({**base, "exp": now - 60, "iat": now - 3660}), "INVALID_CUSTOM_TOKEN"),
        (signed({**base, "exp": now + 7200}), "INVALID_CUSTOM_TOKEN"),
        (signed({**base, "aud": PROJECT_ID}), "INVALID_CUSTOM_TOKEN"),
        # Another service account's key under this account's name.
        (signed(base, key={**other, "private_key_id": info["private_key_id"]}), "INVALID_CUSTOM_TOKEN"),
        (signed({**base, "iss": "stranger@elsewhere.iam.gserviceaccount.com",
                 "sub": "stranger@elsewhere.iam.gserviceaccount.com"}), "CREDENTIAL_MISMATCH"),
        (jwt.encode(base, key="", algorithm="none"), "INVALID_CUSTOM_TOKEN"),
    ]
    for token, code in cases:
        response = sign_in(server, token)
        assert response.status_code == 400, response.text
        assert error_code(response) == code, response.text


def test_emulator_mode_accepts_firebase_admins_unsigned_tokens(emulator_server, monkeypatch):
    """firebase-admin with FIREBASE_AUTH_EMULATOR_HOST makes `alg: none` tokens, as against Firebase's
    emulator; a Sesame server in emulator mode accepts them (a production one does not, above)."""
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", emulator_server.host_port)
    app = firebase_admin.initialize_app(options={"projectId": PROJECT_ID}, name=f"custom-{next(_apps)}")
    try:
        token = auth.create_custom_token("emulated-user", {"role": "tester"}, app=app)
        assert jwt.get_unverified_header(token)["alg"] == "none"
        response = sign_in(emulator_server, token)
        assert response.status_code == 200, response.text
        claims = auth.verify_id_token(response.json()["idToken"], app=app)
        assert claims["uid"] == "emulated-user"
        assert claims["role"] == "tester"
    finally:
        firebase_admin.delete_app(app)
