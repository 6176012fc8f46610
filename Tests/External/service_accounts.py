"""Service-account key files made by the real `sesame service-account create`, for custom-token tests."""

import os
import subprocess
import uuid

from sesame_process import ADMIN_KEY, binary_path

# Hang guard, not a speed check.
COMMAND_LIMIT_SECONDS = 120


def create_key_file(server, directory, email=None):
    """Runs `sesame service-account create --server … --out FILE` and returns the file's path."""
    path = os.path.join(str(directory), f"service-account-{uuid.uuid4().hex[:8]}.json")
    args = [binary_path(), "service-account", "create", "--server", server.base_url, "--out", path]
    if email:
        args += ["--email", email]
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(directory),
                   "LANG": "C.UTF-8", "SESAME_ADMIN_KEY": ADMIN_KEY}
    result = subprocess.run(args, capture_output=True, text=True, env=environment, timeout=COMMAND_LIMIT_SECONDS,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, f"sesame service-account create failed: {result.stderr}"
    return path
