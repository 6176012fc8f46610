#!/usr/bin/env python3
# Recomputes the AuthCryptoTests password vectors with independent implementations.
# Usage: python3 -m venv /tmp/v && /tmp/v/bin/pip install bcrypt argon2-cffi cryptography && /tmp/v/bin/python scripts/crypto-test-vectors.py
import bcrypt, base64, hashlib
from argon2 import PasswordHasher, low_level
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
# bcrypt (pyca/bcrypt, Rust implementation)
for pw, salt in [(b"correct horse battery staple", b"$2b$04$" + b"abcdefghijklmnopqrstuu"), (b"hunter2", b"$2a$05$" + b"ZyxwvutsrqponmlkjihgfO")]:
    print("bcrypt", pw, bcrypt.hashpw(pw, salt).decode())
# argon2id via argon2-cffi
h = low_level.hash_secret(b"password123", b"saltsaltsaltsalt", time_cost=1, memory_cost=1024, parallelism=1, hash_len=32, type=low_level.Type.ID)
print("argon2", h.decode())
h = low_level.hash_secret(b"p\xc3\xa4ssw\xc3\xb6rd", b"0123456789abcdef", time_cost=2, memory_cost=19456, parallelism=1, hash_len=32, type=low_level.Type.ID)
print("argon2default", h.decode())
# firebase scrypt
def fb(pw, salt_b64, signer_b64, sep_b64, rounds, mem):
    salt = base64.b64decode(salt_b64); signer = base64.b64decode(signer_b64); sep = base64.b64decode(sep_b64)
    key = hashlib.scrypt(pw, salt=salt+sep, n=2**mem, r=rounds, p=1, dklen=64, maxmem=256*1024*1024)
    enc = Cipher(algorithms.AES(key[:32]), modes.CTR(b"\0"*16)).encryptor()
    return base64.b64encode(enc.update(signer)+enc.finalize()).decode()
print("fbreadme", fb(b"user1password", "42xEC+ixf3L2lw==", "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==", "Bw==", 8, 14))
print("fbsmall", fb(b"s3cret!", base64.b64encode(b"usersalt0123").decode(), base64.b64encode(b"signer-key-for-sesame-tests-0001").decode(), "Bw==", 8, 10))
# Cross-check of the cheap argon2id vector with pyca/cryptography's OpenSSL-backed Argon2id (raw hash, base64).
from cryptography.hazmat.primitives.kdf.argon2 import Argon2id
raw = Argon2id(salt=b"saltsaltsaltsalt", length=32, iterations=1, lanes=1, memory_cost=1024).derive(b"password123")
print("argon2 raw", base64.b64encode(raw).decode().rstrip("="))
