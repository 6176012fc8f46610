"""GitHub, Facebook and Microsoft sign-in in production mode, through Firebase's REST `signInWithIdp`,
against loopback stand-ins of the providers' own APIs (`oauth_provider_apis`) that `sesame serve`
reaches through its `--github-api-url`, `--github-oauth-url`, `--facebook-graph-url` and
`--microsoft-jwks-url` settings. The
apps' client ids and secrets are `defaultSupportedIdpConfigs` entries an admin stored over the v2 API.
What the server answered and recorded is read back with `accounts:lookup` and firebase-admin."""

import json
import urllib.parse
import uuid

import firebase_admin
import pytest
import requests
from firebase_admin import auth

from conftest import admin_app_for
from oauth_provider_apis import OAuthProviderAPIs
from sesame_process import ADMIN_KEY, API_KEY, PROJECT_ID

GITHUB_APP = ("Iv1.external0github", "github-external-secret")
FACEBOOK_APP = ("1500000000000001", "facebook-external-secret")
MICROSOFT_CLIENT = "00000000-1111-2222-3333-external0ms"
MICROSOFT_SECRET = "microsoft-external-secret"


@pytest.fixture
def apis():
    stand_ins = OAuthProviderAPIs(GITHUB_APP, FACEBOOK_APP, (MICROSOFT_CLIENT, MICROSOFT_SECRET))
    yield stand_ins
    stand_ins.close()


@pytest.fixture
def social_server(servers, apis):
    server = servers.start("--no-rate-limits", *apis.server_flags())
    for provider_id, (client_id, secret) in [
            ("github.com", GITHUB_APP), ("facebook.com", FACEBOOK_APP), ("microsoft.com", (MICROSOFT_CLIENT, MICROSOFT_SECRET))]:
        configure(server, provider_id, {"enabled": True, "clientId": client_id, "clientSecret": secret})
    return server


@pytest.fixture
def admin(social_server, monkeypatch):
    app = admin_app_for(social_server, monkeypatch)
    yield app
    firebase_admin.delete_app(app)


def configure(server, provider_id, fields, method="POST"):
    base = f"{server.base_url}/identitytoolkit.googleapis.com/v2/projects/{PROJECT_ID}/defaultSupportedIdpConfigs"
    if method == "POST":
        url, params = base, {"idpId": provider_id}
    else:
        url, params = f"{base}/{provider_id}", {"updateMask": ",".join(fields)}
    reply = requests.request(method, url, params=params, json=fields,
                             headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=30)
    assert reply.status_code == 200, reply.text
    return reply.json()


def call(server, rpc, body):
    return requests.post(f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:{rpc}",
                         params={"key": API_KEY}, json=body, timeout=30)


def sign_in(server, post_body, id_token=None):
    body = {"requestUri": "http://localhost", "postBody": post_body, "returnSecureToken": True,
            "returnIdpCredential": True}
    if id_token:
        body["idToken"] = id_token
    return call(server, "signInWithIdp", body)


def error_message(reply):
    return reply.json()["error"]["message"]


def provider_info(server, id_token, provider_id):
    users = call(server, "lookup", {"idToken": id_token}).json()["users"]
    return next(info for info in users[0]["providerUserInfo"] if info["providerId"] == provider_id)


def github_user(login="octo"):
    number = uuid.uuid4().int % 10**9
    return {"id": number, "login": f"{login}{number}", "name": "Octo Cat", "avatar_url": "https://avatars.test/o.png"}


def test_github_signs_in_with_the_users_profile_and_githubs_verified_flag(social_server, apis, admin):
    user = github_user()
    email = f"{user['login']}@example.com"
    token = apis.github_token(user, [
        {"email": f"old-{email}", "primary": False, "verified": True},
        {"email": email, "primary": True, "verified": True}])
    reply = sign_in(social_server, f"providerId=github.com&access_token={token}")
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["providerId"] == "github.com"
    assert body["federatedId"] == str(user["id"])
    assert body["email"] == email and body["emailVerified"] is True
    assert body["screenName"] == user["login"] and body["displayName"] == "Octo Cat"
    assert json.loads(body["rawUserInfo"]) == user
    assert body["oauthAccessToken"] == token
    assert body["isNewUser"] is True
    info = provider_info(social_server, body["idToken"], "github.com")
    assert info["federatedId"] == str(user["id"]) and info["rawId"] == str(user["id"])
    assert info["email"] == email and info["screenName"] == user["login"]
    assert info["photoUrl"] == user["avatar_url"]
    record = auth.get_user(body["localId"], app=admin)
    assert record.email_verified is True
    assert [(p.provider_id, p.uid) for p in record.provider_data] == [("github.com", str(user["id"]))]
    assert "/github/applications/Iv1.external0github/token" in apis.paths

    # A primary address GitHub has not verified stays unverified.
    other = github_user("unverified")
    unverified = sign_in(social_server, "providerId=github.com&access_token=" + apis.github_token(
        other, [{"email": f"{other['login']}@example.com", "primary": True, "verified": False}]))
    assert unverified.status_code == 200, unverified.text
    assert unverified.json()["emailVerified"] is False


def test_github_links_to_the_signed_in_account(social_server, apis, admin):
    email = f"linker-{uuid.uuid4().hex[:8]}@example.com"
    signed_up = call(social_server, "signUp", {"email": email, "password": "correct horse 1", "returnSecureToken": True})
    assert signed_up.status_code == 200, signed_up.text
    user = github_user()
    token = apis.github_token(user, [{"email": f"{user['login']}@example.com", "primary": True, "verified": True}])
    linked = sign_in(social_server, f"providerId=github.com&access_token={token}", id_token=signed_up.json()["idToken"])
    assert linked.status_code == 200, linked.text
    assert linked.json()["localId"] == signed_up.json()["localId"]
    record = auth.get_user(signed_up.json()["localId"], app=admin)
    assert {p.provider_id for p in record.provider_data} == {"password", "github.com"}
    assert record.email == email
    # The GitHub identity now signs in to that account, and cannot be linked to a second one.
    again = sign_in(social_server, f"providerId=github.com&access_token={token}")
    assert again.json()["localId"] == signed_up.json()["localId"]
    second = call(social_server, "signUp", {"email": "x" + email, "password": "correct horse 1", "returnSecureToken": True})
    taken = sign_in(social_server, f"providerId=github.com&access_token={token}", id_token=second.json()["idToken"])
    # With returnIdpCredential Firebase answers 200 with `errorMessage` and the credential, no session.
    assert taken.status_code == 200, taken.text
    assert taken.json()["errorMessage"].startswith("FEDERATED_USER_ID_ALREADY_LINKED")
    assert "idToken" not in taken.json() and taken.json()["oauthAccessToken"] == token
    assert [p.provider_id for p in auth.get_user(second.json()["localId"], app=admin).provider_data] == ["password"]


def test_github_refusals(social_server, apis):
    user = github_user()
    emails = [{"email": f"{user['login']}@example.com", "primary": True, "verified": True}]
    cases = {
        "unknown token": "gho_" + uuid.uuid4().hex,
        "another app's token": apis.github_token(user, emails, client_id="Iv1.someone-else"),
    }
    revoked = apis.github_token(user, emails)
    apis.revoke(revoked)
    cases["revoked token"] = revoked
    for name, token in cases.items():
        reply = sign_in(social_server, f"providerId=github.com&access_token={token}")
        assert reply.status_code == 400, name
        assert error_message(reply).startswith("INVALID_IDP_RESPONSE"), (name, reply.text)

    # GitHub answers 401 to the app's own credentials when the stored secret is wrong.
    good = apis.github_token(user, emails)
    configure(social_server, "github.com", {"clientSecret": "not-the-secret"}, method="PATCH")
    refused = sign_in(social_server, f"providerId=github.com&access_token={good}")
    assert error_message(refused).startswith("INVALID_IDP_RESPONSE"), refused.text
    configure(social_server, "github.com", {"enabled": False}, method="PATCH")
    disabled = sign_in(social_server, f"providerId=github.com&access_token={good}")
    assert disabled.status_code == 400
    assert error_message(disabled).startswith("OPERATION_NOT_ALLOWED"), disabled.text
    with open(social_server.log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    assert good not in text and GITHUB_APP[1] not in text


def test_facebook_signs_in_and_its_email_counts_as_unverified(social_server, apis, admin):
    person = {"id": str(uuid.uuid4().int % 10**15), "name": "Fay Book",
              "email": f"fay-{uuid.uuid4().hex[:8]}@example.com",
              "picture": {"data": {"url": "https://graph.test/fay.jpg", "is_silhouette": False}}}
    token = apis.facebook_token(person)
    reply = sign_in(social_server, f"providerId=facebook.com&access_token={token}")
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["federatedId"] == person["id"]
    assert body["email"] == person["email"]
    assert body["emailVerified"] is False  # Firebase does not trust Facebook's addresses
    assert body["displayName"] == "Fay Book" and body["photoUrl"] == "https://graph.test/fay.jpg"
    assert json.loads(body["rawUserInfo"])["id"] == person["id"]
    info = provider_info(social_server, body["idToken"], "facebook.com")
    assert info["federatedId"] == person["id"] and info["email"] == person["email"]
    assert auth.get_user(body["localId"], app=admin).email_verified is False
    assert any(path.startswith("/facebook/me?fields=") for path in apis.paths)

    # An existing account with that address is not taken over by an unverified address.
    owner_email = f"owner-{uuid.uuid4().hex[:8]}@example.com"
    owner = auth.create_user(email=owner_email, password="correct horse 1", email_verified=True, app=admin)
    claimant = dict(person, id=str(uuid.uuid4().int % 10**15), email=owner_email)
    confirm = sign_in(social_server, "providerId=facebook.com&access_token=" + apis.facebook_token(claimant))
    assert confirm.status_code == 200, confirm.text
    assert confirm.json()["needConfirmation"] is True and "idToken" not in confirm.json()
    assert [p.provider_id for p in auth.get_user(owner.uid, app=admin).provider_data] == ["password"]


def test_facebook_refusals(social_server, apis):
    person = {"id": "1234567", "name": "Gus", "email": "gus@example.com"}
    for name, token in {"another app's token": apis.facebook_token(person, app_id="999"),
                        "unknown token": "EAAB" + uuid.uuid4().hex}.items():
        reply = sign_in(social_server, f"providerId=facebook.com&access_token={token}")
        assert reply.status_code == 400, name
        assert error_message(reply).startswith("INVALID_IDP_RESPONSE"), (name, reply.text)
    configure(social_server, "facebook.com", {"clientSecret": "wrong"}, method="PATCH")
    wrong_secret = sign_in(social_server, "providerId=facebook.com&access_token=" + apis.facebook_token(person))
    assert error_message(wrong_secret).startswith("INVALID_IDP_RESPONSE"), wrong_secret.text


def test_microsoft_id_tokens_sign_in_and_forgeries_do_not(social_server, apis, admin):
    sub = uuid.uuid4().hex
    token = apis.microsoft_id_token(sub, "tenant-contoso", MICROSOFT_CLIENT, email="mo@contoso.test")
    reply = sign_in(social_server, f"providerId=microsoft.com&id_token={token}")
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["federatedId"] == sub
    assert body["email"] == "mo@contoso.test" and body["emailVerified"] is False
    assert json.loads(body["rawUserInfo"])["tid"] == "tenant-contoso"
    assert provider_info(social_server, body["idToken"], "microsoft.com")["rawId"] == sub
    assert "/microsoft/keys" in apis.paths
    forged = {
        "another client": apis.microsoft_id_token(sub, "tenant-contoso", "someone-else"),
        "another tenant's issuer": apis.microsoft_id_token(sub, "tenant-contoso", MICROSOFT_CLIENT,
                                                           issuer_tid="tenant-evil"),
        "an access token instead": None,
    }
    for name, forgery in forged.items():
        post_body = (f"providerId=microsoft.com&id_token={forgery}" if forgery
                     else "providerId=microsoft.com&access_token=opaque")
        refused = sign_in(social_server, post_body)
        assert refused.status_code == 400, name
        assert error_message(refused).startswith("INVALID_IDP_RESPONSE"), (name, refused.text)


def test_providers_not_configured_or_disabled_are_not_allowed(servers, apis):
    server = servers.start("--no-rate-limits", *apis.server_flags())
    token = apis.github_token(github_user(), [])
    for provider_id, post_body in [("github.com", f"access_token={token}"), ("facebook.com", "access_token=x"),
                                   ("microsoft.com", "id_token=x.y.z")]:
        reply = sign_in(server, f"providerId={provider_id}&{post_body}")
        assert reply.status_code == 400, provider_id
        assert error_message(reply).startswith("OPERATION_NOT_ALLOWED"), (provider_id, reply.text)
    configure(server, "facebook.com", {"enabled": False, "clientId": FACEBOOK_APP[0], "clientSecret": FACEBOOK_APP[1]})
    disabled = sign_in(server, "providerId=facebook.com&access_token=" + apis.facebook_token({"id": "1"}))
    assert error_message(disabled).startswith("OPERATION_NOT_ALLOWED"), disabled.text
    assert not [path for path in apis.paths if path.startswith(("/github/", "/facebook/"))]


REDIRECT = "https://app.example.test/__/auth/handler"


def start_redirect(server, provider_id):
    started = call(server, "createAuthUri", {"providerId": provider_id, "continueUri": REDIRECT})
    assert started.status_code == 200, started.text
    url = urllib.parse.urlsplit(started.json()["authUri"])
    return started.json()["sessionId"], url, dict(urllib.parse.parse_qsl(url.query))


def finish_redirect(server, provider_id, session_id, code, state):
    return call(server, "signInWithIdp", {
        "requestUri": f"{REDIRECT}?code={code}&state={state}", "sessionId": session_id,
        "postBody": f"providerId={provider_id}", "returnSecureToken": True, "returnIdpCredential": True})


def test_github_and_facebook_redirects_started_by_create_auth_uri_sign_in_once(social_server, apis):
    session_id, url, query = start_redirect(social_server, "github.com")
    assert f"{url.scheme}://{url.netloc}{url.path}" == apis.base_url + "/github-oauth/authorize"
    assert query["client_id"] == GITHUB_APP[0] and query["redirect_uri"] == REDIRECT
    assert query["scope"] == "user:email" and len(query["state"]) >= 20
    user = github_user("redirect")
    token = apis.github_token(user, [{"email": f"{user['login']}@example.com", "primary": True, "verified": True}])
    code = apis.authorization_code(token, GITHUB_APP[0], REDIRECT)
    reply = finish_redirect(social_server, "github.com", session_id, code, query["state"])
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == str(user["id"]) and reply.json()["oauthAccessToken"] == token
    assert reply.json()["emailVerified"] is True
    # The session is used up; the code too, even in a new session.
    again = finish_redirect(social_server, "github.com", session_id, code, query["state"])
    assert error_message(again).startswith("INVALID_IDP_RESPONSE"), again.text
    session_id, _, query = start_redirect(social_server, "github.com")
    reused = finish_redirect(social_server, "github.com", session_id, code, query["state"])
    assert error_message(reused).startswith("INVALID_IDP_RESPONSE"), reused.text
    # A forged state ends the session before any exchange; a code issued to another app is refused.
    session_id, _, query = start_redirect(social_server, "github.com")
    exchanges = apis.paths.count("/github-oauth/access_token")
    forged = finish_redirect(social_server, "github.com", session_id,
                             apis.authorization_code(token, GITHUB_APP[0], REDIRECT), "forged")
    assert error_message(forged).startswith("INVALID_IDP_RESPONSE"), forged.text
    assert apis.paths.count("/github-oauth/access_token") == exchanges
    session_id, _, query = start_redirect(social_server, "github.com")
    foreign = finish_redirect(social_server, "github.com", session_id,
                              apis.authorization_code(token, "Iv1.someone-else", REDIRECT), query["state"])
    assert error_message(foreign).startswith("INVALID_IDP_RESPONSE"), foreign.text

    session_id, url, query = start_redirect(social_server, "facebook.com")
    assert url.netloc == "www.facebook.com" and query["client_id"] == FACEBOOK_APP[0]
    person = {"id": str(uuid.uuid4().int % 10**15), "name": "Red Irect", "email": "red@example.com"}
    fb_token = apis.facebook_token(person)
    code = apis.authorization_code(fb_token, FACEBOOK_APP[0], REDIRECT)
    reply = finish_redirect(social_server, "facebook.com", session_id, code, query["state"])
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == person["id"] and reply.json()["oauthAccessToken"] == fb_token
    with open(social_server.log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    assert code not in text and fb_token not in text and FACEBOOK_APP[1] not in text


def test_a_microsoft_redirect_exchanges_its_code_for_an_id_token_with_the_sessions_nonce(social_server, apis):
    session_id, url, query = start_redirect(social_server, "microsoft.com")
    assert f"{url.scheme}://{url.netloc}{url.path}" == apis.base_url + "/microsoft-login/authorize"
    assert query["client_id"] == MICROSOFT_CLIENT and query["response_type"] == "code"
    assert query["scope"] == "openid email profile" and len(query["nonce"]) >= 20
    sub = uuid.uuid4().hex
    id_token = apis.microsoft_id_token(sub, "tenant-contoso", MICROSOFT_CLIENT, nonce=query["nonce"])
    code = apis.authorization_code(id_token, MICROSOFT_CLIENT, REDIRECT)
    reply = finish_redirect(social_server, "microsoft.com", session_id, code, query["state"])
    assert reply.status_code == 200, reply.text
    assert reply.json()["federatedId"] == sub and reply.json()["oauthIdToken"] == id_token
    assert reply.json()["oauthAccessToken"].startswith("ms-at-")
    # An ID token minted for another request's nonce is refused, and so is a used code.
    session_id, _, query = start_redirect(social_server, "microsoft.com")
    other = apis.microsoft_id_token(sub, "tenant-contoso", MICROSOFT_CLIENT, nonce="another-request")
    refused = finish_redirect(social_server, "microsoft.com", session_id,
                              apis.authorization_code(other, MICROSOFT_CLIENT, REDIRECT), query["state"])
    assert error_message(refused).startswith("MISSING_OR_INVALID_NONCE"), refused.text
    session_id, _, query = start_redirect(social_server, "microsoft.com")
    reused = finish_redirect(social_server, "microsoft.com", session_id, code, query["state"])
    assert error_message(reused).startswith("INVALID_IDP_RESPONSE"), reused.text
