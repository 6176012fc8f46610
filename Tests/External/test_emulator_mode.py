"""`sesame serve --emulator`: what test suites written for the Firebase Auth Emulator rely on."""

import requests
from firebase_admin import auth

from conftest import admin_app_for
from ios_client import IOSClient, unique_email
from sesame_process import PROJECT_ID

PASSWORD = "emulator secret"


def test_readiness_document(emulator_server):
    response = requests.get(emulator_server.base_url + "/", timeout=30)
    assert response.status_code == 200
    assert response.json()["authEmulator"]["ready"] is True


def test_any_api_key_is_accepted(emulator_server):
    ios = IOSClient(emulator_server.base_url, api_key="fake-api-key")
    created = ios.sign_up(unique_email("emu"), PASSWORD)
    assert created["localId"]


def test_firebase_admin_in_emulator_mode(emulator_server, monkeypatch):
    app = admin_app_for(emulator_server, monkeypatch)
    email = unique_email("emuadmin")
    user = auth.create_user(email=email, password=PASSWORD, app=app)
    assert auth.get_user_by_email(email, app=app).uid == user.uid
    token = IOSClient(emulator_server.base_url, api_key="any").sign_in(email, PASSWORD).json()["idToken"]
    assert auth.verify_id_token(token, app=app, check_revoked=True)["uid"] == user.uid


def test_oob_codes_are_listed(emulator_server):
    ios = IOSClient(emulator_server.base_url, api_key="any")
    email = unique_email("emuoob")
    ios.sign_up(email, PASSWORD)
    ios.call("getOobConfirmationCode", {"requestType": "PASSWORD_RESET", "email": email,
                                        "clientType": "CLIENT_TYPE_IOS"})
    response = requests.get(f"{emulator_server.base_url}/emulator/v1/projects/{PROJECT_ID}/oobCodes", timeout=30)
    assert response.status_code == 200, response.text
    codes = [c for c in response.json()["oobCodes"] if c["email"] == email]
    assert len(codes) == 1
    assert codes[0]["requestType"] == "PASSWORD_RESET"
    assert codes[0]["oobCode"] == emulator_server.latest_oob_code(email, "PASSWORD_RESET")
    ios.call("resetPassword", {"oobCode": codes[0]["oobCode"], "newPassword": "emulator reset"})
    assert ios.sign_in(email, "emulator reset").status_code == 200


def test_emulator_endpoints_are_absent_in_production_mode(server):
    response = requests.get(f"{server.base_url}/emulator/v1/projects/{PROJECT_ID}/oobCodes", timeout=30)
    assert response.status_code == 404


def test_wiping_every_account(servers):
    server = servers.start("--no-rate-limits", emulator=True)
    ios = IOSClient(server.base_url, api_key="any")
    email = unique_email("wiped")
    ios.sign_up(email, PASSWORD)
    response = requests.delete(f"{server.base_url}/emulator/v1/projects/{PROJECT_ID}/accounts", timeout=30)
    assert response.status_code == 200, response.text
    assert response.json() == {}
    signed_in = ios.sign_in(email, PASSWORD)
    assert signed_in.status_code == 400
    assert ios.sign_up(email, PASSWORD)["email"] == email  # the address is free again
