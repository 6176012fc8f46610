"""Every end-user endpoint, called exactly the way the Firebase iOS SDK calls it (v3 relying-party paths,
`?key=`, the SDK's headers and JSON bodies), checking the response fields and types the SDK reads."""

import time

import jwt
import pytest
import requests

from ios_client import IOSClient, error_code, error_message, unique_email
from sesame_process import API_KEY, PROJECT_ID

PASSWORD = "correct horse 1"


@pytest.fixture
def ios(server):
    return IOSClient(server.base_url)


def claims_of(id_token):
    return jwt.decode(id_token, options={"verify_signature": False})


def assert_session_fields(body):
    """The token fields of sign-up/sign-in responses, with the types the iOS SDK requires."""
    assert isinstance(body["localId"], str) and body["localId"]
    assert isinstance(body["idToken"], str) and body["idToken"].count(".") == 2
    assert isinstance(body["refreshToken"], str) and body["refreshToken"]
    assert body["expiresIn"] == "3600"  # a JSON string: the SDK ignores numbers here


def test_sign_up_with_email_and_password(ios):
    email = unique_email("MixedCase")  # the server stores and answers e-mail lower-cased
    body = ios.sign_up(email, PASSWORD, displayName="Ada")
    assert body["kind"] == "identitytoolkit#SignupNewUserResponse"
    assert_session_fields(body)
    assert body["email"] == email.lower()
    assert body["displayName"] == "Ada"
    claims = claims_of(body["idToken"])
    assert claims["iss"] == f"https://securetoken.google.com/{PROJECT_ID}"
    assert claims["aud"] == PROJECT_ID
    assert claims["sub"] == claims["user_id"] == body["localId"]
    assert claims["email"] == email.lower()
    assert claims["email_verified"] is False
    assert claims["firebase"]["sign_in_provider"] == "password"
    assert claims["firebase"]["identities"]["email"] == [email.lower()]
    assert claims["exp"] - claims["iat"] == 3600
    assert isinstance(claims["auth_time"], int)


def test_sign_up_anonymously(ios):
    body = ios.sign_up_anonymously()
    assert body["kind"] == "identitytoolkit#SignupNewUserResponse"
    assert_session_fields(body)
    assert "email" not in body
    claims = claims_of(body["idToken"])
    assert claims["provider_id"] == "anonymous"
    assert claims["firebase"]["sign_in_provider"] == "anonymous"
    user = ios.lookup(body["idToken"])["users"][0]
    assert user["localId"] == body["localId"]
    assert "email" not in user


def test_link_email_and_password_to_anonymous_user(ios):
    anonymous = ios.sign_up_anonymously()
    email = unique_email("link")
    linked = ios.sign_up(email, PASSWORD, idToken=anonymous["idToken"])
    assert linked["localId"] == anonymous["localId"]
    assert_session_fields(linked)
    signed_in = ios.sign_in(email, PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == anonymous["localId"]
    assert claims_of(linked["idToken"])["firebase"]["sign_in_provider"] == "password"
    user = ios.lookup(linked["idToken"])["users"][0]
    assert user["email"] == email
    assert [p["providerId"] for p in user["providerUserInfo"]] == ["password"]


def test_verify_password(ios):
    email = unique_email("verify")
    created = ios.sign_up(email, PASSWORD, displayName="Grace")
    response = ios.sign_in(email.upper(), PASSWORD)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["kind"] == "identitytoolkit#VerifyPasswordResponse"
    assert_session_fields(body)
    assert body["localId"] == created["localId"]
    assert body["email"] == email
    assert body["registered"] is True
    assert body["displayName"] == "Grace"
    assert body["refreshToken"] != created["refreshToken"]


def test_get_account_info(ios):
    email = unique_email("lookup")
    created = ios.sign_up(email, PASSWORD)
    body = ios.lookup(created["idToken"])
    assert body["kind"] == "identitytoolkit#GetAccountInfoResponse"
    assert len(body["users"]) == 1  # the iOS SDK requires exactly one
    user = body["users"][0]
    assert user["localId"] == created["localId"]
    assert user["email"] == email
    assert user["emailVerified"] is False
    assert isinstance(user["createdAt"], str) and user["createdAt"].isdigit()
    assert isinstance(user["lastLoginAt"], str) and user["lastLoginAt"].isdigit()
    now_ms = time.time() * 1000
    assert abs(int(user["createdAt"]) - now_ms) < 600_000
    providers = user["providerUserInfo"]
    assert {"providerId": "password", "federatedId": email, "rawId": email, "email": email}.items() <= \
        providers[0].items()
    # End users never see a password hash or salt (production redacts the hash to "REDACTED").
    assert "salt" not in user
    assert user.get("passwordHash", "UkVEQUNURUQ=") == "UkVEQUNURUQ="


def test_set_account_info_profile(ios):
    created = ios.sign_up(unique_email("profile"), PASSWORD)
    body = ios.call("setAccountInfo", {
        "idToken": created["idToken"], "displayName": "Linus", "photoUrl": "https://example.com/l.png",
        "returnSecureToken": True})
    assert body["kind"] == "identitytoolkit#SetAccountInfoResponse"
    assert body["localId"] == created["localId"]
    assert body["displayName"] == "Linus"
    assert body["photoUrl"] == "https://example.com/l.png"
    user = ios.lookup(created["idToken"])["users"][0]
    assert user["displayName"] == "Linus"
    assert user["photoUrl"] == "https://example.com/l.png"

    ios.call("setAccountInfo", {
        "idToken": created["idToken"], "deleteAttribute": ["DISPLAY_NAME"], "returnSecureToken": True})
    user = ios.lookup(created["idToken"])["users"][0]
    assert "displayName" not in user
    assert user["photoUrl"] == "https://example.com/l.png"


def test_set_account_info_password_revokes_old_tokens(ios):
    email = unique_email("password")
    created = ios.sign_up(email, PASSWORD)
    time.sleep(1.1)  # revocation has one-second resolution: issue and change in different seconds
    body = ios.call("setAccountInfo", {
        "idToken": created["idToken"], "password": "another secret 2", "returnSecureToken": True})
    assert body["localId"] == created["localId"]
    assert_session_fields(body)  # a password change bumps validSince, so new tokens come back
    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"
    assert ios.sign_in(email, "another secret 2").status_code == 200
    assert error_code(ios.refresh(created["refreshToken"])) == "TOKEN_EXPIRED"
    assert ios.lookup(body["idToken"])["users"][0]["localId"] == created["localId"]
    old = ios.post("getAccountInfo", {"idToken": created["idToken"]})
    assert old.status_code == 400
    assert error_code(old) in {"TOKEN_EXPIRED", "INVALID_ID_TOKEN"}


def test_set_account_info_email(ios):
    created = ios.sign_up(unique_email("before"), PASSWORD)
    new_email = unique_email("after")
    time.sleep(1.1)  # an e-mail change revokes sessions; keep it in a later second than the sign-up
    body = ios.call("setAccountInfo", {
        "idToken": created["idToken"], "email": new_email, "returnSecureToken": True})
    assert body["email"] == new_email
    assert_session_fields(body)  # an e-mail change bumps validSince: new tokens come back
    assert claims_of(body["idToken"])["email"] == new_email
    assert error_code(ios.refresh(created["refreshToken"])) == "TOKEN_EXPIRED"
    assert ios.refresh(body["refreshToken"]).status_code == 200
    signed_in = ios.sign_in(new_email, PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == created["localId"]


def test_set_account_info_rejects_admin_fields(ios):
    created = ios.sign_up(unique_email("claims"), PASSWORD)
    disabled = ios.post("setAccountInfo", {
        "idToken": created["idToken"], "disableUser": True, "returnSecureToken": True})
    assert disabled.status_code == 400
    assert error_code(disabled) == "OPERATION_NOT_ALLOWED"
    response = ios.post("setAccountInfo", {
        "idToken": created["idToken"], "customAttributes": '{"admin":true}', "returnSecureToken": True})
    assert response.status_code == 400
    assert error_code(response) == "INSUFFICIENT_PERMISSION"
    assert "customAttributes" not in ios.lookup(created["idToken"])["users"][0]
    refreshed = ios.refresh(created["refreshToken"]).json()
    assert "admin" not in claims_of(refreshed["id_token"])


def test_delete_account(ios):
    email = unique_email("delete")
    created = ios.sign_up(email, PASSWORD)
    body = ios.call("deleteAccount", {"idToken": created["idToken"], "localId": created["localId"]})
    assert body["kind"] == "identitytoolkit#DeleteAccountResponse"
    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"
    lookup = ios.post("getAccountInfo", {"idToken": created["idToken"]})
    assert lookup.status_code == 400
    assert error_code(lookup) == "USER_NOT_FOUND"
    refresh = ios.refresh(created["refreshToken"])
    assert refresh.status_code == 400
    assert error_code(refresh) in {"USER_NOT_FOUND", "INVALID_REFRESH_TOKEN"}


def test_password_reset_flow(ios, server):
    email = unique_email("reset")
    created = ios.sign_up(email, PASSWORD)
    body = ios.call("getOobConfirmationCode", {
        "requestType": "PASSWORD_RESET", "email": email, "clientType": "CLIENT_TYPE_IOS"})
    assert body["kind"] == "identitytoolkit#GetOobConfirmationCodeResponse"
    assert body["email"] == email
    assert "oobCode" not in body and "oobLink" not in body  # only privileged callers get the code back
    code = server.latest_oob_code(email, "PASSWORD_RESET")

    checked = ios.call("resetPassword", {"oobCode": code})  # verifyPasswordResetCode
    assert checked["kind"] == "identitytoolkit#ResetPasswordResponse"
    assert checked["requestType"] == "PASSWORD_RESET"
    assert checked["email"] == email

    time.sleep(1.1)  # the reset revokes sessions; keep it in a later second than the sign-up
    reset = ios.call("resetPassword", {"oobCode": code, "newPassword": "brand new secret"})
    assert reset["requestType"] == "PASSWORD_RESET"
    assert reset["email"] == email
    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"
    signed_in = ios.sign_in(email, "brand new secret")
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == created["localId"]
    assert error_code(ios.refresh(created["refreshToken"])) == "TOKEN_EXPIRED"
    # Following a mailed link proves the address: the reset marks it verified.
    assert ios.lookup(signed_in.json()["idToken"])["users"][0]["emailVerified"] is True

    reused = ios.post("resetPassword", {"oobCode": code, "newPassword": "third secret 3"})
    assert reused.status_code == 400
    assert error_code(reused) == "INVALID_OOB_CODE"


def test_password_reset_for_unknown_email_looks_the_same(ios, server):
    """With e-mail enumeration protection (the default), an unknown address gets the same answer."""
    email = unique_email("nobody")
    body = ios.call("getOobConfirmationCode", {
        "requestType": "PASSWORD_RESET", "email": email, "clientType": "CLIENT_TYPE_IOS"})
    assert body == {"kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": email}
    # Mail is written after the answer, one request after another: once a later reset's mail is in the
    # outbox, anything the unknown address's request would have written is too.
    known = unique_email("known")
    ios.sign_up(known, PASSWORD)
    ios.call("getOobConfirmationCode", {
        "requestType": "PASSWORD_RESET", "email": known, "clientType": "CLIENT_TYPE_IOS"})
    server.latest_mail(known, "PASSWORD_RESET")
    assert not [m for m in server.outbox() if m.get("to") == email]


def test_verify_email_flow(ios, server):
    email = unique_email("verifyemail")
    created = ios.sign_up(email, PASSWORD)
    body = ios.call("getOobConfirmationCode", {
        "requestType": "VERIFY_EMAIL", "idToken": created["idToken"], "clientType": "CLIENT_TYPE_IOS"})
    assert body["kind"] == "identitytoolkit#GetOobConfirmationCodeResponse"
    assert body["email"] == email
    code = server.latest_oob_code(email, "VERIFY_EMAIL")

    applied = ios.call("setAccountInfo", {"oobCode": code})  # Auth.applyActionCode
    assert applied["email"] == email
    assert applied["emailVerified"] is True
    assert ios.lookup(created["idToken"])["users"][0]["emailVerified"] is True
    fresh = ios.sign_in(email, PASSWORD).json()
    assert claims_of(fresh["idToken"])["email_verified"] is True


def test_create_auth_uri_with_enumeration_protection(ios):
    email = unique_email("authuri")
    ios.sign_up(email, PASSWORD)
    known = ios.call("createAuthUri", {"identifier": email, "continueUri": "http://www.google.com/"})
    unknown = ios.call("createAuthUri", {
        "identifier": unique_email("unknown"), "continueUri": "http://www.google.com/"})
    assert known["kind"] == unknown["kind"] == "identitytoolkit#CreateAuthUriResponse"
    assert set(known) == set(unknown)
    assert not known.get("registered")
    assert not known.get("signinMethods")


def test_create_auth_uri_without_enumeration_protection(servers):
    server = servers.start("--no-rate-limits", "--enumeration-protection", "off")
    ios = IOSClient(server.base_url)
    email = unique_email("authuri")
    ios.sign_up(email, PASSWORD)
    known = ios.call("createAuthUri", {"identifier": email, "continueUri": "http://www.google.com/"})
    assert known["kind"] == "identitytoolkit#CreateAuthUriResponse"
    assert known["registered"] is True
    assert known["signinMethods"] == ["password"]
    assert "password" in known["allProviders"]
    unknown = ios.call("createAuthUri", {
        "identifier": unique_email("unknown"), "continueUri": "http://www.google.com/"})
    assert unknown["registered"] is False
    assert not unknown.get("signinMethods")
    invalid = ios.post("createAuthUri", {"identifier": "not an email", "continueUri": "http://www.google.com/"})
    assert invalid.status_code == 400
    assert error_code(invalid) == "INVALID_IDENTIFIER"


def test_secure_token_refresh_json_camel_case(ios):
    created = ios.sign_up(unique_email("refresh"), PASSWORD)
    response = ios.refresh(created["refreshToken"])
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["access_token"] and body["access_token"] == body["id_token"]
    assert body["expires_in"] == "3600"
    assert body["token_type"] == "Bearer"
    assert isinstance(body["refresh_token"], str) and body["refresh_token"] != created["refreshToken"]
    assert body["user_id"] == created["localId"]
    assert isinstance(body["project_id"], str)
    claims = claims_of(body["id_token"])
    assert claims["sub"] == created["localId"]
    assert claims["auth_time"] == claims_of(created["idToken"])["auth_time"]
    again = ios.refresh(body["refresh_token"])
    assert again.status_code == 200, again.text
    assert again.json()["user_id"] == created["localId"]


def test_secure_token_refresh_form_snake_case(ios, server):
    created = ios.sign_up(unique_email("form"), PASSWORD)
    response = requests.post(
        f"{server.base_url}/securetoken.googleapis.com/v1/token", params={"key": API_KEY},
        data={"grant_type": "refresh_token", "refresh_token": created["refreshToken"]}, timeout=30)
    assert response.status_code == 200, response.text
    assert response.json()["user_id"] == created["localId"]
    assert response.json()["expires_in"] == "3600"


def test_secure_token_errors(ios, server):
    unknown = ios.refresh("x" * 64)
    assert unknown.status_code == 400
    assert error_code(unknown) == "INVALID_REFRESH_TOKEN"
    url = f"{server.base_url}/securetoken.googleapis.com/v1/token"
    grant = requests.post(url, params={"key": API_KEY}, json={"grantType": "password"}, timeout=30)
    assert error_code(grant) == "INVALID_GRANT_TYPE"
    missing = requests.post(url, params={"key": API_KEY}, json={"grantType": "refresh_token"}, timeout=30)
    assert error_code(missing) == "MISSING_REFRESH_TOKEN"


def test_sign_up_errors(ios):
    email = unique_email("dup")
    ios.sign_up(email, PASSWORD)
    duplicate = ios.post("signupNewUser", {
        "email": email.upper(), "password": PASSWORD, "returnSecureToken": True, "clientType": "CLIENT_TYPE_IOS"})
    assert duplicate.status_code == 400
    assert error_message(duplicate) == "EMAIL_EXISTS"
    body = duplicate.json()["error"]
    assert body["errors"][0]["message"] == "EMAIL_EXISTS"
    assert "status" not in body  # business errors carry no status member

    weak = ios.post("signupNewUser", {
        "email": unique_email("weak"), "password": "12345", "returnSecureToken": True})
    assert error_code(weak) == "WEAK_PASSWORD"
    assert error_message(weak).startswith("WEAK_PASSWORD : ")

    invalid = ios.post("signupNewUser", {"email": "no-at-sign", "password": PASSWORD, "returnSecureToken": True})
    assert error_code(invalid) == "INVALID_EMAIL"
    missing = ios.post("signupNewUser", {"email": unique_email("nopw"), "returnSecureToken": True})
    assert error_code(missing) == "MISSING_PASSWORD"


def test_api_key_is_required_and_checked(server):
    url = f"{server.base_url}/www.googleapis.com/identitytoolkit/v3/relyingparty/signupNewUser"
    body = {"returnSecureToken": True, "clientType": "CLIENT_TYPE_IOS"}
    missing = requests.post(url, json=body, timeout=30)
    assert missing.status_code == 403
    assert missing.json()["error"]["status"] == "PERMISSION_DENIED"
    wrong = requests.post(url, params={"key": "not-the-key"}, json=body, timeout=30)
    assert wrong.status_code == 400
    assert "API key not valid" in wrong.json()["error"]["message"]
    header = requests.post(url, headers={"x-goog-api-key": API_KEY}, json=body, timeout=30)
    assert header.status_code == 200, header.text


def test_bad_id_token_is_rejected(ios):
    response = ios.post("getAccountInfo", {"idToken": "not.a.token"})
    assert response.status_code == 400
    assert error_code(response) == "INVALID_ID_TOKEN"


def test_id_token_lifetime_follows_the_flag(servers):
    server = servers.start("--no-rate-limits", "--id-token-lifetime", "15m")
    ios = IOSClient(server.base_url)
    created = ios.sign_up(unique_email("lifetime"), PASSWORD)
    assert created["expiresIn"] == "900"
    claims = claims_of(created["idToken"])
    assert claims["exp"] - claims["iat"] == 900
    refreshed = ios.refresh(created["refreshToken"]).json()
    assert refreshed["expires_in"] == "900"


def test_action_codes_only_work_for_their_purpose(ios, server):
    email = unique_email("purpose")
    created = ios.sign_up(email, PASSWORD)
    ios.call("getOobConfirmationCode", {
        "requestType": "VERIFY_EMAIL", "idToken": created["idToken"], "clientType": "CLIENT_TYPE_IOS"})
    verify_code = server.latest_oob_code(email, "VERIFY_EMAIL")
    misused = ios.post("resetPassword", {"oobCode": verify_code, "newPassword": "hijacked secret"})
    assert misused.status_code == 400
    assert error_code(misused) == "INVALID_OOB_CODE"
    assert error_code(ios.sign_in(email, "hijacked secret")) == "INVALID_LOGIN_CREDENTIALS"
    assert ios.sign_in(email, PASSWORD).status_code == 200
    unknown = ios.post("resetPassword", {"oobCode": "A" * 40, "newPassword": "whatever secret"})
    assert error_code(unknown) == "INVALID_OOB_CODE"
    missing = ios.post("resetPassword", {"newPassword": "whatever secret"})
    assert error_code(missing) == "MISSING_OOB_CODE"


def test_create_auth_uri_requires_its_fields(ios):
    missing_uri = ios.post("createAuthUri", {"identifier": unique_email("uri")})
    assert missing_uri.status_code == 400
    assert error_code(missing_uri) == "MISSING_CONTINUE_URI"
    missing_identifier = ios.post("createAuthUri", {"continueUri": "http://www.google.com/"})
    assert error_code(missing_identifier) == "MISSING_IDENTIFIER"
