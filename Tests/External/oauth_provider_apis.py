"""Loopback stand-ins for the user APIs of GitHub, Facebook and Microsoft, as `sesame serve` asks them
(`--github-api-url`, `--facebook-graph-url`, `--microsoft-jwks-url`). One `http.server` thread serves
all three under their own path prefixes; each knows only the tokens a test issued through it, and
answers anything else the way the real API refuses it.

- GitHub (`/github`): `POST /applications/{client_id}/token` (the app's Basic credentials; 404 for a
  token of another app, as GitHub answers), `GET /user` and `GET /user/emails` (Bearer; 401
  "Bad credentials" otherwise); its OAuth pages (`/github-oauth`): `POST /access_token` exchanges a
  code once, for the app and redirect URI it was issued to (else 200 with `error`, as GitHub answers).
- Facebook Graph (`/facebook`): `GET /debug_token` (the app token `app_id|secret` as Bearer),
  `GET /me?fields=...` (the user's token; 400 `OAuthException` code 190 otherwise) and
  `POST /oauth/access_token` (a code, once, for the app's id, secret and redirect URI).
- Microsoft (`/microsoft/keys`): the JWKS of an RSA key that signs v2.0 ID tokens with `tid` and the
  tenant's issuer, as Microsoft's identity platform issues them; `POST /microsoft-login/token` exchanges
  a code, once, for the ID token it was issued with.
"""

import base64
import http.server
import json
import threading
import time
import urllib.parse
import uuid

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

MICROSOFT_KEY_ID = "ms-external-1"


class OAuthProviderAPIs:
    """The three stand-ins on one loopback port until `close()`; `paths` records every request."""

    def __init__(self, github_app, facebook_app, microsoft_app):
        self.github_app = github_app  # (client id, client secret)
        self.facebook_app = facebook_app  # (app id, app secret)
        self.microsoft_app = microsoft_app  # (client id, client secret)
        self.github_tokens = {}  # token -> {"client_id", "user", "emails"}
        self.facebook_tokens = {}  # token -> {"app_id", "user"}
        self.codes = {}  # code -> {"token", "client_id", "redirect_uri"}
        self.paths = []
        self.microsoft_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.microsoft_key.public_key()))
        jwk.update({"kid": MICROSOFT_KEY_ID, "alg": "RS256", "use": "sig"})
        self.microsoft_jwks = {"keys": [jwk]}
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def server_flags(self):
        """The `sesame serve` flags that point it here."""
        return ("--github-api-url", self.base_url + "/github", "--github-oauth-url", self.base_url + "/github-oauth",
                "--facebook-graph-url", self.base_url + "/facebook", "--microsoft-jwks-url", self.base_url + "/microsoft/keys",
                "--microsoft-login-url", self.base_url + "/microsoft-login")

    def github_token(self, user, emails, client_id=None):
        """An opaque token GitHub issued to `client_id` (the configured app unless named) for `user`."""
        token = "gho_" + uuid.uuid4().hex
        self.github_tokens[token] = {"client_id": client_id or self.github_app[0], "user": user, "emails": emails}
        return token

    def facebook_token(self, user, app_id=None):
        token = "EAAB" + uuid.uuid4().hex
        self.facebook_tokens[token] = {"app_id": app_id or self.facebook_app[0], "user": user}
        return token

    def authorization_code(self, token, client_id, redirect_uri):
        """What the provider's consent page does: a one-time code for `token`, bound to the app and the
        redirect URI."""
        code = "code-" + uuid.uuid4().hex
        self.codes[code] = {"token": token, "client_id": client_id, "redirect_uri": redirect_uri}
        return code

    def redeem(self, form, client_secret):
        """The token a code exchange's form earns, or None (unknown or used code, another app's, wrong
        secret or redirect URI). A code is gone after its first exchange, good or bad."""
        grant = self.codes.pop(form.get("code", ""), None)
        matches = grant and form.get("grant_type") in (None, "authorization_code") and all(
            form.get(key) == value for key, value in [
                ("client_id", grant["client_id"]), ("client_secret", client_secret),
                ("redirect_uri", grant["redirect_uri"])])
        return grant["token"] if matches else None

    def revoke(self, token):
        self.github_tokens.pop(token, None)
        self.facebook_tokens.pop(token, None)

    def microsoft_id_token(self, sub, tid, audience, email=None, issuer_tid=None, name="Mo Contoso", nonce=None):
        now = int(time.time())
        claims = {"iss": f"https://login.microsoftonline.com/{issuer_tid or tid}/v2.0", "aud": audience,
                  "sub": sub, "tid": tid, "oid": str(uuid.uuid4()), "iat": now, "nbf": now, "exp": now + 3600,
                  "name": name, "ver": "2.0"}
        if email:
            claims["email"] = email
        if nonce:
            claims["nonce"] = nonce
        return jwt.encode(claims, self.microsoft_key, algorithm="RS256", headers={"kid": MICROSOFT_KEY_ID})

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=30)
        assert not self.thread.is_alive(), "the provider stand-ins' thread did not end within 30 s"


class JSONAnswering(http.server.BaseHTTPRequestHandler):
    """A quiet request handler that answers JSON documents."""

    def answer(self, status, document):
        payload = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


def _handler(apis):
    class Handler(JSONAnswering):
        def do_GET(self):
            apis.paths.append(self.path)
            url = urllib.parse.urlsplit(self.path)
            query = dict(urllib.parse.parse_qsl(url.query))
            bearer = self.headers.get("Authorization", "").removeprefix("Bearer ")
            if url.path == "/microsoft/keys":
                return self.answer(200, apis.microsoft_jwks)
            if url.path in ("/github/user", "/github/user/emails"):
                grant = apis.github_tokens.get(bearer)
                if not grant:
                    return self.answer(401, {"message": "Bad credentials"})
                return self.answer(200, grant["user"] if url.path == "/github/user" else grant["emails"])
            if url.path == "/facebook/debug_token":
                if bearer != "|".join(apis.facebook_app):
                    return self.facebook_error("Invalid OAuth access token signature.")
                grant = apis.facebook_tokens.get(query.get("input_token", ""))
                if not grant:
                    return self.answer(200, {"data": {"is_valid": False, "error": {"code": 190}}})
                return self.answer(200, {"data": {
                    "app_id": grant["app_id"], "type": "USER", "is_valid": True, "user_id": grant["user"]["id"],
                    "scopes": ["email", "public_profile"]}})
            if url.path == "/facebook/me":
                grant = apis.facebook_tokens.get(bearer)
                if not grant:
                    return self.facebook_error("Invalid OAuth access token data.")
                fields = query.get("fields", "id,name").split(",")
                return self.answer(200, {key: value for key, value in grant["user"].items() if key in fields})
            self.answer(404, {"message": "Not Found"})

        def do_POST(self):
            apis.paths.append(self.path)
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            form = dict(urllib.parse.parse_qsl(body.decode()))
            if self.path == "/github-oauth/access_token":
                token = apis.redeem(form, apis.github_app[1])
                if not token:
                    return self.answer(200, {"error": "bad_verification_code"})
                return self.answer(200, {"access_token": token, "token_type": "bearer", "scope": "user:email"})
            if self.path == "/microsoft-login/token":
                id_token = apis.redeem(form, apis.microsoft_app[1])
                if not id_token:
                    return self.answer(400, {"error": "invalid_grant", "error_codes": [70008]})
                return self.answer(200, {"id_token": id_token, "access_token": "ms-at-" + uuid.uuid4().hex,
                                         "token_type": "Bearer", "expires_in": 3599})
            if self.path == "/facebook/oauth/access_token":
                token = apis.redeem(form, apis.facebook_app[1])
                if not token:
                    return self.facebook_error("This authorization code has been used.")
                return self.answer(200, {"access_token": token, "token_type": "bearer", "expires_in": 5183944})
            prefix = "/github/applications/"
            if not (self.path.startswith(prefix) and self.path.endswith("/token")):
                return self.answer(404, {"message": "Not Found"})
            client_id = urllib.parse.unquote(self.path[len(prefix):-len("/token")])
            basic = "Basic " + base64.b64encode(":".join(apis.github_app).encode()).decode()
            if client_id != apis.github_app[0] or self.headers.get("Authorization") != basic:
                return self.answer(401, {"message": "Bad credentials"})
            token = json.loads(body or b"{}").get("access_token", "")
            grant = apis.github_tokens.get(token)
            if not grant or grant["client_id"] != client_id:
                return self.answer(404, {"message": "Not Found"})
            self.answer(200, {"token": token, "app": {"client_id": client_id}, "user": grant["user"]})

        def facebook_error(self, message):
            self.answer(400, {"error": {"message": message, "type": "OAuthException", "code": 190}})

    return Handler
