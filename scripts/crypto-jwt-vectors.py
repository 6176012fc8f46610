#!/usr/bin/env python3
# Produces the externally signed JWTs used by Tests/AuthCryptoTests/JWTSignerTests.swift:
#   1. RS256: a fresh key from `openssl genpkey`, signed with `openssl dgst -sha256 -sign`.
#   2. ES256: a fresh P-256 key from pyca/cryptography, DER signature converted to JOSE r||s.
# Keys are random, so every run prints new values; the tests keep only public keys and tokens.
# Usage: python3 -m venv /tmp/v && /tmp/v/bin/pip install cryptography && /tmp/v/bin/python scripts/crypto-jwt-vectors.py
import base64, json, os, subprocess, tempfile
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def signing_input(header, payload):
    compact = lambda value: json.dumps(value, separators=(",", ":")).encode()
    return b64(compact(header)) + "." + b64(compact(payload))


with tempfile.TemporaryDirectory() as work:
    private = os.path.join(work, "priv.pem")
    subprocess.run(["openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", private],
                   check=True, capture_output=True)
    public = subprocess.run(["openssl", "pkey", "-in", private, "-pubout"], check=True, capture_output=True).stdout
    header = {"alg": "RS256", "kid": "openssl-cli-key", "typ": "JWT"}
    payload = {"iss": "https://securetoken.google.com/sesame-test", "aud": "sesame-test", "sub": "user-42",
               "iat": 1767225600, "exp": 1767229200, "email": "ada@example.com"}
    data = signing_input(header, payload)
    message = os.path.join(work, "input.txt")
    with open(message, "w") as handle:
        handle.write(data)
    signature = subprocess.run(["openssl", "dgst", "-sha256", "-sign", private, message],
                               check=True, capture_output=True).stdout
    print(public.decode())
    print("RS256", data + "." + b64(signature))

key = ec.generate_private_key(ec.SECP256R1())
numbers = key.public_key().public_numbers()
print("x", b64(numbers.x.to_bytes(32, "big")), "y", b64(numbers.y.to_bytes(32, "big")))
header = {"alg": "ES256", "kid": "python-ec-key", "typ": "JWT"}
payload = {"iss": "https://accounts.example.test", "aud": "sesame-client", "sub": "ext-7",
           "iat": 1767225600, "exp": 1767229200}
data = signing_input(header, payload)
r, s = decode_dss_signature(key.sign(data.encode(), ec.ECDSA(hashes.SHA256())))
print("ES256", data + "." + b64(r.to_bytes(32, "big") + s.to_bytes(32, "big")))
