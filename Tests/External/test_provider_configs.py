"""Identity-provider configurations with the real firebase-admin: `create/get/update/list/delete` of
OIDC and SAML provider configs, for the project and for a tenant (`tenant_mgt.auth_for_tenant`), exactly
as firebase-admin sends them (its v2 client, with FIREBASE_AUTH_EMULATOR_HOST pointing at Sesame in
production mode, whose admin key is the `owner` bearer firebase-admin then sends)."""

import uuid

import pytest
from firebase_admin import auth, exceptions, tenant_mgt

from test_tenants import tenant_app  # noqa: F401 (a fixture: tenant management reaching Sesame)

CERT = "MIIBsTCCARqgAwIBAgIJAKexampleexampleexample"


def unique(prefix):
    return f"{prefix}.{uuid.uuid4().hex[:10]}"


def test_oidc_provider_configs_round_trip(admin_app):
    provider_id = unique("oidc")
    created = auth.create_oidc_provider_config(
        provider_id, client_id="acme-client", issuer="https://idp.acme.test", display_name="Acme",
        enabled=True, app=admin_app)
    assert created.provider_id == provider_id
    assert created.client_id == "acme-client"
    assert created.issuer == "https://idp.acme.test"
    assert created.enabled is True
    assert created.id_token_response_type is True
    assert created.code_response_type is False
    with pytest.raises(exceptions.InvalidArgumentError, match="CONFIGURATION_EXISTS"):
        auth.create_oidc_provider_config(
            provider_id, client_id="acme-client", issuer="https://idp.acme.test", app=admin_app)

    updated = auth.update_oidc_provider_config(
        provider_id, code_response_type=True, id_token_response_type=False, client_secret="s3cret",
        display_name=auth.DELETE_ATTRIBUTE, app=admin_app)
    assert updated.code_response_type is True
    assert updated.id_token_response_type is False
    assert updated.client_secret == "s3cret"
    assert updated.display_name is None
    assert auth.get_oidc_provider_config(provider_id, app=admin_app).client_secret == "s3cret"

    others = [unique("oidc") for _ in range(3)]
    for other in others:
        auth.create_oidc_provider_config(other, client_id="c", issuer="https://i.test", app=admin_app)
    first = auth.list_oidc_provider_configs(max_results=2, app=admin_app)
    assert len(first.provider_configs) == 2
    assert first.has_next_page
    listed = {config.provider_id for config in first.iterate_all()}
    assert {provider_id, *others} <= listed

    auth.delete_oidc_provider_config(provider_id, app=admin_app)
    with pytest.raises(auth.ConfigurationNotFoundError):
        auth.get_oidc_provider_config(provider_id, app=admin_app)


def test_saml_provider_configs_round_trip(admin_app):
    provider_id = unique("saml")
    created = auth.create_saml_provider_config(
        provider_id, idp_entity_id="https://okta.test/entity", sso_url="https://okta.test/sso",
        x509_certificates=[CERT], rp_entity_id="sesame-sp",
        callback_url="https://app.test/__/auth/handler", display_name="Okta", enabled=True, app=admin_app)
    assert created.idp_entity_id == "https://okta.test/entity"
    assert created.x509_certificates == [CERT]
    assert created.rp_entity_id == "sesame-sp"
    assert created.callback_url == "https://app.test/__/auth/handler"

    updated = auth.update_saml_provider_config(
        provider_id, x509_certificates=[CERT + "b", CERT + "c"], enabled=False, app=admin_app)
    assert updated.x509_certificates == [CERT + "b", CERT + "c"]
    assert updated.sso_url == "https://okta.test/sso"
    assert updated.enabled is False
    assert provider_id in {c.provider_id for c in auth.list_saml_provider_configs(app=admin_app).iterate_all()}
    auth.delete_saml_provider_config(provider_id, app=admin_app)
    with pytest.raises(auth.ConfigurationNotFoundError):
        auth.get_saml_provider_config(provider_id, app=admin_app)


def test_tenant_provider_configs_stay_in_their_tenant(tenant_app):
    tenant = tenant_mgt.create_tenant(display_name="Oidc-Co", app=tenant_app)
    client = tenant_mgt.auth_for_tenant(tenant.tenant_id, app=tenant_app)
    provider_id = unique("oidc")
    client.create_oidc_provider_config(provider_id, client_id="t-client", issuer="https://t.test", enabled=True)
    assert client.get_oidc_provider_config(provider_id).client_id == "t-client"
    with pytest.raises(auth.ConfigurationNotFoundError):
        auth.get_oidc_provider_config(provider_id, app=tenant_app)
    tenant_mgt.delete_tenant(tenant.tenant_id, app=tenant_app)
    with pytest.raises(tenant_mgt.TenantNotFoundError):
        client.get_oidc_provider_config(provider_id)
