"""Security behaviour seen from outside: uniform credential errors, refresh-token rotation and replay
detection, rate limits."""

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from ios_client import IOSClient, error_code, unique_email
from postgres_support import schema_for_directory
from sesame_process import external_database

PASSWORD = "security secret 1"


def test_wrong_password_and_unknown_email_answer_alike(server):
    ios = IOSClient(server.base_url)
    email = unique_email("known")
    ios.sign_up(email, PASSWORD)
    wrong_password = ios.sign_in(email, "not the password")
    unknown_email = ios.sign_in(unique_email("unknown"), "not the password")
    assert wrong_password.status_code == unknown_email.status_code == 400
    assert error_code(wrong_password) == "INVALID_LOGIN_CREDENTIALS"
    assert wrong_password.json() == unknown_email.json()


def test_refresh_token_rotation_within_grace_returns_the_same_successor(server):
    """The shared server keeps the default grace (10 s): a client retrying a refresh whose answer it lost
    gets the same successor instead of tripping replay detection."""
    ios = IOSClient(server.base_url)
    first = ios.sign_up(unique_email("grace"), PASSWORD)["refreshToken"]
    once = ios.refresh(first)
    twice = ios.refresh(first)
    assert once.status_code == twice.status_code == 200, twice.text
    assert once.json()["refresh_token"] == twice.json()["refresh_token"] != first
    assert ios.refresh(once.json()["refresh_token"]).status_code == 200


def test_refresh_token_replay_revokes_the_family(servers):
    server = servers.start("--no-rate-limits", "--refresh-grace", "0")
    ios = IOSClient(server.base_url)
    email = unique_email("replay")
    session = ios.sign_up(email, PASSWORD)
    first = session["refreshToken"]
    rotated = ios.refresh(first)
    assert rotated.status_code == 200, rotated.text
    second = rotated.json()["refresh_token"]
    assert second != first

    replay = ios.refresh(first)
    assert replay.status_code == 400
    assert error_code(replay) == "TOKEN_EXPIRED"
    # The replay revoked the whole family: the legitimate successor is dead too.
    after = ios.refresh(second)
    assert after.status_code == 400
    assert error_code(after) == "TOKEN_EXPIRED"
    # Other sessions of the same user are separate families and keep working.
    other = ios.sign_in(email, PASSWORD).json()["refreshToken"]
    assert ios.refresh(other).status_code == 200


def test_sign_in_rate_limit_per_account(servers):
    server = servers.start("--sign-in-account-limit", "3", "--rate-limit-window", "1d")
    ios = IOSClient(server.base_url)
    email = unique_email("limited")
    ios.sign_up(email, PASSWORD)
    for _ in range(3):
        assert error_code(ios.sign_in(email, "wrong guess")) == "INVALID_LOGIN_CREDENTIALS"
    limited = ios.sign_in(email, PASSWORD)  # even the right password waits out the window
    assert limited.status_code == 400
    assert error_code(limited) == "TOO_MANY_ATTEMPTS_TRY_LATER"
    # Another account from the same address is not affected by this account's limit.
    other = unique_email("unaffected")
    ios.sign_up(other, PASSWORD)
    assert ios.sign_in(other, PASSWORD).status_code == 200


def test_sign_up_rate_limit_per_address(servers):
    server = servers.start("--sign-up-ip-limit", "2", "--rate-limit-window", "1d")
    ios = IOSClient(server.base_url)
    ios.sign_up(unique_email("first"), PASSWORD)
    ios.sign_up(unique_email("second"), PASSWORD)
    third = ios.post("signupNewUser", {
        "email": unique_email("third"), "password": PASSWORD, "returnSecureToken": True,
        "clientType": "CLIENT_TYPE_IOS"})
    assert third.status_code == 400
    assert error_code(third) == "TOO_MANY_ATTEMPTS_TRY_LATER"


def test_out_of_band_rate_limit_per_account(servers):
    server = servers.start("--oob-account-limit", "2", "--rate-limit-window", "1d")
    ios = IOSClient(server.base_url)
    email = unique_email("mailbomb")
    ios.sign_up(email, PASSWORD)
    body = {"requestType": "PASSWORD_RESET", "email": email, "clientType": "CLIENT_TYPE_IOS"}
    for _ in range(2):
        assert ios.post("getOobConfirmationCode", body).status_code == 200
    limited = ios.post("getOobConfirmationCode", body)
    assert limited.status_code == 400
    assert error_code(limited) == "TOO_MANY_ATTEMPTS_TRY_LATER"
    # The refused third request queued nothing, so once two mails are there, that is all.
    assert len(server.mails(email, count=2)) == 2


@pytest.mark.parametrize("field", ["email", "password"])
def test_missing_credentials_are_reported(server, field):
    ios = IOSClient(server.base_url)
    body = {"email": unique_email("missing"), "password": PASSWORD, "returnSecureToken": True,
            "clientType": "CLIENT_TYPE_IOS"}
    del body[field]
    response = ios.post("verifyPassword", body)
    assert response.status_code == 400
    assert error_code(response) == f"MISSING_{field.upper()}"


def test_concurrent_refreshes_of_one_token_get_one_successor(server):
    """Clients racing to refresh the same token (several app threads, a retry) within the grace interval
    all get the same successor, and the family stays alive."""
    ios = IOSClient(server.base_url)
    token = ios.sign_up(unique_email("race"), PASSWORD)["refreshToken"]
    with ThreadPoolExecutor(max_workers=6) as pool:
        responses = list(pool.map(lambda _: IOSClient(server.base_url).refresh(token), range(6)))
    assert [r.status_code for r in responses] == [200] * 6, [r.text for r in responses]
    successors = {r.json()["refresh_token"] for r in responses}
    assert len(successors) == 1
    assert ios.refresh(successors.pop()).status_code == 200


def test_concurrent_sign_ups_and_sign_ins(server):
    emails = [unique_email(f"parallel{i}") for i in range(12)]
    with ThreadPoolExecutor(max_workers=6) as pool:
        created = list(pool.map(lambda e: IOSClient(server.base_url).sign_up(e, PASSWORD), emails))
        signed_in = list(pool.map(lambda e: IOSClient(server.base_url).sign_in(e, PASSWORD), emails))
    assert len({c["localId"] for c in created}) == len(emails)
    assert [s.status_code for s in signed_in] == [200] * len(emails)
    assert [s.json()["localId"] for s in signed_in] == [c["localId"] for c in created]


def test_concurrent_sign_ups_with_one_email_create_one_account(server):
    email = unique_email("samemail")
    with ThreadPoolExecutor(max_workers=6) as pool:
        responses = list(pool.map(lambda _: IOSClient(server.base_url).post("signupNewUser", {
            "email": email, "password": PASSWORD, "returnSecureToken": True}), range(6)))
    assert sorted(r.status_code for r in responses) == [200] + [400] * 5
    assert all(error_code(r) == "EMAIL_EXISTS" for r in responses if r.status_code == 400)


def stored_state(server):
    """Everything the server stored: the SQLite files, or a dump of its PostgreSQL schema."""
    url = external_database()
    if url and "--database" not in server.extra_args:
        return subprocess.run(
            ["pg_dump", "--data-only", "--schema", schema_for_directory(server.data_dir), url],
            check=True, capture_output=True, timeout=120).stdout
    stored = b""
    for name in os.listdir(server.data_dir):
        if name.startswith("sesame.sqlite"):
            with open(os.path.join(server.data_dir, name), "rb") as handle:
                stored += handle.read()
    return stored


def test_secrets_stay_out_of_the_database_and_the_log(servers):
    server = servers.start("--no-rate-limits", "--log-level", "debug")
    ios = IOSClient(server.base_url)
    password = "Distinctive-Password-" + unique_email("pw").split("@")[0]
    email = unique_email("secret")
    session = ios.sign_up(email, password)
    refreshed = ios.refresh(session["refreshToken"]).json()
    ios.sign_in(email, "wrong-" + password)
    ios.call("getOobConfirmationCode", {"requestType": "PASSWORD_RESET", "email": email})
    code = server.latest_oob_code(email, "PASSWORD_RESET")
    server.stop_cleanly()
    servers.running.remove(server)

    stored = stored_state(server)
    with open(server.log_path, "rb") as handle:
        log = handle.read()
    assert stored and log
    for secret in [password, session["refreshToken"], refreshed["refresh_token"], code]:
        assert secret.encode() not in stored, "a secret is stored in the clear"
        assert secret.encode() not in log, "a secret is in the log"
    for token in [session["idToken"], refreshed["id_token"]]:
        assert token.encode() not in log, "a token is in the log"
