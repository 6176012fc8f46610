"""OpenID Connect sign-in against a provider this test runs on loopback (`http.server`, an RSA key
made with `cryptography`, RS256 ID tokens signed with PyJWT): discovery, JWKS and a token endpoint
that checks the client's Basic credentials, the redirect URI, the PKCE verifier and which client a code
was issued to, and answers each code once. firebase-admin stores the configuration; the ID-token flow and
the code flow started by `createAuthUri` sign in, and the code flow's refusals are the provider's own
(wrong client secret, reused code, another client's code) or the server's (nonce, audience)."""

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
from oauth_provider_apis import JSONAnswering
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
        self.token_requests = []
        provider = self

        class Handler(JSONAnswering):
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
                provider.token_requests.append(form)
                grant = provider.codes.pop(form.get("code"), None)
                verifier = form.get("code_verifier", "").encode()
                challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier).digest()).rstrip(b"=").decode()
                if (not grant or grant.get("client", CLIENT_ID) != CLIENT_ID or form.get("redirect_uri") != grant["redirect"]
                        or challenge != grant["challenge"]):
                    self.answer(400, {"error": "invalid_grant"})
                    return
                self.answer(200, {"id_token": grant["id_token"], "access_token": "at", "token_type": "Bearer"})

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


def start_code_flow(server, admin, provider, secret=CLIENT_SECRET):
    """A code-flow provider configured with firebase-admin, and a `createAuthUri` started for it: the
    provider id, the answer's sessionId, and the authorization URL's query."""
    provider_id = f"oidc.flow{uuid.uuid4().hex[:8]}"
    auth.create_oidc_provider_config(
        provider_id, client_id=CLIENT_ID, issuer=provider.issuer, enabled=True, client_secret=secret,
        code_response_type=True, id_token_response_type=False, app=admin)
    return (provider_id, *restart(server, provider_id, provider))


def restart(server, provider_id, provider=None):
    """A new `createAuthUri` for the provider: its sessionId and the authorization URL's query."""
    started = call(server, "createAuthUri", {"providerId": provider_id, "continueUri": REDIRECT})
    assert started.status_code == 200, started.text
    url = urllib.parse.urlsplit(started.json()["authUri"])
    if provider:
        assert url.netloc == urllib.parse.urlsplit(provider.issuer).netloc and url.path == "/authorize"
    return started.json()["sessionId"], dict(urllib.parse.parse_qsl(url.query))


def authorize(provider, query, sub, code=None, client=CLIENT_ID, nonce=None, audience=CLIENT_ID):
    """What the provider's authorization endpoint does when the person consents: a one-time code bound to
    the client, the redirect URI and the PKCE challenge, for an ID token carrying the request's nonce."""
    code = code or "code-" + uuid.uuid4().hex
    token = provider.id_token(sub, f"{sub}@acme.test", nonce=nonce or query["nonce"], audience=audience)
    provider.codes[code] = {"id_token": token, "redirect": REDIRECT, "challenge": query["code_challenge"],
                            "client": client}
    return code


def finish_with_code_in_post_body(server, provider_id, session_id, query, code, extra=""):
    return call(server, "signInWithIdp", {
        "requestUri": REDIRECT, "sessionId": session_id, "returnSecureToken": True, "returnIdpCredential": True,
        "postBody": f"providerId={provider_id}&code={code}&state={query['state']}{extra}"})


def error_message(reply):
    return reply.json()["error"]["message"]


def test_the_code_flow_with_the_code_in_post_body_exchanges_it_with_the_client_secret(server, admin, provider):
    provider_id, session_id, query = start_code_flow(server, admin, provider)
    assert query["client_id"] == CLIENT_ID and query["redirect_uri"] == REDIRECT
    assert query["scope"].split() == ["openid", "email", "profile"]
    assert len(query["state"]) >= 20 and len(query["nonce"]) >= 20 and query["state"] != query["nonce"]
    sub = uuid.uuid4().hex
    code = authorize(provider, query, sub)
    reply = finish_with_code_in_post_body(server, provider_id, session_id, query, code)
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["federatedId"] == sub and body["providerId"] == provider_id
    assert body["email"] == f"{sub}@acme.test" and body["emailVerified"] is True
    assert json.loads(body["rawUserInfo"])["nonce"] == query["nonce"]
    # The tokens of the exchange come back as Firebase answers them (returnIdpCredential).
    assert body["oauthAccessToken"] == "at"
    assert jwt.decode(body["oauthIdToken"], options={"verify_signature": False})["sub"] == sub
    exchange = provider.token_requests[-1]
    assert exchange["grant_type"] == "authorization_code" and exchange["code"] == code
    assert exchange["redirect_uri"] == REDIRECT
    assert "client_secret" not in exchange  # sent as HTTP Basic, which the provider checked
    challenge = base64.urlsafe_b64encode(hashlib.sha256(exchange["code_verifier"].encode()).digest())
    assert challenge.rstrip(b"=").decode() == query["code_challenge"]
    user = auth.get_user(body["localId"], app=admin)
    assert [(info.provider_id, info.uid) for info in user.provider_data] == [(provider_id, sub)]


def test_the_code_flow_refuses_a_wrong_secret_a_reused_code_and_another_clients_code(server, admin, provider):
    provider_id, session_id, query = start_code_flow(server, admin, provider, secret="not-the-secret")
    wrong_secret = finish_with_code_in_post_body(server, provider_id, session_id, query, authorize(provider, query, "s1"))
    assert wrong_secret.status_code == 400
    assert error_message(wrong_secret).startswith("INVALID_IDP_RESPONSE"), wrong_secret.text

    auth.update_oidc_provider_config(provider_id, client_secret=CLIENT_SECRET, code_response_type=True, app=admin)
    session_id, query = restart(server, provider_id)
    code = authorize(provider, query, "s2")
    assert finish_with_code_in_post_body(server, provider_id, session_id, query, code).status_code == 200
    # The same code again, in a fresh session: the provider answers it once only.
    session_id, query = restart(server, provider_id)
    reused = finish_with_code_in_post_body(server, provider_id, session_id, query, code)
    assert reused.status_code == 400
    assert error_message(reused).startswith("INVALID_IDP_RESPONSE"), reused.text

    session_id, query = restart(server, provider_id)
    foreign = authorize(provider, query, "s3", client="another-client")
    refused = finish_with_code_in_post_body(server, provider_id, session_id, query, foreign)
    assert error_message(refused).startswith("INVALID_IDP_RESPONSE"), refused.text
    # A token endpoint answering an ID token issued to another client is refused by the server itself.
    session_id, query = restart(server, provider_id)
    other_audience = authorize(provider, query, "s4", audience="another-client")
    refused = finish_with_code_in_post_body(server, provider_id, session_id, query, other_audience)
    assert error_message(refused).startswith("INVALID_IDP_RESPONSE"), refused.text


def test_the_code_flow_refuses_an_id_token_for_another_nonce(server, admin, provider):
    provider_id, session_id, query = start_code_flow(server, admin, provider)
    code = authorize(provider, query, "n1", nonce="a-nonce-of-another-request")
    refused = finish_with_code_in_post_body(server, provider_id, session_id, query, code)
    assert refused.status_code == 400
    assert error_message(refused).startswith("MISSING_OR_INVALID_NONCE"), refused.text
    # Naming that other nonce in postBody does not help: the session's nonce is the one that counts.
    session_id, query = restart(server, provider_id)
    code = authorize(provider, query, "n2", nonce="a-nonce-of-another-request")
    refused = finish_with_code_in_post_body(
        server, provider_id, session_id, query, code, extra="&nonce=a-nonce-of-another-request")
    assert refused.status_code == 400
    assert error_message(refused).startswith("MISSING_OR_INVALID_NONCE"), refused.text
    # And a forged state uses the session up without any exchange.
    session_id, query = restart(server, provider_id)
    before = len(provider.token_requests)
    forged = call(server, "signInWithIdp", {
        "requestUri": REDIRECT, "sessionId": session_id, "returnSecureToken": True,
        "postBody": f"providerId={provider_id}&code={authorize(provider, query, 'n3')}&state=forged"})
    assert error_message(forged).startswith("INVALID_IDP_RESPONSE"), forged.text
    assert len(provider.token_requests) == before
