"""Fixtures: real `sesame serve` processes on port 0 with fresh data directories."""

import faulthandler
import itertools
import os
import signal
import sys
import tempfile

import firebase_admin
import pytest

from sesame_process import PROJECT_ID, SesameServer, binary_path

# The shared server turns rate limits off: the suite signs in many times from one address.
# Tests of rate limiting start their own server with low limits.
SHARED_SERVER_ARGS = ("--no-rate-limits",)

_app_names = itertools.count()

# Hang guard, not a speed check: the longest a test's setup, call or teardown may take. Far above what
# any of them needs (their own waits are bounded at 120 s or less), far below scripts/test's 20 min for
# the whole suite, so that one hung test fails alone, with every thread's stack, and the rest still run.
PHASE_LIMIT_SECONDS = 300


class HangGuardExpired(Exception):
    """A test phase ran past PHASE_LIMIT_SECONDS."""


def _expire(signum, frame):
    faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
    raise HangGuardExpired(
        f"hang guard: the test phase did not finish within {PHASE_LIMIT_SECONDS} s "
        "(every thread's stack is on standard error)")


def _guarded(phase):
    """A hook wrapper that runs one phase of each test under SIGALRM (the main thread's blocking calls,
    sockets and joins alike, are interrupted by it)."""

    @pytest.hookimpl(wrapper=True)
    def hook(item):
        previous = signal.signal(signal.SIGALRM, _expire)
        signal.setitimer(signal.ITIMER_REAL, PHASE_LIMIT_SECONDS)
        try:
            return (yield)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)

    hook.__name__ = f"pytest_runtest_{phase}"
    return hook


pytest_runtest_setup = _guarded("setup")
pytest_runtest_call = _guarded("call")
pytest_runtest_teardown = _guarded("teardown")


@pytest.fixture(scope="session")
def sesame_binary():
    return binary_path()


@pytest.fixture(scope="session")
def scratch_root():
    with tempfile.TemporaryDirectory(prefix="sesame-external-") as root:
        yield root


class ServerFactory:
    """Starts servers for one scope and stops each at teardown, requiring exit code 0."""

    def __init__(self, root):
        self.root = root
        self.running = []
        self._directories = itertools.count()

    def fresh_data_dir(self):
        path = os.path.join(self.root, f"data-{os.getpid()}-{next(self._directories)}")
        os.makedirs(path)
        return path

    def start(self, *extra_args, data_dir=None, emulator=False):
        server = SesameServer(data_dir or self.fresh_data_dir(), extra_args, emulator=emulator)
        server.start()
        self.running.append(server)
        return server

    def restart(self, server):
        """Stops `server` (SIGTERM, exit 0 required) and starts a new one on the same data directory."""
        server.stop_cleanly()
        self.running.remove(server)
        return self.start(*server.extra_args, data_dir=server.data_dir, emulator=server.emulator)

    def stop_all(self):
        failures = []
        for server in self.running:
            code = server.stop()
            if code != 0:
                failures.append(f"{server.base_url}: exit {code}\n{server.log_tail()}")
        self.running.clear()
        assert not failures, "sesame serve did not exit cleanly on SIGTERM:\n" + "\n".join(failures)


@pytest.fixture(scope="session")
def session_servers(scratch_root, sesame_binary):
    factory = ServerFactory(os.path.join(scratch_root, "session"))
    os.makedirs(factory.root)
    yield factory
    factory.stop_all()


@pytest.fixture
def servers(tmp_path, sesame_binary):
    """Per-test servers: `servers.start(*flags)`, `servers.restart(server)`; clean exit checked at teardown."""
    factory = ServerFactory(str(tmp_path))
    yield factory
    factory.stop_all()


@pytest.fixture(scope="session")
def server(session_servers):
    """The shared server: production mode (API key required), rate limits off."""
    return session_servers.start(*SHARED_SERVER_ARGS)


@pytest.fixture(scope="session")
def base_url(server):
    return server.base_url


@pytest.fixture(scope="session")
def emulator_server(session_servers):
    """A shared server in Firebase-emulator mode (any API key, Bearer owner, /emulator endpoints)."""
    return session_servers.start(*SHARED_SERVER_ARGS, emulator=True)


def admin_app_for(server, monkeypatch):
    """A firebase-admin app talking to `server` the emulator way: FIREBASE_AUTH_EMULATOR_HOST=HOST:PORT.

    firebase-admin reads the variable when the app's auth client is built (first call) and again when
    verifying tokens, so it stays set (through monkeypatch) for the rest of the test.
    """
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", server.host_port)
    return firebase_admin.initialize_app(options={"projectId": PROJECT_ID}, name=f"sesame-{next(_app_names)}")


@pytest.fixture
def admin_app(server, monkeypatch):
    """firebase-admin bound to the shared server."""
    app = admin_app_for(server, monkeypatch)
    yield app
    firebase_admin.delete_app(app)
