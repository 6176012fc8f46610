"""A SAML 2.0 identity provider built with pysaml2 (which signs with Debian's xmlsec1 binary), for the
SAML tests: it answers an AuthnRequest, or starts a flow itself, with a genuinely signed Response.

Used by Tests/External/test_saml.py and by Tests/IdentityServerTests/SAML/make_saml_fixtures.py.
Nothing here listens on the network: the tests carry the Response to the server themselves.
"""

import base64
import os
import shutil
import subprocess
import warnings

warnings.filterwarnings("ignore", module="saml2")

from saml2 import BINDING_HTTP_POST, BINDING_HTTP_REDIRECT, saml  # noqa: E402
from saml2.config import IdPConfig  # noqa: E402
from saml2.saml import NAME_FORMAT_BASIC, NAMEID_FORMAT_EMAILADDRESS, NameID  # noqa: E402
from saml2.server import Server  # noqa: E402
from saml2.xmldsig import DIGEST_SHA1, DIGEST_SHA256, SIG_RSA_SHA1, SIG_RSA_SHA256  # noqa: E402

XMLSEC1 = shutil.which("xmlsec1") or "/usr/bin/xmlsec1"


def make_key_pair(directory, name, subject):
    """A 2048-bit RSA key and a self-signed certificate (PEM files) made with the openssl CLI."""
    key = os.path.join(directory, name + ".key")
    cert = os.path.join(directory, name + ".crt")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
         "-days", "3650", "-subj", "/CN=" + subject],
        check=True, capture_output=True)
    return key, cert


def sp_metadata(sp_entity_id, callback_url):
    return f"""<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="{sp_entity_id}">
  <md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"
      AuthnRequestsSigned="false" WantAssertionsSigned="true">
    <md:NameIDFormat>{NAMEID_FORMAT_EMAILADDRESS}</md:NameIDFormat>
    <md:AssertionConsumerService Binding="{BINDING_HTTP_POST}" Location="{callback_url}" index="0"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>"""


class SAMLIdentityProvider:
    """pysaml2's Server acting as the IdP `entity_id` for one SP (`sp_entity_id`, `callback_url`)."""

    def __init__(self, entity_id, sso_url, sp_entity_id, callback_url, key_file, cert_file, lifetime_minutes=5):
        self.entity_id = entity_id
        self.sp_entity_id = sp_entity_id
        self.callback_url = callback_url
        self.key_file = key_file
        self.cert_file = cert_file
        config = IdPConfig()
        config.load({
            "entityid": entity_id,
            "service": {"idp": {
                "endpoints": {"single_sign_on_service": [(sso_url, BINDING_HTTP_REDIRECT)]},
                "policy": {"default": {
                    "lifetime": {"minutes": lifetime_minutes}, "attribute_restrictions": None,
                    "name_form": NAME_FORMAT_BASIC}},
                "name_id_format": [NAMEID_FORMAT_EMAILADDRESS],
            }},
            "key_file": key_file,
            "cert_file": cert_file,
            "xmlsec_binary": XMLSEC1,
            "metadata": {"inline": [sp_metadata(sp_entity_id, callback_url)]},
        })
        self.server = Server(config=config)

    @property
    def certificate_pem(self):
        with open(self.cert_file) as f:
            return f.read()

    def response_xml(self, name_id, attributes=None, in_response_to=None, sign_assertion=True,
                     sign_response=False, sha1=False, audience=None, destination=None):
        """A signed `samlp:Response` (XML text) for `name_id` with `attributes` ({name: [values]})."""
        identity = attributes or {}
        nid = NameID(format=NAMEID_FORMAT_EMAILADDRESS, text=name_id)
        kwargs = {}
        if sha1:
            kwargs = {"sign_alg": SIG_RSA_SHA1, "digest_alg": DIGEST_SHA1}
        else:
            kwargs = {"sign_alg": SIG_RSA_SHA256, "digest_alg": DIGEST_SHA256}
        response = self.server.create_authn_response(
            identity, in_response_to, destination or self.callback_url, audience or self.sp_entity_id,
            name_id=nid, authn={"class_ref": saml.AUTHN_PASSWORD_PROTECTED, "authn_auth": self.entity_id},
            sign_assertion=sign_assertion, sign_response=sign_response, **kwargs)
        return str(response)

    def parse_redirect_request(self, saml_request):
        """The AuthnRequest a service provider sent through the HTTP-Redirect binding (pysaml2 inflates it)."""
        return self.server.parse_authn_request(saml_request, BINDING_HTTP_REDIRECT).message

    @staticmethod
    def post_value(xml):
        """The HTTP-POST binding's SAMLResponse value (base64 of the XML)."""
        return base64.b64encode(xml.encode()).decode()
