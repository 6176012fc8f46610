"""State survives a restart on the same data directory: accounts, sessions and signing keys."""

import jwt
import requests
from firebase_admin import auth

from conftest import admin_app_for
from ios_client import IOSClient, unique_email
from sesame_process import PROJECT_ID

PASSWORD = "persistent secret"


def jwks_key(server, token):
    keys = requests.get(server.base_url + "/.well-known/jwks.json", timeout=30).json()["keys"]
    kid = jwt.get_unverified_header(token)["kid"]
    return jwt.PyJWK(next(key for key in keys if key["kid"] == kid)).key


def test_accounts_and_sessions_survive_a_restart(servers, monkeypatch):
    server = servers.start("--no-rate-limits")
    ios = IOSClient(server.base_url)
    email = unique_email("persist")
    created = ios.sign_up(email, PASSWORD, displayName="Before Restart")
    admin = admin_app_for(server, monkeypatch)
    auth.set_custom_user_claims(created["localId"], {"plan": "pro"}, app=admin)

    restarted = servers.restart(server)
    ios = IOSClient(restarted.base_url)

    signed_in = ios.sign_in(email, PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == created["localId"]
    user = ios.lookup(signed_in.json()["idToken"])["users"][0]
    assert user["email"] == email
    assert user["displayName"] == "Before Restart"

    # A refresh token and an ID token issued before the restart are still good after it.
    refreshed = ios.refresh(created["refreshToken"])
    assert refreshed.status_code == 200, refreshed.text
    assert refreshed.json()["user_id"] == created["localId"]
    old_token = created["idToken"]
    claims = jwt.decode(old_token, jwks_key(restarted, old_token), algorithms=["RS256"], audience=PROJECT_ID,
                        issuer=f"https://securetoken.google.com/{PROJECT_ID}")
    assert claims["sub"] == created["localId"]
    assert ios.lookup(old_token)["users"][0]["localId"] == created["localId"]

    admin_after = admin_app_for(restarted, monkeypatch)
    record = auth.get_user_by_email(email, app=admin_after)
    assert record.uid == created["localId"]
    assert record.custom_claims == {"plan": "pro"}


def test_out_of_band_codes_survive_a_restart(servers):
    server = servers.start("--no-rate-limits")
    ios = IOSClient(server.base_url)
    email = unique_email("persistcode")
    ios.sign_up(email, PASSWORD)
    ios.call("getOobConfirmationCode", {"requestType": "PASSWORD_RESET", "email": email,
                                        "clientType": "CLIENT_TYPE_IOS"})
    code = server.latest_oob_code(email, "PASSWORD_RESET")
    restarted = servers.restart(server)
    ios = IOSClient(restarted.base_url)
    ios.call("resetPassword", {"oobCode": code, "newPassword": "after restart"})
    assert ios.sign_in(email, "after restart").status_code == 200
