"""Tenants with the real firebase-admin: `tenant_mgt` create/get/update/list/delete, a tenant-scoped
user created through `auth_for_tenant`, a REST sign-in in that tenant whose ID token the tenant-aware
client's `verify_id_token` accepts on its production code path (RS256 against Sesame's certificates),
one address in two tenants, and a token of one tenant refused by the other.

`tenant_mgt` ignores FIREBASE_AUTH_EMULATOR_HOST: its base URL is the class attribute
`_TenantManagementService.TENANT_MGT_URL` (`https://identitytoolkit.googleapis.com/v2`), read when the
app's tenant service is first built, and it sends the app's credential. So the test sets that attribute
to Sesame's `/identitytoolkit.googleapis.com/v2` and gives the app a credential whose bearer is the
server's admin key, as the README says."""

import itertools

import firebase_admin
import google.auth.credentials
import pytest
import requests
from firebase_admin import auth, tenant_mgt

from ios_client import error_code
from sesame_process import ADMIN_KEY, API_KEY, PROJECT_ID

X509_PATH = "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
V1 = "/identitytoolkit.googleapis.com/v1/accounts:"
_names = itertools.count()


class AdminKeyCredentials(google.auth.credentials.Credentials):
    """A credential whose bearer is the server's admin key (`--admin-key`); nothing to refresh."""

    def __init__(self):
        super().__init__()
        self.token = ADMIN_KEY

    def refresh(self, request):
        pass


def new_app():
    return firebase_admin.initialize_app(
        AdminKeyCredentials(), options={"projectId": PROJECT_ID}, name=f"tenants-{next(_names)}")


@pytest.fixture
def tenant_app(server, monkeypatch):
    """An app whose tenant management and (through FIREBASE_AUTH_EMULATOR_HOST) tenant user
    management reach the shared production-mode server."""
    monkeypatch.setattr(
        tenant_mgt._TenantManagementService, "TENANT_MGT_URL",
        server.base_url + "/identitytoolkit.googleapis.com/v2")
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", server.host_port)
    app = new_app()
    yield app
    firebase_admin.delete_app(app)


@pytest.fixture
def verifying(server, monkeypatch):
    """Returns `for_tenant(tenant_id)`: a tenant client on firebase-admin's production path (no
    emulator variable: signatures checked) reading Sesame's x509 certificates."""
    apps = []

    def for_tenant(tenant_id):
        monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST", raising=False)
        app = new_app()
        apps.append(app)
        client = tenant_mgt.auth_for_tenant(tenant_id, app=app)
        assert not client.emulated
        monkeypatch.setattr(
            client._token_verifier.id_token_verifier, "cert_url", server.base_url + X509_PATH)
        return client

    yield for_tenant
    for app in apps:
        firebase_admin.delete_app(app)


def rest(server, operation, body):
    return requests.post(server.base_url + V1 + operation, params={"key": API_KEY}, json=body, timeout=30)


def sign_in(server, tenant_id, email, password):
    reply = rest(server, "signInWithPassword", {
        "email": email, "password": password, "returnSecureToken": True, "tenantId": tenant_id})
    assert reply.status_code == 200, reply.text
    return reply.json()


def test_tenant_mgt_round_trip(tenant_app):
    created = tenant_mgt.create_tenant("Round-Trip", allow_password_sign_up=True, app=tenant_app)
    assert created.display_name == "Round-Trip"
    assert created.tenant_id.startswith("round-trip-")
    assert created.allow_password_sign_up is True
    # Firebase's default: off unless set.
    assert created.enable_email_link_sign_in is False
    fetched = tenant_mgt.get_tenant(created.tenant_id, app=tenant_app)
    assert (fetched.tenant_id, fetched.display_name) == (created.tenant_id, "Round-Trip")

    updated = tenant_mgt.update_tenant(
        created.tenant_id, display_name="Renamed", enable_email_link_sign_in=True, app=tenant_app)
    assert updated.display_name == "Renamed"
    assert updated.enable_email_link_sign_in is True
    assert updated.allow_password_sign_up is True

    others = [tenant_mgt.create_tenant(f"Other-{n}", app=tenant_app).tenant_id for n in range(3)]
    page = tenant_mgt.list_tenants(max_results=2, app=tenant_app)
    assert len(page.tenants) == 2
    assert page.has_next_page
    listed = [tenant.tenant_id for tenant in page.iterate_all()]
    for tenant_id in [created.tenant_id] + others:
        assert tenant_id in listed
    assert listed == sorted(listed)

    tenant_mgt.delete_tenant(created.tenant_id, app=tenant_app)
    with pytest.raises(tenant_mgt.TenantNotFoundError):
        tenant_mgt.get_tenant(created.tenant_id, app=tenant_app)
    with pytest.raises(tenant_mgt.TenantNotFoundError):
        tenant_mgt.delete_tenant(created.tenant_id, app=tenant_app)
    for tenant_id in others:
        tenant_mgt.delete_tenant(tenant_id, app=tenant_app)


def test_a_tenant_user_signs_in_and_its_token_verifies_with_the_tenant(server, tenant_app, verifying):
    tenant = tenant_mgt.create_tenant("Verified-Co", allow_password_sign_up=True, app=tenant_app)
    client = tenant_mgt.auth_for_tenant(tenant.tenant_id, app=tenant_app)
    user = client.create_user(email="ada@example.com", password="correct horse")
    assert user.tenant_id == tenant.tenant_id
    assert client.get_user_by_email("ada@example.com").uid == user.uid

    session = sign_in(server, tenant.tenant_id, "ada@example.com", "correct horse")
    assert session["localId"] == user.uid
    claims = verifying(tenant.tenant_id).verify_id_token(session["idToken"])
    assert claims["uid"] == user.uid
    assert claims["firebase"]["tenant"] == tenant.tenant_id
    assert claims["firebase"]["sign_in_provider"] == "password"

    # Without the tenant the address is unknown: the tenant's accounts are its own.
    outside = rest(server, "signInWithPassword", {"email": "ada@example.com", "password": "correct horse"})
    assert outside.status_code == 400
    assert error_code(outside) in ("INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND")
    tenant_mgt.delete_tenant(tenant.tenant_id, app=tenant_app)


def test_one_address_in_two_tenants_and_a_cross_tenant_token_refused(server, tenant_app, verifying):
    first = tenant_mgt.create_tenant("First-Co", allow_password_sign_up=True, app=tenant_app)
    second = tenant_mgt.create_tenant("Second-Co", allow_password_sign_up=True, app=tenant_app)
    uids = {}
    for tenant, password in ((first, "first password"), (second, "second password")):
        client = tenant_mgt.auth_for_tenant(tenant.tenant_id, app=tenant_app)
        uids[tenant.tenant_id] = client.create_user(email="grace@example.com", password=password).uid
    assert uids[first.tenant_id] != uids[second.tenant_id]
    # The second tenant's address is taken there, not in the first.
    with pytest.raises(auth.EmailAlreadyExistsError):
        tenant_mgt.auth_for_tenant(second.tenant_id, app=tenant_app).create_user(
            email="grace@example.com", password="third password")

    token = sign_in(server, first.tenant_id, "grace@example.com", "first password")["idToken"]
    assert verifying(first.tenant_id).verify_id_token(token)["uid"] == uids[first.tenant_id]
    with pytest.raises(tenant_mgt.TenantIdMismatchError):
        verifying(second.tenant_id).verify_id_token(token)
    # The server refuses it in the other tenant too; a lookup naming no tenant takes the token's.
    refused = rest(server, "lookup", {"idToken": token, "tenantId": second.tenant_id})
    assert refused.status_code == 400
    assert error_code(refused) == "TENANT_ID_MISMATCH"
    unnamed = rest(server, "lookup", {"idToken": token})
    assert unnamed.status_code == 200, unnamed.text
    assert unnamed.json()["users"][0]["localId"] == uids[first.tenant_id]
    # Each tenant's password signs in to its own account only.
    assert sign_in(server, second.tenant_id, "grace@example.com", "second password")["localId"] == \
        uids[second.tenant_id]
    wrong = rest(server, "signInWithPassword", {
        "email": "grace@example.com", "password": "first password", "tenantId": second.tenant_id})
    assert wrong.status_code == 400
    for tenant in (first, second):
        tenant_mgt.delete_tenant(tenant.tenant_id, app=tenant_app)


def test_a_request_naming_an_unknown_tenant_is_refused(server, tenant_app):
    reply = rest(server, "signUp", {
        "email": "lin@example.com", "password": "secret-1", "tenantId": "no-such-tenant"})
    assert reply.status_code == 400
    assert error_code(reply) == "TENANT_NOT_FOUND"
    with pytest.raises(tenant_mgt.TenantNotFoundError):
        tenant_mgt.auth_for_tenant("no-such-tenant", app=tenant_app).get_user_by_email("lin@example.com")
