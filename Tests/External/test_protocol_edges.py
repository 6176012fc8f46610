"""Transport-level answers clients rely on: unknown paths, bad JSON, admin credentials."""

import requests

from ios_client import IOS_HEADERS, IOSClient, error_code, unique_email
from sesame_process import API_KEY, PROJECT_ID

ADMIN_BASE = "/identitytoolkit.googleapis.com/v1/projects/" + PROJECT_ID


def test_unknown_path_is_a_not_found_envelope(server):
    response = requests.post(
        f"{server.base_url}/www.googleapis.com/identitytoolkit/v3/relyingparty/noSuchRpc",
        params={"key": API_KEY}, json={}, headers=IOS_HEADERS, timeout=30)
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["code"] == 404
    assert error["status"] == "NOT_FOUND"


def test_malformed_json_is_invalid_argument(server):
    response = requests.post(
        f"{server.base_url}/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPassword",
        params={"key": API_KEY}, data=b'{"email": "a@example.com", ', headers=IOS_HEADERS, timeout=30)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT"
    assert error["message"].startswith("Invalid JSON payload received.")


def test_v1_paths_answer_like_v3(server):
    email = unique_email("v1")
    url = f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:"
    created = requests.post(url + "signUp", params={"key": API_KEY}, timeout=30,
                            json={"email": email, "password": "v1 secret", "returnSecureToken": True})
    assert created.status_code == 200, created.text
    signed_in = requests.post(url + "signInWithPassword", params={"key": API_KEY}, timeout=30,
                              json={"email": email, "password": "v1 secret", "returnSecureToken": True})
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == created.json()["localId"]


def test_wrong_admin_bearer_is_unauthenticated(server):
    response = requests.post(
        f"{server.base_url}{ADMIN_BASE}/accounts:lookup", headers={"Authorization": "Bearer not-the-admin-key"},
        json={"email": ["someone@example.com"]}, timeout=30)
    assert response.status_code == 401
    assert response.json()["error"]["status"] == "UNAUTHENTICATED"


def test_end_user_api_key_cannot_use_admin_paths(server):
    email = unique_email("private")
    IOSClient(server.base_url).sign_up(email, "private secret")
    response = requests.post(
        f"{server.base_url}{ADMIN_BASE}/accounts:lookup", params={"key": API_KEY}, json={"email": [email]},
        timeout=30)
    assert response.status_code in (400, 401, 403)
    assert "users" not in response.json()
    if response.status_code == 400:
        assert error_code(response) == "INSUFFICIENT_PERMISSION"


def test_end_user_cannot_look_up_other_accounts_by_email(server):
    """Without a bearer, lookup by `email` (an admin field) must not reveal accounts."""
    email = unique_email("victim")
    IOSClient(server.base_url).sign_up(email, "victim secret")
    response = IOSClient(server.base_url).post("getAccountInfo", {"email": [email]})
    assert response.status_code == 400
    assert "users" not in response.json()


def test_sign_out_user_revokes_the_sessions_for_admins(server):
    ios = IOSClient(server.base_url)
    user = ios.sign_up(unique_email("signout"), "sign out secret")
    refused = ios.post("signOutUser", {"localId": user["localId"]})
    assert refused.status_code == 400
    assert error_code(refused) == "INSUFFICIENT_PERMISSION"
    response = requests.post(
        f"{server.base_url}/www.googleapis.com/identitytoolkit/v3/relyingparty/signOutUser",
        headers={"Authorization": "Bearer owner"}, json={"localId": user["localId"], "instanceId": "i"}, timeout=30)
    assert response.status_code == 200, response.text
    assert response.json() == {"kind": "identitytoolkit#SignOutUserResponse", "localId": user["localId"]}
    assert error_code(ios.refresh(user["refreshToken"])) == "TOKEN_EXPIRED"


def test_unimplemented_v2_operations_answer_501(server):
    """The iOS SDK's Identity-Platform calls (v2) that Sesame does not implement say so, like v1 ones."""
    for path in ("accounts:revokeToken",):
        response = requests.post(
            f"{server.base_url}/identitytoolkit.googleapis.com/v2/{path}", params={"key": API_KEY}, json={},
            headers=IOS_HEADERS, timeout=30)
        assert response.status_code == 501, path
        assert response.json()["error"]["status"] == "NOT_IMPLEMENTED"
    # Second factors are implemented: without an ID token the enrolment is refused like Firebase's.
    enrol = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start", params={"key": API_KEY},
        json={}, headers=IOS_HEADERS, timeout=30)
    assert enrol.status_code == 400 and enrol.json()["error"]["message"] == "MISSING_ID_TOKEN"
    unknown = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v2/accounts:noSuchThing", params={"key": API_KEY},
        json={}, timeout=30)
    assert unknown.status_code == 404


def test_ipv6_loopback(servers):
    """`useEmulator(withHost: "::1", …)` wraps the host in brackets; the server prints it the same way."""
    server = servers.start("--no-rate-limits", "--host", "::1")
    assert server.base_url.startswith("http://[::1]:")
    ios = IOSClient(server.base_url)
    created = ios.sign_up(unique_email("ipv6"), "ipv6 secret")
    assert ios.lookup(created["idToken"])["users"][0]["localId"] == created["localId"]


def test_password_policy_reads_as_the_js_sdk_expects(server):
    """`validatePassword` in the JS SDK: GET v2/passwordPolicy with the API key; schema version 1."""
    response = requests.get(
        f"{server.base_url}/identitytoolkit.googleapis.com/v2/passwordPolicy", params={"key": API_KEY},
        headers={"X-Client-Version": "Chrome/JsCore/11.0.0/FirebaseCore-web"}, timeout=30)
    assert response.status_code == 200, response.text
    policy = response.json()
    assert policy["schemaVersion"] == 1
    assert policy["enforcementState"] == "ENFORCE"
    assert policy["customStrengthOptions"]["minPasswordLength"] == 6
    assert "!" in policy["allowedNonAlphanumericCharacters"]
