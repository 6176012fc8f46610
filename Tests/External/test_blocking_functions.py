"""Blocking functions driven by the real firebase-functions Python SDK under functions-framework on
loopback: Sesame calls them the way Identity Platform does, and the SDK accepts its tokens only because
they verify against Sesame's published keys."""

import os
import socket
import subprocess
import sys
import time

import jwt
import pytest
import requests
from cryptography.hazmat.primitives.asymmetric import rsa

from ios_client import IOSClient, error_message, unique_email
from sesame_process import ADMIN_KEY, API_KEY, PROJECT_ID

FUNCTIONS = os.path.join(os.path.dirname(__file__), "blocking_functions", "main.py")
PASSWORD = "blocking secret"
# Hang guard for a function process to start listening, not a speed check.
START_LIMIT_SECONDS = 60


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FunctionProcess:
    """`functions-framework --target NAME` on a loopback port. firebase-functions (2nd gen) takes only
    tokens whose audience contains `run.app`, as Cloud Run URLs do: on loopback the path carries it."""

    def __init__(self, target):
        self.target = target
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/{target}.run.app"
        self.process = None
        self.log = None

    def start(self, environment, log_dir):
        executable = os.path.join(os.path.dirname(sys.executable), "functions-framework")
        self.log = open(os.path.join(log_dir, f"{self.target}.log"), "wb")
        self.process = subprocess.Popen(
            [executable, "--source", FUNCTIONS, "--target", self.target, "--host", "127.0.0.1",
             "--port", str(self.port)],
            env={**environment, "SEND_EMAIL_URL": self.url}, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + START_LIMIT_SECONDS
        while time.monotonic() < deadline:
            assert self.process.poll() is None, f"{self.target} exited {self.process.returncode}"
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        raise AssertionError(f"{self.target} did not start listening")

    def stop(self):
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


@pytest.fixture
def functions(servers, tmp_path):
    """A Sesame whose operator named its blocking functions by flags, then the functions, which verify
    its tokens with the certificates it publishes."""
    named = {name: FunctionProcess(name) for name in ("before_create", "before_sign_in", "before_send_email")}
    server = servers.start(
        "--no-rate-limits",
        "--blocking-function", "beforeCreate=" + named["before_create"].url,
        "--blocking-function", "beforeSignIn=" + named["before_sign_in"].url,
        "--blocking-function", "beforeSendEmail=" + named["before_send_email"].url,
        "--blocking-function-timeout", "2")
    environment = {key: value for key, value in os.environ.items() if key != "FIREBASE_AUTH_EMULATOR_HOST"}
    environment["GOOGLE_CLOUD_PROJECT"] = PROJECT_ID
    environment["SESAME_CERTS_URL"] = (
        server.base_url + "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com")
    try:
        for process in named.values():
            process.start(environment, str(tmp_path))
        yield server, named
    finally:
        for process in named.values():
            process.stop()


def test_a_domain_rule_refuses_sign_up_and_nothing_is_created(functions):
    server, _ = functions
    ios = IOSClient(server.base_url, api_key=API_KEY)
    outsider = unique_email("outsider").replace("@example.com", "@elsewhere.test")
    refused = ios.post("signupNewUser", {"email": outsider, "password": PASSWORD, "returnSecureToken": True})
    assert refused.status_code == 400
    message = error_message(refused)
    assert message.startswith("BLOCKING_FUNCTION_ERROR_RESPONSE : HTTP Cloud Function returned an error: ")
    assert f"Unauthorized email {outsider}" in message
    lookup = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/projects/{PROJECT_ID}/accounts:lookup",
        json={"email": [outsider]}, headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=30)
    assert "users" not in lookup.json()


def test_claims_session_claims_and_a_disabled_user(functions):
    server, _ = functions
    ios = IOSClient(server.base_url, api_key=API_KEY)
    email = unique_email("member")
    created = ios.sign_up(email, PASSWORD)
    claims = jwt.decode(created["idToken"], options={"verify_signature": False})
    # beforeCreate's custom claims and name are stored; beforeSignIn's session claims are in this token.
    assert claims["role"] == "member"
    assert claims["name"] == "Member"
    assert claims["signInMethod"] == "password"
    assert claims["ipAddress"] == "127.0.0.1"
    account = ios.lookup(created["idToken"])["users"][0]
    assert account["customAttributes"] == '{"role":"member"}'
    signed_in = ios.sign_in(email, PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert jwt.decode(signed_in.json()["idToken"], options={"verify_signature": False})["role"] == "member"
    refreshed = ios.refresh(created["refreshToken"]).json()
    again = jwt.decode(refreshed["id_token"], options={"verify_signature": False})
    assert again["role"] == "member"
    assert "signInMethod" not in again

    blocked = unique_email("blocked")
    refused = ios.post("signupNewUser", {"email": blocked, "password": PASSWORD, "returnSecureToken": True})
    assert error_message(refused) == "USER_DISABLED"
    assert error_message(ios.sign_in(blocked, PASSWORD)) == "USER_DISABLED"


def test_the_sdk_refuses_a_token_sesame_did_not_sign(functions, tmp_path):
    server, named = functions
    keys = requests.get(server.base_url + "/.well-known/jwks.json", timeout=30).json()["keys"]
    forged_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    now = int(time.time())
    forged = jwt.encode(
        {"iss": f"https://securetoken.google.com/{PROJECT_ID}", "aud": named["before_create"].url,
         "iat": now, "exp": now + 60, "sub": "forged", "event_id": "x", "event_type": "beforeCreate",
         "ip_address": "127.0.0.1", "user_record": {"uid": "forged", "email": "a@example.com",
                                                    "metadata": {"creation_time": now * 1000}}},
        forged_key, algorithm="RS256", headers={"kid": keys[0]["kid"]})
    answer = requests.post(named["before_create"].url, json={"data": {"jwt": forged}}, timeout=30)
    assert answer.status_code >= 400
    assert "userRecord" not in answer.text
    log = (tmp_path / "before_create.log").read_text()
    assert "Could not verify token signature" in log


def test_before_send_email_refuses_a_password_reset_mail(functions):
    server, _ = functions
    ios = IOSClient(server.base_url, api_key=API_KEY)
    email = unique_email("resetter")
    ios.sign_up(email, PASSWORD)
    refused = ios.post("getOobConfirmationCode", {"requestType": "PASSWORD_RESET", "email": email})
    assert refused.status_code == 400
    assert "Password resets are closed" in error_message(refused)
    # Refused before anything was queued: the outbox never gets the mail.
    assert [m for m in server.outbox() if m.get("to", "").lower() == email.lower()] == []


def test_a_missing_or_hanging_function_refuses_closed(servers, tmp_path):
    server = servers.start(
        "--no-rate-limits", "--blocking-function", f"beforeCreate=http://127.0.0.1:{free_port()}/nobody",
        "--blocking-function-timeout", "2")
    ios = IOSClient(server.base_url, api_key=API_KEY)
    refused = ios.post("signupNewUser", {"email": unique_email("gone"), "password": PASSWORD})
    assert error_message(refused) == "BLOCKING_FUNCTION_ERROR_RESPONSE : The function could not be reached."
    hanging = FunctionProcess("hang")
    try:
        hanging.start({**os.environ, "SESAME_CERTS_URL": server.base_url, "GOOGLE_CLOUD_PROJECT": PROJECT_ID},
                      str(tmp_path))
        configured = requests.patch(
            f"{server.base_url}/identitytoolkit.googleapis.com/v2/projects/{PROJECT_ID}/config",
            params={"updateMask": "blockingFunctions"}, headers={"Authorization": f"Bearer {ADMIN_KEY}"},
            json={"blockingFunctions": {"triggers": {"beforeCreate": {"functionUri": hanging.url}}}}, timeout=30)
        assert configured.status_code == 200, configured.text
        refused = ios.post("signupNewUser", {"email": unique_email("late"), "password": PASSWORD})
        assert error_message(refused) == "BLOCKING_FUNCTION_ERROR_RESPONSE : Cloud function deadline exceeded."
    finally:
        hanging.stop()
    # A log line per refusal, naming the trigger.
    assert server.log_tail(200).count("blocking function refused the operation") == 2
