"""SAML 2.0 sign-in against a real identity provider: pysaml2 (signing with Debian's xmlsec1) answers the
AuthnRequest that `createAuthUri` makes, or starts the flow itself, and the server verifies the signed
Response with libxmlsec1. The provider is configured through firebase-admin's
`create_saml_provider_config`. Every refusal starts from a genuine signed response and changes one thing.
Nothing leaves loopback: the test carries the Response from the IdP to the server itself."""

import base64
import json
import re
import urllib.parse
import uuid

import firebase_admin
import pytest
import requests
from firebase_admin import auth

from conftest import admin_app_for
from saml_idp import SAMLIdentityProvider, make_key_pair
from sesame_process import API_KEY

IDP_ENTITY_ID = "https://idp.saml.test/metadata"
SSO_URL = "https://idp.saml.test/sso"
SP_ENTITY_ID = "https://sp.sesame.test/saml"
CALLBACK_URL = "https://sp.sesame.test/__/auth/handler"
ATTRIBUTES = {"mail": ["ada@example.com"], "displayName": ["Ada Lovelace"], "memberOf": ["staff", "admins"]}


class SAMLSetup:
    def __init__(self, server, admin_app, directory):
        self.server = server
        self.app = admin_app
        self.session = requests.Session()
        self.provider_id = f"saml.ext-{uuid.uuid4().hex[:10]}"
        key, cert = make_key_pair(directory, "idp", "idp.saml.test")
        other_key, other_cert = make_key_pair(directory, "other", "other.saml.test")
        self.idp = SAMLIdentityProvider(IDP_ENTITY_ID, SSO_URL, SP_ENTITY_ID, CALLBACK_URL, key, cert)
        self.other_idp = SAMLIdentityProvider(
            IDP_ENTITY_ID, SSO_URL, SP_ENTITY_ID, CALLBACK_URL, other_key, other_cert)
        self.lapsed_idp = SAMLIdentityProvider(
            IDP_ENTITY_ID, SSO_URL, SP_ENTITY_ID, CALLBACK_URL, key, cert, lifetime_minutes=-10)
        auth.create_saml_provider_config(
            self.provider_id, idp_entity_id=IDP_ENTITY_ID, sso_url=SSO_URL,
            x509_certificates=[self.idp.certificate_pem], rp_entity_id=SP_ENTITY_ID, callback_url=CALLBACK_URL,
            display_name="pysaml2", enabled=True, app=admin_app)

    def post(self, rpc, body):
        return self.session.post(
            f"{self.server.base_url}/identitytoolkit.googleapis.com/v1/accounts:{rpc}", params={"key": API_KEY}, json=body, timeout=30)

    def start(self):
        """createAuthUri: the AuthnRequest as the IdP parses it, and the sessionId to bring back."""
        reply = self.post("createAuthUri", {"providerId": self.provider_id, "continueUri": CALLBACK_URL})
        assert reply.status_code == 200, reply.text
        body = reply.json()
        url = urllib.parse.urlsplit(body["authUri"])
        assert f"{url.scheme}://{url.netloc}{url.path}" == SSO_URL
        query = urllib.parse.parse_qs(url.query)
        assert query["RelayState"] == [CALLBACK_URL]
        request = self.idp.parse_redirect_request(query["SAMLRequest"][0])
        return request, body["sessionId"]

    def sign_in(self, xml, session_id=None, request_uri=CALLBACK_URL, encoded=None):
        post_body = urllib.parse.urlencode({
            "providerId": self.provider_id,
            "SAMLResponse": encoded or base64.b64encode(xml.encode()).decode()})
        body = {"requestUri": request_uri, "postBody": post_body, "returnSecureToken": True}
        if session_id:
            body["sessionId"] = session_id
        return self.post("signInWithIdp", body)


@pytest.fixture
def saml(server, monkeypatch, tmp_path):
    app = admin_app_for(server, monkeypatch)
    yield SAMLSetup(server, app, str(tmp_path))
    firebase_admin.delete_app(app)


def refused(reply, detail):
    assert reply.status_code == 400, reply.text
    message = reply.json()["error"]["message"]
    assert message.startswith("INVALID_IDP_RESPONSE"), message
    assert detail in message, message


def email(tag):
    return f"{tag}-{uuid.uuid4().hex[:10]}@example.com"


def test_the_idp_answers_the_authn_request_and_the_person_signs_in(saml):
    request, session_id = saml.start()
    assert request.issuer.text == SP_ENTITY_ID
    assert request.assertion_consumer_service_url == CALLBACK_URL
    assert request.destination == SSO_URL
    name_id = email("ada")
    xml = saml.idp.response_xml(name_id, ATTRIBUTES, in_response_to=request.id)
    reply = saml.sign_in(xml, session_id=session_id)
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["providerId"] == saml.provider_id
    assert body["federatedId"] == name_id
    assert body["email"] == name_id
    assert body["isNewUser"] is True
    assert body["idToken"] and body["refreshToken"]
    raw = json.loads(body["rawUserInfo"])
    assert raw["urn:mace:dir:attribute-def:displayName"] == "Ada Lovelace"
    assert raw["memberOf"] == ["staff", "admins"]
    user = auth.get_user(body["localId"], app=saml.app)
    assert [(p.provider_id, p.uid) for p in user.provider_data] == [(saml.provider_id, name_id)]


def test_an_idp_initiated_response_signs_in_without_a_session(saml):
    name_id = email("unsolicited")
    reply = saml.sign_in(saml.idp.response_xml(name_id, ATTRIBUTES))
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == name_id


def test_a_response_to_one_flow_is_refused_in_another(saml):
    request, _ = saml.start()
    _, other_session = saml.start()
    xml = saml.idp.response_xml(email("crossed"), ATTRIBUTES, in_response_to=request.id)
    refused(saml.sign_in(xml, session_id=other_session), "InResponseTo")
    refused(saml.sign_in(xml), "InResponseTo")


def test_a_request_uri_other_than_the_callback_is_refused(saml):
    reply = saml.sign_in(saml.idp.response_xml(email("uri")), request_uri="https://elsewhere.test/handler")
    assert reply.status_code == 400 and "INVALID_REQUEST_URI" in reply.json()["error"]["message"], reply.text


def test_an_unsigned_response_is_refused(saml):
    refused(saml.sign_in(saml.idp.response_xml(email("unsigned"), sign_assertion=False)), "not signed")


def test_a_response_signed_by_another_key_is_refused(saml):
    refused(saml.sign_in(saml.other_idp.response_xml(email("other"))), "does not verify")


def test_a_sha1_signature_is_refused(saml):
    refused(saml.sign_in(saml.idp.response_xml(email("sha1"), sha1=True)), "does not verify")


def split_assertion(xml):
    start = xml.index("<ns1:Assertion ")
    end = xml.index("</ns1:Assertion>") + len("</ns1:Assertion>")
    return xml[:start], xml[start:end], xml[end:]


def forged_copy(assertion, victim):
    """The assertion with another subject and ID and no signature: what a wrapping attacker inserts."""
    forged = re.sub(r"<ns2:Signature .*?</ns2:Signature>", "", assertion, flags=re.S)
    forged = re.sub(r">[^<]+</ns1:NameID>", f">{victim}</ns1:NameID>", forged)
    return forged.replace('ID="id-', 'ID="forged-')


def test_signature_wrapping_is_refused(saml):
    victim = email("victim")
    before, signed, after = split_assertion(saml.idp.response_xml(email("attacker"), ATTRIBUTES))
    forged = forged_copy(signed, victim)
    # The signed assertion moved into Extensions, a forged one in its place.
    moved = before.replace("<ns0:Status>", f"<ns0:Extensions>{signed}</ns0:Extensions><ns0:Status>") + forged + after
    refused(saml.sign_in(moved), "exactly one assertion")
    # An unsigned assertion inserted before, or after, the signed one.
    refused(saml.sign_in(before + forged + signed + after), "exactly one assertion")
    refused(saml.sign_in(before + signed + forged + after), "exactly one assertion")


def test_a_comment_inside_the_name_id_is_refused(saml):
    name_id = email("comment")
    xml = saml.idp.response_xml(name_id, ATTRIBUTES)
    local = name_id.split("@")[0]
    # Canonicalisation drops the comment, so the signature still verifies; a reader taking the first
    # text node would see "…@example".
    commented = xml.replace(f">{name_id}</ns1:NameID>", f">{local}@example<!---->.com</ns1:NameID>")
    assert commented != xml
    refused(saml.sign_in(commented), "markup or comments")


def test_an_expired_response_is_refused(saml):
    refused(saml.sign_in(saml.lapsed_idp.response_xml(email("expired"))), "expired")


def test_a_response_for_another_audience_is_refused(saml):
    xml = saml.idp.response_xml(email("audience"), audience="https://another-sp.test/saml")
    refused(saml.sign_in(xml), "audience")


def test_a_replayed_response_is_refused(saml):
    xml = saml.idp.response_xml(email("replay"), ATTRIBUTES)
    assert saml.sign_in(xml).status_code == 200
    refused(saml.sign_in(xml), "used already")


def test_a_document_type_or_external_entity_is_refused(saml):
    xml = saml.idp.response_xml(email("dtd"), ATTRIBUTES)
    with_entity = xml.replace(
        '<?xml version="1.0"?>', '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/hostname">]>')
    refused(saml.sign_in(with_entity), "document type")
