"""PostgreSQL helpers for the external suite: the test database, unique schemas, a cuttable proxy.

`SESAME_TEST_DATABASE_URL` names a scratch database (scripts/test starts a throwaway cluster and sets
it). Every server group gets its own schema, so runs never see each other's rows.
"""

import hashlib
import os
import socket
import subprocess
import threading
import uuid
from urllib.parse import urlsplit, urlunsplit

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def database_url():
    """The scratch database's URL, or None when the PostgreSQL tests are to be skipped."""
    return os.environ.get("SESAME_TEST_DATABASE_URL") or None


def unique_schema(tag="ext"):
    return f"{tag}_{uuid.uuid4().hex[:16]}"


def schema_for_directory(data_dir):
    """The same schema for the same data directory, so a restarted server finds its rows again."""
    return "ext_" + hashlib.sha256(os.path.abspath(data_dir).encode()).hexdigest()[:20]


def database_args(url, schema, *extra):
    return ("--database", url, "--database-schema", schema, *extra)


def with_port(url, port):
    """`url` with its host and port replaced by 127.0.0.1:`port` (the user and database kept)."""
    parts = urlsplit(url)
    user = parts.netloc.rsplit("@", 1)[0] + "@" if "@" in parts.netloc else ""
    return urlunsplit((parts.scheme, f"{user}127.0.0.1:{port}", parts.path, parts.query, parts.fragment))


def restart_cluster(url):
    """Restarts the throwaway cluster behind `url` (pg_ctl restart -m fast: every connection is cut)."""
    subprocess.run(
        [os.path.join(REPOSITORY, "scripts", "test-postgres-cluster"), "restart", url],
        check=True, timeout=120)


def postmaster_start_time(url):
    """When the database server last started (changes with every restart)."""
    return subprocess.run(
        ["psql", url, "-tAc", "SELECT pg_postmaster_start_time()"],
        check=True, capture_output=True, text=True, timeout=60).stdout.strip()


def is_throwaway_cluster(url):
    """True when `url` names a cluster scripts/test-postgres-cluster started (so it may be restarted)."""
    port = urlsplit(url).port
    directory = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"sesame-pg-{port}")
    return urlsplit(url).hostname == "127.0.0.1" and os.path.isdir(directory)


class TCPProxy:
    """Forwards a loopback port to the database; `cut()` closes the port and every connection through it.

    After `cut()` the port is closed (connections are refused) until `resume()` listens on it again.
    """

    def __init__(self, target_host, target_port):
        self.target = (target_host, target_port)
        self.port = None
        self._listener = None
        self._sockets = []
        self._lock = threading.Lock()

    def start(self):
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port or 0))
        listener.listen(128)
        self.port = listener.getsockname()[1]
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()
        return self

    def _accept(self, listener):
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=10)
                upstream.settimeout(None)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self):
        # shutdown() first: it wakes the thread blocked in accept() and stops the kernel listening
        # (a bare close() would leave the port open until that accept() returned).
        try:
            self._listener.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._listener.close()
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for end in sockets:
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def resume(self):
        return self.start()
