"""Passkeys in a real browser: Debian's headless Chromium (Playwright) with Chrome DevTools' virtual
authenticators (CTAP2, internal transport, resident keys, user verification) on a page served from
loopback that calls Sesame's REST API: enrol, sign out, sign in without an e-mail, a second
authenticator, a cloned credential (its counter reset) refused, removal."""

import http.server
import os
import threading

import pytest
import requests

from browser_support import Browser
from sesame_process import API_KEY, external_database

pytestmark = pytest.mark.skipif(
    external_database() is not None, reason="browser journeys run on the SQLite pass only")

PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pages", "passkeys.html")
AUTHENTICATOR = {"protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
                 "hasUserVerification": True, "isUserVerified": True, "automaticPresenceSimulation": True}


class _Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        with open(PAGE, "rb") as file:
            body = file.read()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def page_server():
    server = http.server.HTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()


@pytest.fixture(scope="module")
def passkey_server(session_servers, page_server):
    # The page's origin is http://localhost:PORT: rp id localhost (the default), origin allowed explicitly.
    return session_servers.start("--no-rate-limits", "--passkey-origin", f"http://localhost:{page_server.server_port}")


def test_enrol_sign_in_second_authenticator_clone_and_remove(passkey_server, page_server):
    base = passkey_server.base_url
    chromium = Browser()
    try:
        page = chromium.page()
        page.goto(f"http://localhost:{page_server.server_port}/")
        cdp = page.context.new_cdp_session(page)
        cdp.send("WebAuthn.enable")
        first = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})["authenticatorId"]

        signed_up = requests.post(f"{base}/identitytoolkit.googleapis.com/v1/accounts:signUp", params={"key": API_KEY},
                                  json={"email": "browser-passkey@example.com", "password": "secret-123",
                                        "returnSecureToken": True}, timeout=30).json()
        uid = signed_up["localId"]

        def run(script, *args):
            return page.evaluate(f"([base, key, ...rest]) => {script}(base, key, ...rest)", [base, API_KEY, *args])

        enrolled = run("enrol", signed_up["idToken"], "Laptop")
        assert enrolled["status"] == 200, enrolled
        # Signed out: the page keeps nothing; the sign-in names no account.
        signed_in = run("signIn")
        assert signed_in["status"] == 200, signed_in
        assert signed_in["body"]["localId"] == uid

        # A second authenticator (a phone, say) for the same account.
        cdp.send("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": first})
        second = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})["authenticatorId"]
        enrolled = run("enrol", signed_in["body"]["idToken"], "Phone")
        assert enrolled["status"] == 200, enrolled
        signed_in = run("signIn")
        assert signed_in["status"] == 200 and signed_in["body"]["localId"] == uid, signed_in
        lookup = requests.post(f"{base}/identitytoolkit.googleapis.com/v1/accounts:lookup", params={"key": API_KEY},
                               json={"idToken": signed_in["body"]["idToken"]}, timeout=30).json()
        passkeys = lookup["users"][0]["passkeyInfo"]
        assert [p["name"] for p in passkeys] == ["Laptop", "Phone"]

        # A clone: the same credential put back with its counter reset.
        credential = cdp.send("WebAuthn.getCredentials", {"authenticatorId": second})["credentials"][0]
        assert credential["signCount"] >= 1
        cdp.send("WebAuthn.removeCredential", {"authenticatorId": second, "credentialId": credential["credentialId"]})
        cdp.send("WebAuthn.addCredential", {"authenticatorId": second, "credential": {**credential, "signCount": 0}})
        cloned = run("signIn")
        assert cloned["status"] == 400
        assert cloned["body"]["error"]["message"].startswith("INVALID_AUTHENTICATOR_RESPONSE : signature counter")

        # Removal of both passkeys; the authenticator still offers its credential, which is now unknown.
        removed = requests.post(f"{base}/identitytoolkit.googleapis.com/v1/accounts:update", params={"key": API_KEY},
                                json={"idToken": signed_in["body"]["idToken"],
                                      "deletePasskey": [p["credentialId"] for p in passkeys]}, timeout=30)
        assert removed.status_code == 200, removed.text
        gone = run("signIn")
        assert gone["status"] == 400 and gone["body"]["error"]["message"] == "PASSKEY_CREDENTIAL_NOT_FOUND"
    finally:
        chromium.close()
