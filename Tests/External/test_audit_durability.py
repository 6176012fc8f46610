"""Audit entries survive a crash (issue 37): security events answered, the server killed with SIGKILL
at once, and every entry found with `sesame audit` after a restart on the same data directory."""

import json
import subprocess
from concurrent.futures import ThreadPoolExecutor

import requests

from ios_client import IOSClient, unique_email
from sesame_process import ADMIN_KEY, API_KEY, binary_path

PASSWORD = "durable secret 1"
V1 = "/identitytoolkit.googleapis.com/v1/accounts:"


def kill(servers, server):
    """SIGKILL: no shutdown, nothing flushed that was not already written."""
    server.process.kill()
    server.process.wait()
    servers.running.remove(server)


def audit(server, *filters):
    """`sesame audit` against `server`: its entries, newest first."""
    result = subprocess.run(
        [binary_path(), "audit", "--server", server.base_url, "--admin-key", ADMIN_KEY, *filters],
        capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def refused(base_url, rpc, body):
    """POSTs a sign-in that must be refused; returns the answer's request id."""
    response = requests.post(f"{base_url}{V1}{rpc}?key={API_KEY}", json=body, timeout=30)
    assert response.status_code == 400, response.text
    return response.headers["X-Request-Id"]


def test_a_failed_sign_in_answered_just_before_a_kill_is_in_the_log(servers):
    server = servers.start("--no-rate-limits")
    email = unique_email("auditcrash")
    local_id = IOSClient(server.base_url).sign_up(email, PASSWORD)["localId"]

    request_id = refused(server.base_url, "signInWithPassword", {"email": email, "password": "wrong guess 1"})
    kill(servers, server)

    restarted = servers.start(*server.extra_args, data_dir=server.data_dir)
    entries = audit(restarted, "--kind", "signIn.failure", "--user", local_id)
    assert [entry["requestId"] for entry in entries] == [request_id]
    assert entries[0]["outcome"] == "INVALID_PASSWORD"
    assert "wrong guess 1" not in json.dumps(entries)


def test_a_burst_of_failures_by_every_method_is_all_in_the_log_after_a_kill(servers):
    server = servers.start("--no-rate-limits")
    email = unique_email("auditburst")
    IOSClient(server.base_url).sign_up(email, PASSWORD)
    attempts = (
        [("signInWithPassword", {"email": email, "password": f"wrong guess {n}"}) for n in range(16)]
        + [("signInWithCustomToken", {"token": f"not.a.token{n}"}) for n in range(8)]
        + [("signInWithEmailLink", {"email": email, "oobCode": f"no-such-code-{n}"}) for n in range(8)])
    # At once, so that they share commits; the kill follows the last answer.
    with ThreadPoolExecutor(max_workers=8) as pool:
        request_ids = list(pool.map(lambda attempt: refused(server.base_url, *attempt), attempts))
    kill(servers, server)

    restarted = servers.start(*server.extra_args, data_dir=server.data_dir)
    entries = audit(restarted, "--kind", "signIn.failure")
    assert set(request_ids) <= {entry["requestId"] for entry in entries}
    providers = sorted(entry["details"]["provider"] for entry in entries if entry["requestId"] in request_ids)
    assert providers == ["custom"] * 8 + ["emailLink"] * 8 + ["password"] * 16
