"""pyrebase4 (unmodified) against Sesame, its hard-coded Google hosts rewritten to the server.

pyrebase4 has no base-URL option and calls module-level `requests.post`; the fixture wraps
`requests.Session.request` so that `https://<google host>/…` becomes `http://HOST:PORT/<google host>/…`
(the emulator URL layout) and anything else that is not loopback fails the test.
"""

import json
import urllib.parse

import jwt
import pyrebase
import pytest
import requests
from requests.exceptions import HTTPError

from ios_client import unique_email
from sesame_process import API_KEY, PROJECT_ID

GOOGLE_HOSTS = ("www.googleapis.com", "identitytoolkit.googleapis.com", "securetoken.googleapis.com")
PASSWORD = "pyrebase secret 1"


@pytest.fixture
def firebase_auth(server, monkeypatch):
    original = requests.sessions.Session.request
    seen = []

    def rewritten(self, method, url, *args, **kwargs):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme == "https" and parts.hostname in GOOGLE_HOSTS:
            url = f"{server.base_url}/{parts.hostname}{parts.path}" + (f"?{parts.query}" if parts.query else "")
        elif not url.startswith(server.base_url):
            raise AssertionError(f"pyrebase tried to reach {url}")
        seen.append((method, url))
        kwargs.setdefault("timeout", 30)  # pyrebase sets none: a hung server fails the test, not hangs it
        return original(self, method, url, *args, **kwargs)

    monkeypatch.setattr(requests.sessions.Session, "request", rewritten)
    app = pyrebase.initialize_app({
        "apiKey": API_KEY, "authDomain": f"{PROJECT_ID}.firebaseapp.com",
        "databaseURL": f"https://{PROJECT_ID}.firebaseio.com", "storageBucket": f"{PROJECT_ID}.appspot.com"})
    firebase = app.auth()
    firebase.requests_seen = seen
    return firebase


def firebase_error(excinfo):
    """pyrebase raises HTTPError(original, response text); the text is the Firebase error envelope."""
    return json.loads(excinfo.value.args[1])["error"]


def test_create_user_and_sign_in(firebase_auth):
    email = unique_email("pyrebase")
    created = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    assert created["kind"] == "identitytoolkit#SignupNewUserResponse"
    assert created["email"] == email
    assert created["expiresIn"] == "3600"
    user = firebase_auth.sign_in_with_email_and_password(email, PASSWORD)
    assert user["localId"] == created["localId"]
    assert user["registered"] is True
    assert firebase_auth.current_user["idToken"] == user["idToken"]
    assert jwt.decode(user["idToken"], options={"verify_signature": False})["sub"] == created["localId"]
    methods = {method.upper() for method, _ in firebase_auth.requests_seen}
    assert methods == {"POST"}
    assert all("/www.googleapis.com/identitytoolkit/v3/relyingparty/" in url
               for _, url in firebase_auth.requests_seen)


def test_sign_in_anonymously(firebase_auth):
    user = firebase_auth.sign_in_anonymous()
    assert user["localId"]
    info = firebase_auth.get_account_info(user["idToken"])
    assert info["users"][0]["localId"] == user["localId"]


def test_get_account_info(firebase_auth):
    email = unique_email("pyrebaseinfo")
    user = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    info = firebase_auth.get_account_info(user["idToken"])
    assert info["kind"] == "identitytoolkit#GetAccountInfoResponse"
    assert [u["localId"] for u in info["users"]] == [user["localId"]]
    assert info["users"][0]["email"] == email
    assert info["users"][0]["emailVerified"] is False


def test_refresh(firebase_auth):
    user = firebase_auth.create_user_with_email_and_password(unique_email("pyrebaserefresh"), PASSWORD)
    refreshed = firebase_auth.refresh(user["refreshToken"])
    assert refreshed["userId"] == user["localId"]
    assert refreshed["refreshToken"] != user["refreshToken"]
    assert jwt.decode(refreshed["idToken"], options={"verify_signature": False})["sub"] == user["localId"]
    again = firebase_auth.refresh(refreshed["refreshToken"])
    assert again["userId"] == user["localId"]


def test_send_password_reset_email_and_reset(firebase_auth, server):
    email = unique_email("pyrebasereset")
    user = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    answer = firebase_auth.send_password_reset_email(email)
    assert answer["email"] == email
    code = server.latest_oob_code(email, "PASSWORD_RESET")
    reset = firebase_auth.verify_password_reset_code(code, "pyrebase new secret")
    assert reset["email"] == email
    assert firebase_auth.sign_in_with_email_and_password(email, "pyrebase new secret")["localId"] == user["localId"]
    with pytest.raises(HTTPError) as excinfo:
        firebase_auth.sign_in_with_email_and_password(email, PASSWORD)
    assert firebase_error(excinfo)["message"] == "INVALID_LOGIN_CREDENTIALS"


def test_send_email_verification(firebase_auth, server):
    email = unique_email("pyrebaseverify")
    user = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    answer = firebase_auth.send_email_verification(user["idToken"])
    assert answer["email"] == email
    mail = server.latest_mail(email, "VERIFY_EMAIL")
    assert mail["oobCode"] in mail["link"]


def test_delete_user_account(firebase_auth):
    email = unique_email("pyrebasedelete")
    user = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    answer = firebase_auth.delete_user_account(user["idToken"])
    assert answer["kind"] == "identitytoolkit#DeleteAccountResponse"
    with pytest.raises(HTTPError) as excinfo:
        firebase_auth.sign_in_with_email_and_password(email, PASSWORD)
    assert firebase_error(excinfo)["message"] == "INVALID_LOGIN_CREDENTIALS"


def test_errors_surface_as_http_error_with_the_firebase_body(firebase_auth):
    email = unique_email("pyrebaseerror")
    firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    with pytest.raises(HTTPError) as excinfo:
        firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    error = firebase_error(excinfo)
    assert error["code"] == 400
    assert error["message"] == "EMAIL_EXISTS"
    assert error["errors"][0]["message"] == "EMAIL_EXISTS"

    with pytest.raises(HTTPError) as excinfo:
        firebase_auth.create_user_with_email_and_password(unique_email("pyrebaseweak"), "123")
    assert firebase_error(excinfo)["message"].startswith("WEAK_PASSWORD : ")

    with pytest.raises(HTTPError) as excinfo:
        firebase_auth.refresh("not-a-refresh-token-at-all")
    assert firebase_error(excinfo)["message"] == "INVALID_REFRESH_TOKEN"


def test_update_profile_with_nulls_and_unknown_fields(firebase_auth):
    """pyrebase sends `photoURL` (not a protocol field) and JSON nulls; the server must accept them."""
    user = firebase_auth.create_user_with_email_and_password(unique_email("pyrebaseprofile"), PASSWORD)
    updated = firebase_auth.update_profile(user["idToken"], display_name="Py Rebase")
    assert updated["displayName"] == "Py Rebase"
    assert firebase_auth.get_account_info(user["idToken"])["users"][0]["displayName"] == "Py Rebase"
    assert any("/identitytoolkit.googleapis.com/v1/accounts:update" in url
               for _, url in firebase_auth.requests_seen)


def test_change_password(firebase_auth):
    email = unique_email("pyrebasepassword")
    user = firebase_auth.create_user_with_email_and_password(email, PASSWORD)
    changed = firebase_auth.change_password(user["idToken"], "pyrebase changed 2")
    assert changed["localId"] == user["localId"]
    assert changed["idToken"]
    assert firebase_auth.sign_in_with_email_and_password(email, "pyrebase changed 2")["localId"] == user["localId"]


def test_sign_in_with_custom_token(firebase_auth, server, tmp_path, monkeypatch):
    """pyrebase4's `sign_in_with_custom_token` (v3 `verifyCustomToken`) with a token firebase-admin made
    from a `sesame service-account create` key file. (pyrebase4 4.9.0's own `create_custom_token` cannot
    sign with the python-jwt 4 it requires: "key is not a JWK object".)"""
    import firebase_admin
    from firebase_admin import auth, credentials

    from service_accounts import create_key_file

    monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST", raising=False)
    app = firebase_admin.initialize_app(
        credentials.Certificate(create_key_file(server, tmp_path)), options={"projectId": PROJECT_ID},
        name="pyrebase-custom-token")
    try:
        token = auth.create_custom_token("pyrebase-custom", {"beta": True}, app=app).decode()
    finally:
        firebase_admin.delete_app(app)
    user = firebase_auth.sign_in_with_custom_token(token)
    assert user["kind"] == "identitytoolkit#VerifyCustomTokenResponse"
    assert jwt.decode(user["idToken"], options={"verify_signature": False})["beta"] is True
    info = firebase_auth.get_account_info(user["idToken"])
    assert info["users"][0]["localId"] == "pyrebase-custom"
    refreshed = firebase_auth.refresh(user["refreshToken"])
    assert jwt.decode(refreshed["idToken"], options={"verify_signature": False})["beta"] is True
    assert any(url.endswith("/relyingparty/verifyCustomToken?key=" + API_KEY) for _, url in firebase_auth.requests_seen)
