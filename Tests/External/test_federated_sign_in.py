"""Google sign-in the way the Firebase iOS SDK does it (v3 `verifyAssertion` with a form-encoded
`postBody`), against a server that trusts a JWKS this test serves itself: an RSA key made with
`cryptography`, published by `http.server` on a loopback thread, and RS256 tokens minted with PyJWT.
The same thread plays Google's token info and userinfo for access tokens it issued.
firebase-admin then checks what the server recorded."""

import hashlib
import urllib.parse

import http.server
import json
import threading
import time
import uuid

import firebase_admin
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from firebase_admin import auth

from conftest import admin_app_for
from ios_client import IOSClient, error_code, unique_email
from oauth_provider_apis import JSONAnswering

GOOGLE_CLIENT_ID = "5150-external.apps.googleusercontent.com"
APPLE_CLIENT_ID = "org.sesame.external"
KEY_ID = "external-rsa-1"


class LoopbackProvider:
    """A private key and the JWKS of its public half, served at `keys_url` until `close()`."""

    def __init__(self):
        self.private_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.private_key.public_key()))
        jwk.update({"kid": KEY_ID, "alg": "RS256", "use": "sig"})
        body = json.dumps({"keys": [jwk]}).encode()
        self.fetches = 0
        self.access_tokens = {}
        self.paths = []
        provider = self

        class Handler(JSONAnswering):
            def do_GET(self):
                provider.paths.append(self.path)
                if self.path == "/userinfo":
                    bearer = self.headers.get("Authorization", "").removeprefix("Bearer ")
                    user = provider.access_tokens.get(bearer)
                    if user:
                        self.answer(200, user["userinfo"])
                    else:
                        self.answer(401, {"error": "invalid_token"})
                    return
                if self.path != "/keys":
                    self.send_error(404)
                    return
                provider.fetches += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Cache-Control", "public, max-age=3600")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self):
                provider.paths.append(self.path)
                length = int(self.headers.get("Content-Length", 0))
                form = urllib.parse.parse_qs(self.rfile.read(length).decode())
                user = provider.access_tokens.get((form.get("access_token") or [""])[0])
                if self.path != "/tokeninfo" or not user:
                    self.answer(400, {"error": "invalid_token", "error_description": "Invalid Value"})
                    return
                self.answer(200, user["tokeninfo"])

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def keys_url(self):
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/keys"

    def google_token(self, sub, email, verified=True, name="Ada Lovelace"):
        now = int(time.time())
        claims = {
            "iss": "https://accounts.google.com", "aud": GOOGLE_CLIENT_ID, "azp": GOOGLE_CLIENT_ID,
            "sub": sub, "email": email, "email_verified": verified, "name": name,
            "iat": now, "exp": now + 3600,
        }
        return jwt.encode(claims, self.private_key, algorithm="RS256", headers={"kid": KEY_ID})

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def google_access_token(self, sub, email, audience=GOOGLE_CLIENT_ID, name="Ada Lovelace"):
        """An opaque access token that /tokeninfo and /userinfo describe as Google's would."""
        token = "ya29.external-" + uuid.uuid4().hex
        self.access_tokens[token] = {
            "tokeninfo": {
                "azp": audience, "aud": audience, "sub": sub, "scope": "openid email profile",
                "exp": str(int(time.time()) + 3599), "expires_in": "3599", "email": email,
                "email_verified": "true", "access_type": "online"},
            "userinfo": {"sub": sub, "name": name, "email": email, "email_verified": True},
        }
        return token

    def apple_token(self, sub, raw_nonce):
        now = int(time.time())
        claims = {
            "iss": "https://appleid.apple.com", "aud": APPLE_CLIENT_ID, "sub": sub,
            "nonce": hashlib.sha256(raw_nonce.encode()).hexdigest(), "iat": now, "exp": now + 600,
        }
        return jwt.encode(claims, self.private_key, algorithm="RS256", headers={"kid": KEY_ID})

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=30)
        assert not self.thread.is_alive(), "the JWKS server's thread did not end within 30 s"


@pytest.fixture
def provider():
    test_provider = LoopbackProvider()
    yield test_provider
    test_provider.close()


@pytest.fixture
def idp_server(servers, provider):
    return servers.start(
        "--no-rate-limits",
        "--google-client-id", GOOGLE_CLIENT_ID, "--apple-client-id", APPLE_CLIENT_ID,
        "--google-jwks-url", provider.keys_url, "--apple-jwks-url", provider.keys_url,
        "--google-tokeninfo-url", provider.base_url + "/tokeninfo",
        "--google-userinfo-url", provider.base_url + "/userinfo")


@pytest.fixture
def ios(idp_server):
    return IOSClient(idp_server.base_url)


@pytest.fixture
def admin(idp_server, monkeypatch):
    app = admin_app_for(idp_server, monkeypatch)
    yield app
    firebase_admin.delete_app(app)


def verify_assertion(ios, id_token, provider_id="google.com"):
    """The iOS SDK's VerifyAssertionRequest for a Google credential."""
    return ios.post("verifyAssertion", {
        "requestUri": "http://localhost",
        "postBody": f"id_token={id_token}&providerId={provider_id}",
        "returnSecureToken": True,
        "returnIdpCredential": True,
    })


def google_subject():
    return str(uuid.uuid4().int)[:21]


def test_google_sign_in_creates_an_account_with_google_provider_data(ios, admin, provider):
    sub, email = google_subject(), unique_email("google")
    response = verify_assertion(ios, provider.google_token(sub, email))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["providerId"] == "google.com"
    assert body["email"] == email
    assert body["isNewUser"] is True
    assert body["idToken"].count(".") == 2 and body["refreshToken"]
    assert provider.fetches >= 1

    user = auth.get_user(body["localId"], app=admin)
    assert user.email == email
    assert [info.provider_id for info in user.provider_data] == ["google.com"]
    google = user.provider_data[0]
    assert google.uid == sub
    assert google.email == email

    # The same Google account signs in to the same Sesame account.
    again = verify_assertion(ios, provider.google_token(sub, email))
    assert again.status_code == 200, again.text
    assert again.json()["localId"] == body["localId"]
    assert "isNewUser" not in again.json() or again.json()["isNewUser"] is False


def test_google_links_to_an_existing_verified_password_account(ios, admin, provider):
    email = unique_email("verified")
    existing = auth.create_user(email=email, password="correct horse 1", email_verified=True, app=admin)
    sub = google_subject()

    response = verify_assertion(ios, provider.google_token(sub, email))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["localId"] == existing.uid
    assert "needConfirmation" not in body

    user = auth.get_user(existing.uid, app=admin)
    providers = {info.provider_id: info for info in user.provider_data}
    assert set(providers) == {"password", "google.com"}
    assert providers["google.com"].uid == sub
    assert providers["google.com"].email == email
    # The password still signs in to the same account.
    password = ios.sign_in(email, "correct horse 1")
    assert password.status_code == 200, password.text
    assert password.json()["localId"] == existing.uid


def test_an_unverified_existing_account_is_taken_over_by_the_provider(ios, admin, provider):
    """Firebase's defence against pre-hijacking: the address was registered but never verified; Google
    vouches for it, so its owner gets the account without the registrant's password or sessions."""
    email = unique_email("unverified")
    existing = ios.sign_up(email, "correct horse 1")
    time.sleep(1.1)  # revocation has one-second resolution

    sub = google_subject()
    response = verify_assertion(ios, provider.google_token(sub, email))
    assert response.status_code == 200, response.text
    body = response.json()
    assert "needConfirmation" not in body
    assert body["localId"] == existing["localId"]

    user = auth.get_user(existing["localId"], app=admin)
    assert [info.provider_id for info in user.provider_data] == ["google.com"]
    assert user.email_verified
    assert "error" in ios.sign_in(email, "correct horse 1").json()
    refreshed = ios.refresh(existing["refreshToken"])
    assert refreshed.status_code == 400


def test_an_unverified_provider_address_needs_confirmation(ios, admin, provider):
    email = unique_email("unverified-at-google")
    existing = ios.sign_up(email, "correct horse 1")

    response = verify_assertion(ios, provider.google_token(google_subject(), email, verified=False))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["needConfirmation"] is True
    assert "idToken" not in body and "refreshToken" not in body

    user = auth.get_user(existing["localId"], app=admin)
    assert [info.provider_id for info in user.provider_data] == ["password"]


def test_a_token_signed_by_another_key_is_refused(ios, provider):
    stranger = LoopbackProvider()
    try:
        token = stranger.google_token(google_subject(), unique_email("forged"))
    finally:
        stranger.close()
    response = verify_assertion(ios, token)
    assert response.status_code == 400
    assert error_code(response) == "INVALID_IDP_RESPONSE"


def test_an_access_token_alone_is_checked_with_google(ios, admin, provider, idp_server):
    """GoogleAuthProvider.credential(withIDToken: nil…) shapes: `access_token` and no `id_token`."""
    sub, email = google_subject(), unique_email("access")
    token = provider.google_access_token(sub, email)
    response = ios.post("verifyAssertion", {
        "requestUri": "http://localhost", "postBody": f"access_token={token}&providerId=google.com",
        "returnSecureToken": True, "returnIdpCredential": True})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["federatedId"] == f"https://accounts.google.com/{sub}"
    assert body["email"] == email and body["emailVerified"] is True
    assert body["displayName"] == "Ada Lovelace"
    assert body["oauthAccessToken"] == token and "oauthIdToken" not in body
    assert auth.get_user(body["localId"], app=admin).provider_data[0].uid == sub
    assert provider.paths.count("/tokeninfo") == 1 and provider.paths.count("/userinfo") == 1

    other_app = provider.google_access_token(google_subject(), unique_email("other"), audience="1-other.apps")
    refused = ios.post("verifyAssertion", {
        "requestUri": "http://localhost", "postBody": f"access_token={other_app}&providerId=google.com",
        "returnSecureToken": True, "returnIdpCredential": True})
    assert refused.status_code == 400
    assert error_code(refused) == "INVALID_IDP_RESPONSE"
    with open(idp_server.log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    assert token not in text and other_app not in text


def test_apples_first_sign_in_name_names_the_new_account(ios, admin, provider):
    """The iOS SDK's appleCredential(withIDToken:rawNonce:fullName:) puts the name, unencoded, in
    postBody's `user` (URLComponents.query)."""
    raw_nonce = uuid.uuid4().hex
    token = provider.apple_token("001.external." + uuid.uuid4().hex[:8], raw_nonce)
    name = {"name": {"firstName": "Grace", "lastName": "Hopper"}}
    user = json.dumps(name, sort_keys=True, separators=(",", ":"))
    response = ios.post("verifyAssertion", {
        "requestUri": "http://localhost",
        "postBody": f"providerId=apple.com&id_token={token}&nonce={raw_nonce}&user={user}",
        "returnSecureToken": True, "returnIdpCredential": True})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["isNewUser"] is True
    assert body["displayName"] == "Grace Hopper"
    assert auth.get_user(body["localId"], app=admin).display_name == "Grace Hopper"
