"""Starts and stops a real `sesame serve` process for the external suite."""

import json
import os
import selectors
import signal
import subprocess
import threading
import time

from postgres_support import schema_for_directory

PROJECT_ID = "sesame-external"
API_KEY = "external-suite-api-key"
# firebase-admin in emulator mode always sends `Authorization: Bearer owner`; outside emulator mode
# the server treats the configured admin key as the admin bearer, so the suite configures "owner".
ADMIN_KEY = "owner"

# Hang guards, not speed checks: how long a start or a stop may take before the suite gives up.
START_LIMIT_SECONDS = 120
STOP_LIMIT_SECONDS = 60
# Mail is written after sendOobCode has answered: how long a test waits for it to reach the outbox.
MAIL_LIMIT_SECONDS = 30


def external_database():
    """With SESAME_EXTERNAL_DATABASE=1 every server keeps its state in SESAME_TEST_DATABASE_URL, in a
    schema of its own derived from its data directory (so a restart on that directory finds it again)."""
    if os.environ.get("SESAME_EXTERNAL_DATABASE") != "1":
        return None
    url = os.environ.get("SESAME_TEST_DATABASE_URL", "")
    if not url:
        raise RuntimeError("SESAME_EXTERNAL_DATABASE=1 needs SESAME_TEST_DATABASE_URL")
    return url


def binary_path():
    path = os.environ.get("SESAME_BINARY", "")
    if not path or not os.access(path, os.X_OK):
        raise RuntimeError(
            "SESAME_BINARY must name the built sesame binary; run the suite through scripts/test-external")
    return path


class SesameServer:
    """One `sesame serve --port 0` process on a data directory; `base_url` once started."""

    def __init__(self, data_dir, extra_args=(), emulator=False):
        self.data_dir = str(data_dir)
        self.extra_args = list(extra_args)
        self.emulator = emulator
        self.process = None
        self.base_url = None
        self.stdout_lines = []
        self.log_path = os.path.join(self.data_dir, f"server-{time.time_ns()}.log")
        self._drain = None

    @property
    def host_port(self):
        return self.base_url.removeprefix("http://")

    @property
    def port(self):
        return int(self.base_url.rsplit(":", 1)[1])

    def arguments(self):
        args = [
            binary_path(), "serve",
            "--host", "127.0.0.1", "--port", "0",
            "--data-dir", self.data_dir,
            "--project-id", PROJECT_ID,
            "--api-key", API_KEY,
            "--admin-key", ADMIN_KEY,
            "--argon2-memory-kib", "1024", "--argon2-iterations", "1",
            "--hash-threads", "2",
            "--drain-timeout", "5",
        ]
        if self.emulator:
            args.append("--emulator")
        url = external_database()
        if url and "--database" not in self.extra_args:
            args += ["--database", url, "--database-schema", schema_for_directory(self.data_dir)]
        return args + self.extra_args

    def start(self):
        os.makedirs(self.data_dir, exist_ok=True)
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            self.arguments(), stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL)
        log.close()
        self.base_url = self._await_listening_line()
        self._drain = threading.Thread(target=self._drain_stdout, daemon=True)
        self._drain.start()
        return self

    def _await_listening_line(self):
        deadline = time.monotonic() + START_LIMIT_SECONDS
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        buffer = b""
        try:
            while time.monotonic() < deadline:
                if not selector.select(timeout=0.5):
                    if self.process.poll() is not None:
                        break
                    continue
                chunk = os.read(self.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                buffer += chunk
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    text = line.decode("utf-8", "replace").strip()
                    self.stdout_lines.append(text)
                    if text.startswith("listening on "):
                        return text.removeprefix("listening on ").strip()
        finally:
            selector.close()
        self.process.kill()
        self.process.wait()
        raise RuntimeError(
            f"sesame serve did not print 'listening on' (exit {self.process.returncode}); "
            f"stdout {self.stdout_lines!r}; log:\n{self.log_tail()}")

    def _drain_stdout(self):
        for line in self.process.stdout:
            self.stdout_lines.append(line.decode("utf-8", "replace").rstrip("\n"))

    def log_tail(self, lines=40):
        try:
            with open(self.log_path, "rb") as handle:
                return "\n".join(handle.read().decode("utf-8", "replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def stop(self):
        """Sends SIGTERM and returns the exit code (None if it had to be killed)."""
        if self.process is None or self.process.poll() is not None:
            return None if self.process is None else self.process.returncode
        self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=STOP_LIMIT_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None
        if self._drain is not None:
            self._drain.join(timeout=5)
        return code

    def stop_cleanly(self):
        """Stops the server and fails unless it exited with code 0 on SIGTERM."""
        code = self.stop()
        assert code == 0, f"sesame serve exited with {code} after SIGTERM; log:\n{self.log_tail()}"

    # Out-of-band codes: the outbox file every mode writes, one JSON object per line.

    def outbox(self):
        path = os.path.join(self.data_dir, "outbox.jsonl")
        if not os.path.exists(path):
            return []
        with open(path, encoding="utf-8") as handle:
            return [json.loads(line) for line in handle if line.strip()]

    def mails(self, email, request_type=None, count=1):
        """The outbox's messages to `email` (of `request_type`, if given), once there are `count` of them.
        Mail is written after the answer, so this waits for it; a hang guard, not a speed check."""
        deadline = time.monotonic() + MAIL_LIMIT_SECONDS
        while True:
            matches = [
                message for message in self.outbox()
                if message.get("to", "").lower() == email.lower()
                and request_type in (None, message.get("requestType"))
            ]
            if len(matches) >= count:
                return matches
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"hang guard: {len(matches)} of {count} {request_type or ''} mail to {email} "
                    f"in the outbox after {MAIL_LIMIT_SECONDS} s")
            time.sleep(0.02)

    def latest_mail(self, email, request_type):
        return self.mails(email, request_type)[-1]

    def latest_oob_code(self, email, request_type):
        return self.latest_mail(email, request_type)["oobCode"]
