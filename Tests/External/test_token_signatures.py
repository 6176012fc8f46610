"""ID-token signatures checked independently with PyJWT against Sesame's published keys."""

import base64
import json

import jwt
import pytest
import requests
from cryptography import x509

from ios_client import IOSClient, error_code, unique_email
from sesame_process import PROJECT_ID

ISSUER = f"https://securetoken.google.com/{PROJECT_ID}"
X509_PATH = "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
GOOGLE_JWKS_PATH = "/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com"


@pytest.fixture
def signed_in(server):
    ios = IOSClient(server.base_url)
    return ios.sign_up(unique_email("jwt"), "signature secret")


def jwks(server, path="/.well-known/jwks.json"):
    response = requests.get(server.base_url + path, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()


def public_key_for(token, keys):
    kid = jwt.get_unverified_header(token)["kid"]
    matching = [key for key in keys["keys"] if key["kid"] == kid]
    assert len(matching) == 1, f"kid {kid} not published exactly once"
    return jwt.PyJWK(matching[0]).key


def verify(token, key):
    return jwt.decode(
        token, key, algorithms=["RS256"], audience=PROJECT_ID, issuer=ISSUER,
        options={"require": ["exp", "iat", "iss", "aud", "sub"]})


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def test_id_token_verifies_against_jwks(server, signed_in):
    token = signed_in["idToken"]
    header = jwt.get_unverified_header(token)
    assert header["alg"] == "RS256"
    assert header["kid"]
    keys = jwks(server)
    for key in keys["keys"]:
        assert key["kty"] == "RSA"
        assert key.get("use", "sig") == "sig"
        assert "d" not in key and "p" not in key  # public halves only
    claims = verify(token, public_key_for(token, keys))
    assert claims["sub"] == signed_in["localId"]
    assert claims["user_id"] == signed_in["localId"]


def test_google_jwks_path_publishes_the_same_keys(server, signed_in):
    assert jwks(server, GOOGLE_JWKS_PATH) == jwks(server)
    token = signed_in["idToken"]
    verify(token, public_key_for(token, jwks(server, GOOGLE_JWKS_PATH)))


def test_id_token_verifies_against_x509_certificates(server, signed_in):
    token = signed_in["idToken"]
    response = requests.get(server.base_url + X509_PATH, timeout=30)
    assert response.status_code == 200, response.text
    certificates = response.json()
    kid = jwt.get_unverified_header(token)["kid"]
    assert kid in certificates
    certificate = x509.load_pem_x509_certificate(certificates[kid].encode())
    claims = verify(token, certificate.public_key())
    assert claims["sub"] == signed_in["localId"]


def test_refreshed_token_verifies(server, signed_in):
    refreshed = IOSClient(server.base_url).refresh(signed_in["refreshToken"]).json()
    token = refreshed["id_token"]
    assert verify(token, public_key_for(token, jwks(server)))["sub"] == signed_in["localId"]


def test_tampered_token_is_rejected(server, signed_in):
    token = signed_in["idToken"]
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    claims["sub"] = claims["user_id"] = "someone-else"
    tampered = ".".join([header, b64url(json.dumps(claims).encode()), signature])
    key = public_key_for(token, jwks(server))
    with pytest.raises(jwt.InvalidSignatureError):
        verify(tampered, key)
    # The server refuses it as well.
    response = IOSClient(server.base_url).post("getAccountInfo", {"idToken": tampered})
    assert response.status_code == 400
    assert error_code(response) == "INVALID_ID_TOKEN"


def test_wrong_audience_fails_verification(server, signed_in):
    token = signed_in["idToken"]
    with pytest.raises(jwt.InvalidAudienceError):
        jwt.decode(token, public_key_for(token, jwks(server)), algorithms=["RS256"], audience="other-project")


def test_unsigned_token_is_rejected_by_the_server(server, signed_in):
    """An `alg: none` token (what the Firebase emulator issues) must not pass as a real one."""
    claims = jwt.decode(signed_in["idToken"], options={"verify_signature": False})
    forged = b64url(b'{"alg":"none","typ":"JWT"}') + "." + b64url(json.dumps(claims).encode()) + "."
    response = IOSClient(server.base_url).post("getAccountInfo", {"idToken": forged})
    assert response.status_code == 400
    assert error_code(response) == "INVALID_ID_TOKEN"
