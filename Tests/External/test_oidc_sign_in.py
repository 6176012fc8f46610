"""OpenID Connect sign-in against a provider this test runs on loopback (`http.server`, an RSA key
made with `cryptography`, RS256 ID tokens signed with PyJWT): discovery, JWKS and a token endpoint
that checks the client's Basic credentials, the redirect URI and the PKCE verifier. firebase-admin
stores the configuration; the ID-token flow and the code flow started by `createAuthUri` sign in."""

import base64
import hashlib
import http.server
import json
import threading
import time
import urllib.parse
import uuid

import firebase_admin
import jwt
import pytest
import requests
from cryptography.hazmat.primitives.asymmetric import rsa
from firebase_admin import auth

from conftest import admin_app_for
from sesame_process import API_KEY

CLIENT_ID = "sesame-external-oidc"
CLIENT_SECRET = "external-oidc-secret"
REDIRECT = "https://app.example.test/__/auth/handler"


class OIDCProvider:
    def __init__(self):
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.key.public_key()))
        jwk.update({"kid": "oidc-ext-1", "alg": "RS256", "use": "sig"})
        self.jwks = {"keys": [jwk]}
        self.codes = {}
        provider = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                if self.path == "/.well-known/openid-configuration":
                    self.answer(200, {
                        "issuer": provider.issuer, "authorization_endpoint": provider.issuer + "/authorize",
                        "token_endpoint": provider.issuer + "/token", "jwks_uri": provider.issuer + "/keys",
                    })
                elif self.path == "/keys":
                    self.answer(200, provider.jwks)
                else:
                    self.send_error(404)

            def do_POST(self):
                length = int(self.headers.get("Content-Length", "0"))
                form = dict(urllib.parse.parse_qsl(self.rfile.read(length).decode()))
                basic = "Basic " + base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
                if self.path != "/token" or self.headers.get("Authorization") != basic:
                    self.answer(401, {"error": "invalid_client"})
                    return
                grant = provider.codes.pop(form.get("code"), None)
                verifier = form.get("code_verifier", "").encode()
                challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier).digest()).rstrip(b"=").decode()
                if not grant or form.get("redirect_uri") != grant["redirect"] or challenge != grant["challenge"]:
                    self.answer(400, {"error": "invalid_grant"})
                    return
                self.answer(200, {"id_token": grant["id_token"], "access_token": "at", "token_type": "Bearer"})

            def answer(self, status, document):
                body = json.dumps(document).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.issuer = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def id_token(self, sub, email, nonce=None, audience=CLIENT_ID):
        now = int(time.time())
        claims = {"iss": self.issuer, "aud": audience, "sub": sub, "iat": now, "exp": now + 600,
                  "email": email, "email_verified": True, "name": "Kim"}
        if nonce:
            claims["nonce"] = nonce
        return jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": "oidc-ext-1"})

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=30)


@pytest.fixture
def provider():
    oidc = OIDCProvider()
    yield oidc
    oidc.close()


@pytest.fixture
def admin(server, monkeypatch):
    app = admin_app_for(server, monkeypatch)
    yield app
    firebase_admin.delete_app(app)


def call(server, rpc, body):
    return requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:{rpc}", params={"key": API_KEY},
        json=body, timeout=30)


def test_id_tokens_of_a_configured_provider_sign_in_and_forgeries_do_not(server, admin, provider):
    provider_id = f"oidc.ext{uuid.uuid4().hex[:8]}"
    auth.create_oidc_provider_config(
        provider_id, client_id=CLIENT_ID, issuer=provider.issuer, enabled=True, app=admin)
    sub = uuid.uuid4().hex
    reply = call(server, "signInWithIdp", {
        "requestUri": "http://localhost", "returnSecureToken": True,
        "postBody": f"providerId={provider_id}&id_token={provider.id_token(sub, f'{sub}@acme.test')}"})
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == sub
    user = auth.get_user(reply.json()["localId"], app=admin)
    assert user.provider_data[0].provider_id == provider_id
    forged = provider.id_token(sub, "x@acme.test", audience="someone-else")
    refused = call(server, "signInWithIdp", {
        "requestUri": "http://localhost", "returnSecureToken": True,
        "postBody": f"providerId={provider_id}&id_token={forged}"})
    assert refused.status_code == 400
    assert refused.json()["error"]["message"].startswith("INVALID_IDP_RESPONSE")


def test_the_code_flow_started_by_create_auth_uri_signs_in_once(server, admin, provider):
    provider_id = f"oidc.code{uuid.uuid4().hex[:8]}"
    auth.create_oidc_provider_config(
        provider_id, client_id=CLIENT_ID, issuer=provider.issuer, enabled=True, client_secret=CLIENT_SECRET,
        code_response_type=True, id_token_response_type=False, app=admin)
    started = call(server, "createAuthUri", {"providerId": provider_id, "continueUri": REDIRECT})
    assert started.status_code == 200, started.text
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(started.json()["authUri"]).query))
    assert query["response_type"] == "code" and query["code_challenge_method"] == "S256"
    sub = uuid.uuid4().hex
    provider.codes["code-1"] = {
        "id_token": provider.id_token(sub, f"{sub}@acme.test", nonce=query["nonce"]), "redirect": REDIRECT,
        "challenge": query["code_challenge"]}
    finish = {
        "requestUri": f"{REDIRECT}?code=code-1&state={query['state']}", "sessionId": started.json()["sessionId"],
        "postBody": f"providerId={provider_id}", "returnSecureToken": True}
    reply = call(server, "signInWithIdp", finish)
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == sub
    assert call(server, "signInWithIdp", finish).status_code == 400
