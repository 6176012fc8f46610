"""Phone-number sign-in and second factors, with requests shaped like the Firebase iOS SDK's: v3
`sendVerificationCode` / `verifyPhoneNumber` for phone sign-in, Identity Platform v2
`accounts/mfaEnrollment:*` and `accounts/mfaSignIn:*` for TOTP and SMS second factors. TOTP codes come
from pyotp (an independent RFC 6238 implementation), SMS codes from the `--sms-command` program or the
emulator's `verificationCodes` listing."""

import os
import stat
import time

import jwt
import pyotp
import pytest
import requests

from ios_client import IOS_HEADERS, IOSClient, error_message, unique_email
from sesame_process import API_KEY, PROJECT_ID

PASSWORD = "correct horse 1"
V2 = "/identitytoolkit.googleapis.com/v2/accounts/"


def claims_of(id_token):
    return jwt.decode(id_token, options={"verify_signature": False})


def v2(server, operation, body):
    return requests.post(f"{server.base_url}{V2}{operation}", params={"key": API_KEY}, json=body,
                         headers=IOS_HEADERS, timeout=30)


def unique_number():
    return "+1555" + str(time.time_ns())[-7:]


@pytest.fixture
def sms_server(servers, tmp_path):
    """A production-mode server that hands SMS to a script writing `NUMBER<TAB>TEXT` lines to a file."""
    log = tmp_path / "sms.log"
    script = tmp_path / "send-sms"
    script.write_text(f"#!/bin/sh\nprintf '%s\\t%s\\n' \"$1\" \"$2\" >> '{log}'\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    server = servers.start("--no-rate-limits", "--sms-command", str(script), "--phone-app-verifier", "accept-all",
                           "--test-phone-number", "+15555550100=424242")
    server.sms_log = log
    return server


def last_code(server, number):
    lines = server.sms_log.read_text().splitlines() if server.sms_log.exists() else []
    texts = [line.split("\t", 1)[1] for line in lines if line.split("\t", 1)[0] == number]
    assert texts, f"no SMS to {number}"
    return texts[-1].split(" ", 1)[0]


def test_ios_phone_sign_in_creates_then_signs_in_and_links(sms_server):
    ios = IOSClient(sms_server.base_url)
    number = unique_number()
    sent = ios.call("sendVerificationCode", {
        "phoneNumber": number, "iosReceipt": "AEFDNu9QZBdycrEZ8bM_2-Ei5kn6XNrxHplCLx2HYOoJAWx-uSYzMldf66-gI1vOzqxfuT4",
        "iosSecret": "ZZd5xDnA8xJSOoUz", "clientType": "CLIENT_TYPE_IOS"})
    assert set(sent) == {"sessionInfo"}
    code = last_code(sms_server, number)
    assert len(code) == 6 and code.isdigit()
    wrong = ios.post("verifyPhoneNumber", {"sessionInfo": sent["sessionInfo"], "code": "000000" if code != "000000" else "111111",
                                           "operation": "SIGN_UP_OR_IN"})
    assert error_message(wrong) == "INVALID_CODE"
    body = ios.call("verifyPhoneNumber", {"sessionInfo": sent["sessionInfo"], "code": code, "operation": "SIGN_UP_OR_IN"})
    assert body["isNewUser"] is True
    assert body["phoneNumber"] == number
    assert body["expiresIn"] == "3600"
    claims = claims_of(body["idToken"])
    assert claims["phone_number"] == number
    assert claims["firebase"]["sign_in_provider"] == "phone"
    again = ios.post("verifyPhoneNumber", {"sessionInfo": sent["sessionInfo"], "code": code})
    assert error_message(again) == "INVALID_SESSION_INFO"
    user = ios.lookup(body["idToken"])["users"][0]
    assert user["phoneNumber"] == number
    assert ios.refresh(body["refreshToken"]).status_code == 200

    # An anonymous user links another number; a third user linking the first number gets a temporaryProof.
    anonymous = ios.sign_up_anonymously()
    other = unique_number()
    session = ios.call("sendVerificationCode", {"phoneNumber": other, "iosReceipt": "r", "iosSecret": "s"})
    linked = ios.call("verifyPhoneNumber", {"sessionInfo": session["sessionInfo"], "code": last_code(sms_server, other),
                                            "idToken": anonymous["idToken"], "operation": "LINK"})
    assert linked["localId"] == anonymous["localId"]
    third = ios.sign_up(unique_email("phone"), PASSWORD)
    session = ios.call("sendVerificationCode", {"phoneNumber": number, "iosReceipt": "r", "iosSecret": "s"})
    conflict = ios.call("verifyPhoneNumber", {"sessionInfo": session["sessionInfo"], "code": last_code(sms_server, number),
                                              "idToken": third["idToken"], "operation": "LINK"})
    assert "idToken" not in conflict and conflict["phoneNumber"] == number
    proof = ios.call("verifyPhoneNumber", {"temporaryProof": conflict["temporaryProof"], "phoneNumber": number})
    assert proof["localId"] == body["localId"]


def test_test_numbers_and_the_v1_paths(sms_server):
    base = f"{sms_server.base_url}/identitytoolkit.googleapis.com/v1/accounts:"
    sent = requests.post(base + "sendVerificationCode", params={"key": API_KEY},
                         json={"phoneNumber": "+15555550100", "recaptchaToken": "token"}, timeout=30)
    assert sent.status_code == 200, sent.text
    assert not sms_server.sms_log.exists() or "+15555550100" not in sms_server.sms_log.read_text()
    signed = requests.post(base + "signInWithPhoneNumber", params={"key": API_KEY},
                           json={"sessionInfo": sent.json()["sessionInfo"], "code": "424242"}, timeout=30)
    assert signed.status_code == 200, signed.text
    assert signed.json()["phoneNumber"] == "+15555550100"
    bad = requests.post(base + "sendVerificationCode", params={"key": API_KEY}, json={"phoneNumber": "555-0100"},
                        timeout=30)
    assert error_message(bad) == "INVALID_PHONE_NUMBER : Invalid format."


def test_production_refuses_without_an_app_verifier(server):
    refused = IOSClient(server.base_url).post("sendVerificationCode", {"phoneNumber": "+15555550123", "iosReceipt": "r"})
    assert error_message(refused) == (
        "OPERATION_NOT_ALLOWED : Phone verification needs an app verifier: "
        "start the server with --phone-app-verifier.")


def test_totp_enrolment_and_sign_in_with_pyotp(server):
    ios = IOSClient(server.base_url)
    email = unique_email("totp")
    signed_up = ios.sign_up(email, PASSWORD)
    started = v2(server, "mfaEnrollment:start", {"idToken": signed_up["idToken"], "totpEnrollmentInfo": {}})
    assert started.status_code == 200, started.text
    info = started.json()["totpSessionInfo"]
    assert info["verificationCodeLength"] == 6 and info["periodSec"] == 30 and info["hashingAlgorithm"] == "SHA1"
    totp = pyotp.TOTP(info["sharedSecretKey"])
    enrolled = v2(server, "mfaEnrollment:finalize", {
        "idToken": signed_up["idToken"], "displayName": "authenticator",
        "totpVerificationInfo": {"sessionInfo": info["sessionInfo"], "verificationCode": totp.now()}})
    assert enrolled.status_code == 200, enrolled.text
    assert claims_of(enrolled.json()["idToken"])["firebase"]["sign_in_second_factor"] == "totp"
    mfa_info = ios.lookup(enrolled.json()["idToken"])["users"][0]["mfaInfo"]
    assert len(mfa_info) == 1 and mfa_info[0]["displayName"] == "authenticator" and "totpInfo" in mfa_info[0]
    enrollment_id = mfa_info[0]["mfaEnrollmentId"]

    first = ios.sign_in(email, PASSWORD)
    assert first.status_code == 200, first.text
    pending = first.json()
    assert "idToken" not in pending and pending["mfaPendingCredential"]
    assert pending["mfaInfo"][0]["mfaEnrollmentId"] == enrollment_id

    def finalize(code):
        return v2(server, "mfaSignIn:finalize", {
            "mfaPendingCredential": pending["mfaPendingCredential"], "mfaEnrollmentId": enrollment_id,
            "totpVerificationInfo": {"verificationCode": code}})

    # The code that finished the enrolment is spent; wait for the authenticator's next one.
    used = totp.now()
    replay = finalize(used)
    if replay.status_code == 400:
        assert error_message(replay) == "INVALID_CODE"
        deadline = time.time() + 35
        while totp.now() == used and time.time() < deadline:
            time.sleep(0.5)
        done = finalize(totp.now())
    else:
        done = replay  # the enrolment's step had already passed: a fresh code
    assert done.status_code == 200, done.text
    claims = claims_of(done.json()["idToken"])
    assert claims["firebase"]["sign_in_provider"] == "password"
    assert claims["firebase"]["sign_in_second_factor"] == "totp"
    assert claims["firebase"]["second_factor_identifier"] == enrollment_id
    refreshed = ios.refresh(done.json()["refreshToken"]).json()
    assert claims_of(refreshed["id_token"])["firebase"]["sign_in_second_factor"] == "totp"
    assert error_message(finalize(totp.now())) == "INVALID_MFA_PENDING_CREDENTIAL"

    withdrawn = v2(server, "mfaEnrollment:withdraw", {"idToken": done.json()["idToken"], "mfaEnrollmentId": enrollment_id})
    assert withdrawn.status_code == 200, withdrawn.text
    assert "idToken" in ios.sign_in(email, PASSWORD).json()


def test_sms_second_factor_in_emulator_mode(emulator_server):
    ios = IOSClient(emulator_server.base_url)
    base = emulator_server.base_url

    def newest_code():
        listing = requests.get(f"{base}/emulator/v1/projects/{PROJECT_ID}/verificationCodes", timeout=30).json()
        return listing["verificationCodes"][-1]["code"]

    email = unique_email("sms-mfa")
    user = ios.sign_up(email, PASSWORD)
    requests.post(f"{base}/identitytoolkit.googleapis.com/v1/projects/{PROJECT_ID}/accounts:update",
                  headers={"Authorization": "Bearer owner"}, json={"localId": user["localId"], "emailVerified": True},
                  timeout=30).raise_for_status()
    session = ios.sign_in(email, PASSWORD).json()
    number = unique_number()
    started = v2(emulator_server, "mfaEnrollment:start", {
        "idToken": session["idToken"], "phoneEnrollmentInfo": {"phoneNumber": number, "iosReceipt": "r", "iosSecret": "s"}})
    assert started.status_code == 200, started.text
    finalized = v2(emulator_server, "mfaEnrollment:finalize", {
        "idToken": session["idToken"],
        "phoneVerificationInfo": {"sessionInfo": started.json()["phoneSessionInfo"]["sessionInfo"], "code": newest_code()}})
    assert finalized.status_code == 200, finalized.text
    pending = ios.sign_in(email, PASSWORD).json()
    factor = pending["mfaInfo"][0]
    assert factor["phoneInfo"].endswith(number[-4:]) and "*" in factor["phoneInfo"]
    sms = v2(emulator_server, "mfaSignIn:start", {
        "mfaPendingCredential": pending["mfaPendingCredential"], "mfaEnrollmentId": factor["mfaEnrollmentId"],
        "phoneSignInInfo": {"iosReceipt": "r", "iosSecret": "s"}})
    assert sms.status_code == 200, sms.text
    done = v2(emulator_server, "mfaSignIn:finalize", {
        "mfaPendingCredential": pending["mfaPendingCredential"],
        "phoneVerificationInfo": {"sessionInfo": sms.json()["phoneResponseInfo"]["sessionInfo"], "code": newest_code()}})
    assert done.status_code == 200, done.text
    assert claims_of(done.json()["idToken"])["firebase"]["sign_in_second_factor"] == "phone"
