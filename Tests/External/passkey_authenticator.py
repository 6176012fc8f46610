"""A software WebAuthn authenticator and client built from fido2's data types (python-fido2 from PyPI):
it answers Sesame's creation and request options with genuine responses (ES256, RS256 or EdDSA keys;
`none`, self `packed` or `packed` with an x5c chain), and a test may change any one thing in a response.
"""

import base64
import datetime
import hashlib
import json
import os

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa
from cryptography.x509.oid import NameOID
from fido2 import cbor
from fido2.cose import ES256, RS256, EdDSA
from fido2.webauthn import AttestationObject, AttestedCredentialData, AuthenticatorData, CollectedClientData

ORIGIN = "http://localhost:5000"
FLAG = AuthenticatorData.FLAG
AAGUID = bytes(range(16))


def b64url(data):
    return base64.urlsafe_b64encode(bytes(data)).rstrip(b"=").decode()


def unb64(text):
    """Either base64 alphabet, padded or not (as Sesame sends challenges and user ids)."""
    text = text.replace("-", "+").replace("_", "/")
    return base64.b64decode(text + "=" * (-len(text) % 4))


class Attestation:
    """An attestation CA and a leaf certificate shaped as packed attestation requires (§8.2.1)."""

    def __init__(self, organizational_unit="Authenticator Attestation", aaguid=AAGUID, ca_flag=False):
        now = datetime.datetime.now(datetime.timezone.utc)
        self.ca_key = ec.generate_private_key(ec.SECP256R1())
        ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Test Attestation Root")])
        self.ca = (
            x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name)
            .public_key(self.ca_key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=30))
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(self.ca_key, hashes.SHA256()))
        self.key = ec.generate_private_key(ec.SECP256R1())
        subject = x509.Name([
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Sesame Tests"),
            x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, organizational_unit),
            x509.NameAttribute(NameOID.COMMON_NAME, "Soft Authenticator"),
        ])
        builder = (
            x509.CertificateBuilder().subject_name(subject).issuer_name(ca_name)
            .public_key(self.key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=30))
            .add_extension(x509.BasicConstraints(ca=ca_flag, path_length=None), critical=True)
            .add_extension(
                x509.UnrecognizedExtension(x509.ObjectIdentifier("1.3.6.1.4.1.45724.1.1.4"), b"\x04\x10" + aaguid),
                critical=False))
        self.leaf = builder.sign(self.ca_key, hashes.SHA256())

    def chain(self):
        return [c.public_bytes(serialization.Encoding.DER) for c in (self.leaf, self.ca)]

    def root_pem(self):
        return self.ca.public_bytes(serialization.Encoding.PEM)


class SoftAuthenticator:
    def __init__(self, algorithm="ES256"):
        self.algorithm = algorithm
        if algorithm == "ES256":
            self.key = ec.generate_private_key(ec.SECP256R1())
            self.cose = ES256.from_cryptography_key(self.key.public_key())
        elif algorithm == "RS256":
            self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
            self.cose = RS256.from_cryptography_key(self.key.public_key())
        else:
            self.key = ed25519.Ed25519PrivateKey.generate()
            self.cose = EdDSA.from_cryptography_key(self.key.public_key())
        self.credential_id = os.urandom(16)
        self.sign_count = 0
        self.user_handle = b""

    @property
    def id(self):
        return b64url(self.credential_id)

    def sign(self, message, key=None):
        key = key or self.key
        if isinstance(key, ec.EllipticCurvePrivateKey):
            return key.sign(message, ec.ECDSA(hashes.SHA256()))
        if isinstance(key, rsa.RSAPrivateKey):
            return key.sign(message, padding.PKCS1v15(), hashes.SHA256())
        return key.sign(message)

    def client_data(self, kind, challenge, change):
        fields = {"type": change.get("type", kind), "challenge": change.get("challenge", b64url(unb64(challenge))),
                  "origin": change.get("origin", ORIGIN), "crossOrigin": change.get("cross_origin", False)}
        return CollectedClientData(json.dumps(fields, separators=(",", ":")).encode())

    def register(self, options, **change):
        """`authenticatorRegistrationResponse` for creation options; `change` alters one thing."""
        self.user_handle = unb64(options["user"]["id"])
        client_data = self.client_data("webauthn.create", options["challenge"], change)
        cose = change.get("cose", self.cose)
        attested = AttestedCredentialData(
            AAGUID + len(self.credential_id).to_bytes(2, "big") + self.credential_id + cbor.encode(cose))
        flags = change.get("flags", FLAG.UP | FLAG.UV) | FLAG.AT
        rp_hash = hashlib.sha256(change.get("rp_id", options["rp"]["id"]).encode()).digest()
        auth_data = AuthenticatorData.create(rp_hash, flags, change.get("counter", self.sign_count), attested)
        fmt, statement = change.get("fmt", "none"), {}
        signed = bytes(auth_data) + hashlib.sha256(client_data).digest()
        if fmt == "packed":
            attestation = change.get("attestation")
            signature = self.sign(signed, attestation.key if attestation else None)
            if change.get("corrupt_signature"):
                signature = signature[:-1] + bytes([signature[-1] ^ 1])
            statement = {"alg": cose.ALGORITHM if not attestation else -7, "sig": signature}
            if attestation:
                statement["x5c"] = attestation.chain()
        obj = bytes(AttestationObject.create(fmt, auth_data, statement)) + change.get("trailing", b"")
        return {"id": self.id, "rawId": self.id, "type": "public-key",
                "response": {"clientDataJSON": b64url(client_data), "attestationObject": b64url(obj)}}

    def assert_(self, options, **change):
        """`authenticatorAuthenticationResponse` for request options; the counter moves on by one."""
        if "counter" not in change:
            self.sign_count += 1
        client_data = self.client_data("webauthn.get", options["challenge"], change)
        rp_hash = hashlib.sha256(change.get("rp_id", options["rpId"]).encode()).digest()
        auth_data = AuthenticatorData.create(
            rp_hash, change.get("flags", FLAG.UP | FLAG.UV), change.get("counter", self.sign_count))
        signature = self.sign(bytes(auth_data) + hashlib.sha256(client_data).digest())
        if change.get("corrupt_signature"):
            signature = signature[:-1] + bytes([signature[-1] ^ 1])
        return {"id": self.id, "rawId": self.id, "type": "public-key",
                "response": {"clientDataJSON": b64url(client_data), "authenticatorData": b64url(auth_data),
                             "signature": b64url(signature), "userHandle": b64url(self.user_handle)}}
