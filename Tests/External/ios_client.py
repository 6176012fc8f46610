"""HTTP requests shaped exactly like the Firebase iOS SDK's in emulator mode (`useEmulator`).

The SDK posts JSON to `http://HOST:PORT/www.googleapis.com/identitytoolkit/v3/relyingparty/<rpc>?key=…`
and refreshes through `http://HOST:PORT/securetoken.googleapis.com/v1/token?key=…` with a camelCase JSON
body; it sends these headers on every call.
"""

import uuid

import requests

from sesame_process import API_KEY

IOS_HEADERS = {
    "Content-Type": "application/json",
    "X-Client-Version": "iOS/FirebaseSDK/12.4.0/FirebaseCore-iOS",
    "X-Ios-Bundle-Identifier": "org.sesame.ExternalSuite",
    "X-Firebase-GMPID": "1:123456789012:ios:0123456789abcdef",
    "Accept-Language": "en",
}

RELYING_PARTY = "/www.googleapis.com/identitytoolkit/v3/relyingparty/"
SECURE_TOKEN = "/securetoken.googleapis.com/v1/token"


def unique_email(tag="user"):
    return f"{tag}-{uuid.uuid4().hex[:12]}@example.com"


class IOSClient:
    def __init__(self, base_url, api_key=API_KEY):
        self.base_url = base_url
        self.api_key = api_key
        self.session = requests.Session()

    def post(self, rpc, body):
        """POSTs `body` to the v3 relying-party RPC `rpc`; returns the raw response."""
        return self.session.post(
            f"{self.base_url}{RELYING_PARTY}{rpc}", params={"key": self.api_key}, json=body,
            headers=IOS_HEADERS, timeout=30)

    def call(self, rpc, body):
        """POSTs and requires HTTP 200; returns the JSON object."""
        response = self.post(rpc, body)
        assert response.status_code == 200, f"{rpc}: HTTP {response.status_code} {response.text}"
        return response.json()

    def refresh(self, refresh_token):
        """The iOS SDK's SecureTokenRequest: JSON, camelCase."""
        return self.session.post(
            f"{self.base_url}{SECURE_TOKEN}", params={"key": self.api_key},
            json={"grantType": "refresh_token", "refreshToken": refresh_token}, headers=IOS_HEADERS, timeout=30)

    # The SDK's sign-up and sign-in calls.

    def sign_up(self, email, password, **extra):
        return self.call("signupNewUser", {
            "email": email, "password": password, "returnSecureToken": True, "clientType": "CLIENT_TYPE_IOS",
            **extra})

    def sign_up_anonymously(self):
        return self.call("signupNewUser", {"returnSecureToken": True, "clientType": "CLIENT_TYPE_IOS"})

    def sign_in(self, email, password):
        return self.post("verifyPassword", {
            "email": email, "password": password, "returnSecureToken": True, "clientType": "CLIENT_TYPE_IOS"})

    def lookup(self, id_token):
        return self.call("getAccountInfo", {"idToken": id_token})


def error_message(response):
    """The `error.message` of a Firebase error envelope, after checking the envelope's shape."""
    body = response.json()
    assert set(body) == {"error"}, body
    error = body["error"]
    assert error["code"] == response.status_code, body
    assert isinstance(error["message"], str), body
    return error["message"]


def error_code(response):
    """The code part of `CODE` or `CODE : detail`."""
    return error_message(response).split(" : ", 1)[0]
