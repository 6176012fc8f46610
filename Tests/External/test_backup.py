"""`sesame backup` and `sesame restore` on a real server's SQLite store: a backup taken while sign-ups
run holds every account acknowledged before it; restored into a fresh data directory, a server started
on it signs those accounts in and accepts the ID tokens issued before the backup; a restore onto a
store a server is using is refused."""

import os
import subprocess
import threading

import pytest

from ios_client import IOSClient, unique_email
from sesame_process import API_KEY, binary_path, external_database

PASSWORD = "backup secret"

pytestmark = pytest.mark.skipif(
    external_database() is not None, reason="SQLite stores only (PostgreSQL: pg_dump)")


def cli(*arguments):
    return subprocess.run([binary_path(), *arguments], capture_output=True, text=True, timeout=120)


def test_backup_during_sign_ups_then_restore(servers, tmp_path):
    server = servers.start("--no-rate-limits")
    ios = IOSClient(server.base_url, api_key=API_KEY)
    acknowledged = []
    for _ in range(5):
        email = unique_email("before")
        acknowledged.append((email, ios.sign_up(email, PASSWORD)["idToken"]))

    stop = threading.Event()

    def keep_signing_up():
        client = IOSClient(server.base_url, api_key=API_KEY)
        while not stop.is_set():
            client.post("signupNewUser", {"email": unique_email("during"), "password": PASSWORD})

    writers = [threading.Thread(target=keep_signing_up) for _ in range(2)]
    for writer in writers:
        writer.start()
    backup = tmp_path / "sesame-backup.sqlite"
    try:
        done = cli("backup", "--out", str(backup), "--data-dir", server.data_dir, "--json")
    finally:
        stop.set()
        for writer in writers:
            writer.join()
    assert done.returncode == 0, done.stderr
    assert oct(os.stat(backup).st_mode & 0o777) == "0o600"

    # Restoring onto the store the running server uses is refused, and changes nothing.
    refused = cli("restore", "--from", str(backup), "--data-dir", server.data_dir)
    assert refused.returncode == 1
    assert "stop it before restoring" in refused.stderr
    assert refused.stderr.count("\n") == 1

    fresh = tmp_path / "restored"
    fresh.mkdir()
    restored = cli("restore", "--from", str(backup), "--data-dir", str(fresh))
    assert restored.returncode == 0, restored.stderr
    again = servers.start("--no-rate-limits", data_dir=str(fresh))
    client = IOSClient(again.base_url, api_key=API_KEY)
    for email, id_token in acknowledged:
        assert client.sign_in(email, PASSWORD).status_code == 200, email
        # Signed before the backup, by a key the backup holds.
        assert client.lookup(id_token)["users"][0]["email"] == email


def test_backup_refuses_a_server_and_an_existing_file(servers, tmp_path):
    server = servers.start()
    remote = cli("backup", "--out", str(tmp_path / "x"), "--server", server.base_url, "--api-key", API_KEY)
    assert remote.returncode != 0
    assert "pg_dump" in remote.stderr
    existing = tmp_path / "taken"
    existing.write_text("keep me")
    refused = cli("backup", "--out", str(existing), "--data-dir", server.data_dir)
    assert refused.returncode == 1
    assert existing.read_text() == "keep me"
