"""The scripted commands' authenticator set-up read by third-party code: `sesame mfa enroll-totp`
against a real `sesame serve`, its QR code decoded by Debian's zbarimg (an independent ISO/IEC 18004
decoder), its URI parsed and its codes computed by pyotp; then `sesame signin` needing `--totp-code`."""

import os
import shutil
import subprocess
import threading
import time

import pyotp

from ios_client import unique_email
from sesame_process import API_KEY, binary_path

PASSWORD = "correct horse 1"
# Hang guard, not a speed check.
LIMIT_SECONDS = 60


def command_env(home):
    return {
        "PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_STATE_HOME": str(home / "state"),
        "XDG_DATA_HOME": str(home / "data"), "LANG": "C.UTF-8",
    }


def sesame(server, home, *arguments, input_text=None):
    return subprocess.run(
        [binary_path(), "--server", server.base_url, "--api-key", API_KEY, *arguments], input=input_text,
        capture_output=True, text=True, env=command_env(home), timeout=LIMIT_SECONDS)


def read_until(process, marker):
    """Standard output lines up to and including the first that starts with `marker`. A timer kills
    the process if that takes longer than the limit (a hang guard), which ends the output."""
    guard = threading.Timer(LIMIT_SECONDS, process.kill)
    guard.start()
    lines = []
    try:
        while not lines or not lines[-1].startswith(marker):
            line = process.stdout.readline()
            assert line, f"output ended before '{marker}': {lines}"
            lines.append(line.rstrip("\n"))
    finally:
        guard.cancel()
    return lines


def zbar_decode(qr_lines, path):
    """Renders half-block lines (light modules drawn) as a PGM image and returns what zbarimg reads."""
    width = max(len(line) for line in qr_lines)
    grid = []
    for line in qr_lines:
        line = line.ljust(width)
        grid.append([c in "█▀" for c in line])
        grid.append([c in "█▄" for c in line])
    scale = 6
    pixels = bytearray()
    for row in grid:
        scaled = b"".join((b"\xff" if light else b"\x00") * scale for light in row)
        pixels += scaled * scale
    path.write_bytes(b"P5 %d %d 255\n" % (width * scale, len(grid) * scale) + bytes(pixels))
    result = subprocess.run(["zbarimg", "--quiet", "--raw", str(path)], capture_output=True, text=True,
                            timeout=LIMIT_SECONDS)
    return result.stdout.strip()


def test_enroll_totp_draws_a_qr_code_zbar_reads_and_pyotp_codes_are_accepted(server, tmp_path):
    assert shutil.which("zbarimg"), "zbarimg is missing: scripts/install-deps --test installs zbar-tools"
    home = tmp_path / "home"
    email = unique_email("scripted-mfa")
    signed_up = sesame(server, home, "signup", "--email", email, "--password-stdin", input_text=PASSWORD)
    assert signed_up.returncode == 0, signed_up.stderr

    process = subprocess.Popen(
        [binary_path(), "--server", server.base_url, "--api-key", API_KEY, "mfa", "enroll-totp", "--name", "pyotp"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=command_env(home))
    try:
        lines = read_until(process, "key: ")
        uri_line = next(line for line in lines if line.startswith("otpauth URI: "))
        uri = uri_line.removeprefix("otpauth URI: ")
        qr_lines = lines[:lines.index(uri_line)]
        assert qr_lines and all(set(line) <= set("█▀▄ ") for line in qr_lines)
        assert zbar_decode(qr_lines, tmp_path / "qr.pgm") == uri

        totp = pyotp.parse_uri(uri)
        assert totp.secret == lines[-1].removeprefix("key: ")
        assert totp.issuer == "Sesame" and totp.name == email
        assert totp.digits == 6 and totp.interval == 30
        process.stdin.write(totp.now() + "\n")
        process.stdin.close()
        assert process.wait(timeout=LIMIT_SECONDS) == 0, process.stderr.read()
        assert "sign-ins now ask for its code" in process.stdout.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()

    assert sesame(server, home, "signout").returncode == 0
    refused = sesame(server, home, "signin", "--email", email, "--password-stdin", input_text=PASSWORD)
    assert refused.returncode == 1
    assert refused.stderr.count("\n") == 1 and "--totp-code" in refused.stderr
    # The enrolment used this step's code: the next step's (within the server's ±1) signs in.
    signed_in = sesame(server, home, "signin", "--email", email, "--password-stdin", "--totp-code",
                       totp.at(time.time() + 30), input_text=PASSWORD)
    assert signed_in.returncode == 0, signed_in.stderr
    listed = sesame(server, home, "mfa", "list")
    assert "totp  pyotp" in listed.stdout
