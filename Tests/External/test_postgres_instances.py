"""Two real `sesame serve` processes on one PostgreSQL database, as behind a load balancer.

Runs only when SESAME_TEST_DATABASE_URL names a scratch database (scripts/test starts a throwaway
cluster and sets it). Each test uses its own schema.
"""

import itertools
import signal
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor

import jwt
import pytest
import requests

from ios_client import IOSClient, error_code, unique_email
from postgres_support import (
    TCPProxy, database_args, database_url, is_throwaway_cluster, postmaster_start_time, restart_cluster,
    unique_schema, with_port)
from sesame_process import API_KEY, PROJECT_ID, SesameServer

pytestmark = pytest.mark.skipif(
    database_url() is None, reason="SESAME_TEST_DATABASE_URL is not set: run scripts/test")

PASSWORD = "two instances"
ISSUER = f"https://securetoken.google.com/{PROJECT_ID}"


def start_pair(servers, *extra):
    schema = unique_schema("pair")
    args = database_args(database_url(), schema, "--no-rate-limits", *extra)
    return servers.start(*args), servers.start(*args)


def sign_up_request(base_url, email, password=PASSWORD):
    """One sign-up on its own connection; returns (status, body or None). Connection errors give (None, None)."""
    try:
        response = requests.post(
            f"{base_url}/identitytoolkit.googleapis.com/v1/accounts:signUp", params={"key": API_KEY},
            json={"email": email, "password": password, "returnSecureToken": True}, timeout=60)
    except requests.RequestException:
        return None, None
    return response.status_code, response.json()


def test_sign_up_on_one_instance_and_sign_in_on_the_other(servers):
    first, second = start_pair(servers)
    email = unique_email("pair")
    created = IOSClient(first.base_url).sign_up(email, PASSWORD)
    signed_in = IOSClient(second.base_url).sign_in(email.upper(), PASSWORD)
    assert signed_in.status_code == 200, signed_in.text
    assert signed_in.json()["localId"] == created["localId"]


def test_an_id_token_from_one_instance_verifies_with_the_other_instances_keys(servers):
    first, second = start_pair(servers)
    token = IOSClient(first.base_url).sign_up(unique_email("jwks"), PASSWORD)["idToken"]
    keys = requests.get(second.base_url + "/.well-known/jwks.json", timeout=30).json()
    kid = jwt.get_unverified_header(token)["kid"]
    matching = [key for key in keys["keys"] if key["kid"] == kid]
    assert len(matching) == 1, f"kid {kid} not published by the second instance"
    claims = jwt.decode(
        token, jwt.PyJWK(matching[0]).key, algorithms=["RS256"], audience=PROJECT_ID, issuer=ISSUER)
    assert claims["sub"]
    # And the second instance accepts the token itself.
    assert IOSClient(second.base_url).lookup(token)["users"][0]["localId"] == claims["sub"]


def test_a_replay_on_the_other_instance_revokes_the_family(servers):
    first, second = start_pair(servers, "--refresh-grace", "0")
    on_first, on_second = IOSClient(first.base_url), IOSClient(second.base_url)
    spent = on_first.sign_up(unique_email("family"), PASSWORD)["refreshToken"]
    rotated = on_first.refresh(spent)
    assert rotated.status_code == 200, rotated.text
    successor = rotated.json()["refresh_token"]

    replay = on_second.refresh(spent)
    assert replay.status_code == 400, replay.text
    assert error_code(replay) == "TOKEN_EXPIRED"
    for client in (on_first, on_second):
        after = client.refresh(successor)
        assert after.status_code == 400, after.text
        assert error_code(after) == "TOKEN_EXPIRED"


def test_concurrent_sign_ups_of_one_address_on_both_instances_create_one_account(servers):
    first, second = start_pair(servers)
    email = unique_email("race")
    targets = [(first if index % 2 == 0 else second).base_url for index in range(200)]
    spellings = [email if index % 3 else email.upper() for index in range(200)]
    with ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(lambda pair: sign_up_request(*pair), zip(targets, spellings)))
    statuses = [status for status, _ in results]
    assert statuses.count(200) == 1, sorted(set(statuses))
    assert statuses.count(400) == 199, sorted(set(statuses))
    assert all(body["error"]["message"] == "EMAIL_EXISTS" for status, body in results if status == 400)
    winner = next(body for status, body in results if status == 200)
    for server in (first, second):
        signed_in = IOSClient(server.base_url).sign_in(email, PASSWORD)
        assert signed_in.status_code == 200, signed_in.text
        assert signed_in.json()["localId"] == winner["localId"]


def sign_up_load(base_url, tag, stop, answers, workers=8):
    """Signs up distinct addresses on `workers` threads until `stop` is set; appends (email, status, body)."""
    counter = itertools.count()

    def worker():
        while not stop.is_set():
            email = f"{tag}-{next(counter)}@example.com"
            status, body = sign_up_request(base_url, email)
            answers.append((email, status, body))

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for thread in threads:
        thread.start()
    return threads


def wait_for_successes(answers, count, limit_seconds=120):
    """Waits (a hang guard, not a speed check) until `count` sign-ups in `answers` succeeded."""
    done = threading.Event()
    for _ in range(limit_seconds * 20):
        if sum(1 for _, status, _ in list(answers) if status == 200) >= count:
            return
        done.wait(0.05)
    raise AssertionError(f"fewer than {count} sign-ups succeeded: {[s for _, s, _ in answers][-10:]}")


def test_every_acknowledged_sign_up_survives_a_sigkill_and_the_other_instance_keeps_serving(servers):
    first, second = start_pair(servers)
    stop, answers = threading.Event(), []
    threads = sign_up_load(first.base_url, "killed", stop, answers)
    try:
        wait_for_successes(answers, 20)
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(timeout=30)
        servers.running.remove(first)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=120)
    assert first.process.returncode == -signal.SIGKILL
    acknowledged = [(email, body["localId"]) for email, status, body in answers if status == 200]
    assert len(acknowledged) >= 20
    assert all(status in (200, None) for _, status, _ in answers), {status for _, status, _ in answers}
    on_second = IOSClient(second.base_url)
    for email, local_id in acknowledged:
        signed_in = on_second.sign_in(email, PASSWORD)
        assert signed_in.status_code == 200, (email, signed_in.text)
        assert signed_in.json()["localId"] == local_id
    assert on_second.sign_up(unique_email("after-kill"), PASSWORD)["localId"]


@pytest.mark.skipif(
    database_url() is None or not is_throwaway_cluster(database_url()),
    reason="restarting the database needs a cluster from scripts/test-postgres-cluster")
def test_both_instances_recover_when_the_database_restarts_under_load(servers):
    first, second = start_pair(servers)
    started = postmaster_start_time(database_url())
    stop, answers = threading.Event(), []
    threads = sign_up_load(first.base_url, "restart-a", stop, answers, workers=4)
    threads += sign_up_load(second.base_url, "restart-b", stop, answers, workers=4)
    try:
        wait_for_successes(answers, 10)
        restart_cluster(database_url())
        before = len(answers)
        wait_for_successes(answers, sum(1 for _, s, _ in answers[:before] if s == 200) + 10)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=120)
    assert postmaster_start_time(database_url()) != started
    statuses = {status for _, status, _ in answers}
    # A request caught by the restart is retried on a new connection; at worst it answers 503.
    assert statuses <= {200, 503}, statuses
    for server in (first, second):
        client = IOSClient(server.base_url)
        assert client.sign_up(unique_email("after-restart"), PASSWORD)["localId"]
    on_second = IOSClient(second.base_url)
    for email, status, body in answers:
        if status == 200:
            signed_in = on_second.sign_in(email, PASSWORD)
            assert signed_in.status_code == 200, (email, signed_in.text)
            assert signed_in.json()["localId"] == body["localId"]


def test_an_unreachable_database_answers_503_unavailable_and_recovery_needs_no_restart(servers):
    target = requests.utils.urlparse(database_url())
    proxy = TCPProxy(target.hostname, target.port or 5432).start()
    try:
        url = with_port(database_url(), proxy.port)
        server = servers.start(
            *database_args(url, unique_schema("cut"), "--no-rate-limits", "--database-wait", "1"))
        client = IOSClient(server.base_url)
        session = client.sign_up(unique_email("cut"), PASSWORD)

        proxy.cut()
        refused = client.post(
            "signupNewUser", {"email": unique_email("cut"), "password": PASSWORD, "returnSecureToken": True})
        lookup = client.post("getAccountInfo", {"idToken": session["idToken"]})
        for response in (refused, lookup):
            assert response.status_code == 503, response.text
            error = response.json()["error"]
            assert error["code"] == 503
            assert error["status"] == "UNAVAILABLE"
            assert error["message"].startswith("UNAVAILABLE : ")
        assert server.process.poll() is None

        proxy.resume()
        assert client.lookup(session["idToken"])["users"][0]["localId"] == session["localId"]
        assert client.sign_up(unique_email("cut"), PASSWORD)["localId"]
    finally:
        proxy.cut()


def test_a_server_whose_database_stays_unreachable_at_start_exits_with_a_clear_message(tmp_path):
    closed = TCPProxy("127.0.0.1", 9).start()
    closed.cut()  # a port that was just free and now refuses connections
    server = SesameServer(
        tmp_path, ("--database", with_port(database_url(), closed.port), "--database-wait", "1"))
    result = subprocess.run(server.arguments(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result
    assert "listening on" not in result.stdout
    # One line naming the cause and the fix, not a dump of the error type.
    assert result.stderr.count("\n") == 1, result.stderr
    assert "the database could not be opened" in result.stderr
    assert "Connection refused" in result.stderr
    assert "--database" in result.stderr
    assert "StoreError" not in result.stderr
