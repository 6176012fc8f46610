"""E-mail link sign-in with the real clients: firebase-admin's `generate_sign_in_with_email_link`, requests
shaped like the iOS SDK's (`getOobConfirmationCode` EMAIL_SIGNIN, then `emailLinkSignin`), the link
followed through the action page to the app's continue URL, and the ID token verified with
firebase-admin's production verifier against Sesame's certificates."""

import urllib.parse

import firebase_admin
import requests
from firebase_admin import auth

from conftest import admin_app_for
from ios_client import IOSClient, error_code, unique_email

X509_PATH = "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
CONTINUE_URL = "http://localhost:5000/finishSignIn?cart=42"


def follow_to_app(link):
    """Opens the mailed link like a browser; returns the query of the app URL the page redirects to."""
    response = requests.get(link, allow_redirects=False, timeout=30)
    assert response.status_code == 303, response.text
    location = response.headers["Location"]
    assert location.startswith("http://localhost:5000/finishSignIn?")
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(location).query))


def email_link_sign_in(ios, email, code, id_token=None):
    body = {"email": email, "oobCode": code}
    if id_token:
        body["idToken"] = id_token
    return ios.post("emailLinkSignin", body)


def production_verify(app, base_url, monkeypatch, token):
    client = auth._get_client(app)
    monkeypatch.setattr(client._token_verifier.id_token_verifier, "cert_url", base_url + X509_PATH)
    monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST")
    return auth.verify_id_token(token, app=app)


def test_generate_sign_in_with_email_link_then_sign_in(server, monkeypatch):
    app = admin_app_for(server, monkeypatch)
    try:
        check_generated_link(app, server, monkeypatch)
    finally:
        firebase_admin.delete_app(app)


def check_generated_link(app, server, monkeypatch):
    email = unique_email("adminlink")
    settings = auth.ActionCodeSettings(
        url=CONTINUE_URL, handle_code_in_app=True, ios_bundle_id="org.sesame.ExternalSuite",
        android_package_name="org.sesame.external", android_install_app=True, android_minimum_version="12")
    link = auth.generate_sign_in_with_email_link(email, settings, app=app)
    parts = urllib.parse.urlsplit(link)
    query = dict(urllib.parse.parse_qsl(parts.query))
    assert parts.path == "/__/auth/action"
    assert query["mode"] == "signIn"
    assert query["continueUrl"] == CONTINUE_URL
    handed = follow_to_app(link)
    assert handed["cart"] == "42"
    assert handed["mode"] == "signIn"
    assert handed["oobCode"] == query["oobCode"]
    ios = IOSClient(server.base_url)
    response = email_link_sign_in(ios, email, handed["oobCode"])
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["kind"] == "identitytoolkit#EmailLinkSigninResponse"
    assert body["isNewUser"] is True
    user = auth.get_user_by_email(email, app=app)
    assert user.uid == body["localId"]
    assert user.email_verified is True
    assert [p.provider_id for p in user.provider_data] == ["password"]
    claims = production_verify(app, server.base_url, monkeypatch, body["idToken"])
    assert claims["uid"] == body["localId"]
    assert claims["email"] == email.lower()
    assert claims["email_verified"] is True
    assert claims["firebase"]["sign_in_provider"] == "password"
    # The code was used; the link now says so instead of handing it on.
    assert error_code(email_link_sign_in(ios, email, handed["oobCode"])) == "INVALID_OOB_CODE"
    assert requests.get(link, allow_redirects=False, timeout=30).status_code == 400


def test_ios_shaped_requests_send_the_link_and_sign_in(server):
    ios = IOSClient(server.base_url)
    email = unique_email("ioslink")
    sent = ios.post("getOobConfirmationCode", {
        "requestType": "EMAIL_SIGNIN", "email": email, "continueUrl": CONTINUE_URL, "canHandleCodeInApp": True,
        "iOSBundleId": "org.sesame.ExternalSuite", "clientType": "CLIENT_TYPE_IOS"})
    assert sent.status_code == 200, sent.text
    assert sent.json() == {"kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": email.lower()}
    mail = server.latest_mail(email, "EMAIL_SIGNIN")
    handed = follow_to_app(mail["link"])
    signed_in = email_link_sign_in(ios, email, handed["oobCode"])
    assert signed_in.status_code == 200, signed_in.text
    # The SDK looks the user up right after.
    user = ios.lookup(signed_in.json()["idToken"])["users"][0]
    assert user["email"] == email.lower()
    assert user["emailVerified"] is True
    assert user["emailLinkSignin"] is True


def test_an_anonymous_ios_user_links_an_email_link(server):
    ios = IOSClient(server.base_url)
    guest = ios.sign_up_anonymously()
    email = unique_email("linkguest")
    ios.call("getOobConfirmationCode", {
        "requestType": "EMAIL_SIGNIN", "email": email, "continueUrl": CONTINUE_URL, "canHandleCodeInApp": True,
        "clientType": "CLIENT_TYPE_IOS"})
    code = server.latest_oob_code(email, "EMAIL_SIGNIN")
    linked = email_link_sign_in(ios, email, code, id_token=guest["idToken"])
    assert linked.status_code == 200, linked.text
    assert linked.json()["localId"] == guest["localId"]
    assert ios.lookup(linked.json()["idToken"])["users"][0]["email"] == email.lower()


def test_unknown_and_known_addresses_get_the_same_answer(server):
    ios = IOSClient(server.base_url)
    known = unique_email("knownlink")
    ios.sign_up(known, "known link secret")
    answers = []
    for email in (known, unique_email("unknownlink")):
        response = ios.post("getOobConfirmationCode", {
            "requestType": "EMAIL_SIGNIN", "email": email, "continueUrl": CONTINUE_URL,
            "clientType": "CLIENT_TYPE_IOS"})
        assert response.status_code == 200, response.text
        answers.append(sorted(response.json()))
    assert answers[0] == answers[1] == ["email", "kind"]


def test_continue_urls_outside_the_authorized_domains_are_refused(server):
    ios = IOSClient(server.base_url)
    response = ios.post("getOobConfirmationCode", {
        "requestType": "EMAIL_SIGNIN", "email": unique_email("evil"), "continueUrl": "https://evil.example.net/",
        "clientType": "CLIENT_TYPE_IOS"})
    assert response.status_code == 400
    assert error_code(response) == "UNAUTHORIZED_DOMAIN"
    missing = ios.post("getOobConfirmationCode", {
        "requestType": "EMAIL_SIGNIN", "email": unique_email("nourl"), "clientType": "CLIENT_TYPE_IOS"})
    assert error_code(missing) == "MISSING_CONTINUE_URI"
