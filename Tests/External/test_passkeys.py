"""Passkeys against a real `sesame serve` in production mode, with a software authenticator built from
python-fido2: every verification rule's refusal, each from a genuine response changed in one thing, and
py_webauthn (an independent relying-party library) agreeing with Sesame on every response it accepts."""

import time

import pytest
import requests
import webauthn
from webauthn.helpers.structs import AttestationFormat

from passkey_authenticator import FLAG, ORIGIN, Attestation, SoftAuthenticator, b64url, unb64
from sesame_process import ADMIN_KEY, API_KEY, PROJECT_ID

V1 = "/identitytoolkit.googleapis.com/v1/accounts:"
V2 = "/identitytoolkit.googleapis.com/v2/accounts/"


@pytest.fixture(scope="module")
def passkey_server(session_servers):
    # Rate limits off (many sign-ins from one address); a short ceremony timeout for the expiry case.
    return session_servers.start("--no-rate-limits", "--passkey-timeout", "10s")


class Client:
    def __init__(self, server):
        self.base = server.base_url

    def post(self, path, body):
        return requests.post(f"{self.base}{path}", params={"key": API_KEY}, json=body, timeout=30)

    def sign_up(self, email):
        reply = self.post(V1 + "signUp", {"email": email, "password": "secret-123", "returnSecureToken": True})
        assert reply.status_code == 200, reply.text
        return reply.json()

    def creation_options(self, id_token):
        reply = self.post(V2 + "passkeyEnrollment:start", {"idToken": id_token})
        assert reply.status_code == 200, reply.text
        return reply.json()["credentialCreationOptions"]

    def request_options(self):
        reply = self.post(V2 + "passkeySignIn:start", {})
        assert reply.status_code == 200, reply.text
        return reply.json()["credentialRequestOptions"]

    def finalize_enrolment(self, id_token, response):
        return self.post(V2 + "passkeyEnrollment:finalize",
                         {"idToken": id_token, "name": "Soft key", "authenticatorRegistrationResponse": response})

    def finalize_sign_in(self, response):
        return self.post(V2 + "passkeySignIn:finalize", {"authenticatorAuthenticationResponse": response})

    def admin(self, operation, body):
        reply = requests.post(f"{self.base}/identitytoolkit.googleapis.com/v1/projects/{PROJECT_ID}/accounts:{operation}",
                              json=body, headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=30)
        assert reply.status_code == 200, reply.text
        return reply.json()

    def passkeys(self, id_token):
        reply = self.post(V1 + "lookup", {"idToken": id_token})
        return reply.json()["users"][0].get("passkeyInfo", [])


@pytest.fixture
def client(passkey_server):
    return Client(passkey_server)


def error(reply):
    assert reply.status_code == 400, reply.text
    return reply.json()["error"]["message"]


def independent_registration(options, response, attestation=None):
    roots = {AttestationFormat.PACKED: [attestation.root_pem()]} if attestation else None
    return webauthn.verify_registration_response(
        credential=response, expected_challenge=unb64(options["challenge"]), expected_rp_id="localhost",
        expected_origin=ORIGIN, require_user_verification=True, pem_root_certs_bytes_by_fmt=roots)


@pytest.mark.parametrize("algorithm", ["ES256", "RS256", "EdDSA"])
def test_enrol_sign_in_and_remove_agree_with_py_webauthn(client, algorithm):
    user = client.sign_up(f"pk-{algorithm.lower()}-{time.monotonic_ns()}@example.com")
    authenticator = SoftAuthenticator(algorithm)
    options = client.creation_options(user["idToken"])
    response = authenticator.register(options)
    verified = independent_registration(options, response)
    reply = client.finalize_enrolment(user["idToken"], response)
    assert reply.status_code == 200, reply.text
    assert reply.json()["localId"] == user["localId"]
    assert client.passkeys(user["idToken"]) == [{"credentialId": authenticator.id, "name": "Soft key"}]
    for _ in range(2):
        request = client.request_options()
        assertion = authenticator.assert_(request)
        independent = webauthn.verify_authentication_response(
            credential=assertion, expected_challenge=unb64(request["challenge"]), expected_rp_id="localhost",
            expected_origin=ORIGIN, credential_public_key=verified.credential_public_key,
            credential_current_sign_count=authenticator.sign_count - 1, require_user_verification=True)
        assert independent.new_sign_count == authenticator.sign_count
        signed_in = client.finalize_sign_in(assertion)
        assert signed_in.status_code == 200, signed_in.text
        assert signed_in.json()["localId"] == user["localId"]
    removed = client.post(V1 + "update", {"idToken": user["idToken"], "deletePasskey": [authenticator.id]})
    assert removed.status_code == 200, removed.text
    assert error(client.finalize_sign_in(authenticator.assert_(client.request_options()))) == \
        "PASSKEY_CREDENTIAL_NOT_FOUND"


def test_packed_attestation_with_a_certificate_chain(client):
    user = client.sign_up(f"x5c-{time.monotonic_ns()}@example.com")
    attestation = Attestation()
    authenticator = SoftAuthenticator()
    options = client.creation_options(user["idToken"])
    response = authenticator.register(options, fmt="packed", attestation=attestation)
    independent_registration(options, response, attestation)
    reply = client.finalize_enrolment(user["idToken"], response)
    assert reply.status_code == 200, reply.text
    # Each broken shape of the leaf certificate is refused.
    for broken, detail in [
        (Attestation(organizational_unit="Marketing"), "attestation: certificate subject"),
        (Attestation(aaguid=bytes(16)), "attestation: certificate AAGUID extension disagrees"),
        (Attestation(ca_flag=True), "attestation: certificate a CA certificate"),
    ]:
        other = SoftAuthenticator()
        response = other.register(client.creation_options(user["idToken"]), fmt="packed", attestation=broken)
        assert error(client.finalize_enrolment(user["idToken"], response)) == f"INVALID_AUTHENTICATOR_RESPONSE : {detail}"


REGISTRATION_REFUSALS = [
    ("type", {"type": "webauthn.get"}, "client data type"),
    ("origin", {"origin": "https://evil.example"}, "origin not allowed"),
    ("cross origin", {"cross_origin": True}, "cross-origin ceremony"),
    ("challenge", {"challenge": b64url(b"some other challenge")}, "challenge unknown, used or expired"),
    ("rp id", {"rp_id": "example.com"}, "rp id hash"),
    ("user present", {"flags": FLAG.UV}, "user not present"),
    ("user verified", {"flags": FLAG.UP}, "user not verified"),
    ("backed up but not eligible", {"flags": FLAG.UP | FLAG.UV | FLAG.BS}, "malformed attestation object"),
    ("trailing bytes", {"trailing": b"\x00"}, "malformed attestation object"),
    ("packed signature", {"fmt": "packed", "corrupt_signature": True}, "attestation: signature"),
    ("none with a statement", {"fmt": "packed-as-none"}, "attestation: unsupported format packed-as-none"),
]


# Rules Sesame enforces that py_webauthn 3.0.1 does not: a cross-origin ceremony (WebAuthn leaves it to
# the relying party; Sesame has no cross-origin use) and bytes after the attestation object's CBOR item.
SESAME_STRICTER = {"cross origin", "trailing bytes"}


@pytest.mark.parametrize("rule,change,detail", REGISTRATION_REFUSALS, ids=[r[0] for r in REGISTRATION_REFUSALS])
def test_registration_refusals(client, rule, change, detail):
    user = client.sign_up(f"reg-{time.monotonic_ns()}@example.com")
    authenticator = SoftAuthenticator()
    options = client.creation_options(user["idToken"])
    if rule not in SESAME_STRICTER:
        with pytest.raises(Exception):
            independent_registration(options, authenticator.register(options, **change))
    reply = client.finalize_enrolment(user["idToken"], authenticator.register(options, **change))
    assert error(reply) == f"INVALID_AUTHENTICATOR_RESPONSE : {detail}"
    assert client.passkeys(user["idToken"]) == []


def test_unsupported_key_algorithm_is_refused(client):
    from cryptography.hazmat.primitives.asymmetric import ec
    from fido2.cose import ES384
    user = client.sign_up(f"alg-{time.monotonic_ns()}@example.com")
    authenticator = SoftAuthenticator()
    cose = ES384.from_cryptography_key(ec.generate_private_key(ec.SECP384R1()).public_key())
    reply = client.finalize_enrolment(user["idToken"], authenticator.register(
        client.creation_options(user["idToken"]), cose=cose))
    assert error(reply) == "INVALID_AUTHENTICATOR_RESPONSE : unsupported public key algorithm"


@pytest.fixture
def enrolled(client):
    user = client.sign_up(f"assert-{time.monotonic_ns()}@example.com")
    authenticator = SoftAuthenticator()
    reply = client.finalize_enrolment(user["idToken"], authenticator.register(client.creation_options(user["idToken"])))
    assert reply.status_code == 200, reply.text
    return user, authenticator


ASSERTION_REFUSALS = [
    ("type", {"type": "webauthn.create"}, "client data type"),
    ("origin", {"origin": "http://localhost.evil.example"}, "origin not allowed"),
    ("cross origin", {"cross_origin": True}, "cross-origin ceremony"),
    ("challenge", {"challenge": b64url(b"some other challenge")}, "challenge unknown, used or expired"),
    ("rp id", {"rp_id": "example.com"}, "rp id hash"),
    ("user present", {"flags": FLAG.UV}, "user not present"),
    ("user verified", {"flags": FLAG.UP}, "user not verified"),
    ("signature", {"corrupt_signature": True}, "signature"),
]


@pytest.mark.parametrize("rule,change,detail", ASSERTION_REFUSALS, ids=[r[0] for r in ASSERTION_REFUSALS])
def test_assertion_refusals(client, enrolled, rule, change, detail):
    user, authenticator = enrolled
    assert error(client.finalize_sign_in(authenticator.assert_(client.request_options(), **change))) == \
        f"INVALID_AUTHENTICATOR_RESPONSE : {detail}"
    # The genuine response still works: nothing was recorded from the refused one.
    assert client.finalize_sign_in(authenticator.assert_(client.request_options())).status_code == 200


def test_a_challenge_is_used_once_and_expires(client, enrolled):
    _, authenticator = enrolled
    assertion = authenticator.assert_(client.request_options())
    assert client.finalize_sign_in(assertion).status_code == 200
    assert error(client.finalize_sign_in(assertion)) == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired"
    late = authenticator.assert_(client.request_options())
    time.sleep(11)  # past --passkey-timeout 10s
    assert error(client.finalize_sign_in(late)) == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired"


def test_a_counter_that_goes_backwards_refuses_the_credential(client, enrolled):
    user, authenticator = enrolled
    authenticator.sign_count = 10
    assert client.finalize_sign_in(authenticator.assert_(client.request_options())).status_code == 200
    clone = authenticator.assert_(client.request_options(), counter=5)
    assert error(client.finalize_sign_in(clone)).startswith("INVALID_AUTHENTICATOR_RESPONSE : signature counter")
    assert error(client.finalize_sign_in(authenticator.assert_(client.request_options()))).startswith(
        "INVALID_AUTHENTICATOR_RESPONSE : signature counter")


def test_disabled_and_deleted_accounts(client, enrolled):
    user, authenticator = enrolled
    stored = client.admin("lookup", {"localId": [user["localId"]]})["users"][0]["passkeyInfo"][0]
    assert stored["credentialId"] == authenticator.id and stored["attestationFormat"] == "none"
    client.admin("update", {"localId": user["localId"], "disableUser": True})
    assert error(client.finalize_sign_in(authenticator.assert_(client.request_options()))) == "USER_DISABLED"
    client.admin("delete", {"localId": user["localId"]})
    assert error(client.finalize_sign_in(authenticator.assert_(client.request_options()))) == \
        "PASSKEY_CREDENTIAL_NOT_FOUND"


def test_an_admin_removes_a_users_passkey(client, enrolled):
    user, authenticator = enrolled
    client.admin("update", {"localId": user["localId"], "deletePasskey": [authenticator.id]})
    assert client.passkeys(user["idToken"]) == []
