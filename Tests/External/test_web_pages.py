"""The pages a person meets, in a real browser (Debian's headless Chromium through Playwright): the e-mail
action page a production-mode server's mail links to, and the admin console.

The journeys run once, on the SQLite pass (the pages call the same API whatever the store is; the
Swift suites cover the pages on PostgreSQL). Each page's screenshot is saved among the test artifacts
(browser_support.artifacts_dir()); the README's pictures are these files.
"""

import http.server
import re
import threading
import urllib.parse

import pytest
import requests

from browser_support import PHONE, Browser, screenshot
from ios_client import IOSClient, error_code, unique_email
from sesame_process import ADMIN_KEY, API_KEY, PROJECT_ID, external_database

pytestmark = pytest.mark.skipif(
    external_database() is not None, reason="browser journeys run on the SQLite pass only")

PASSWORD = "old-password-1"
ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}


@pytest.fixture(scope="module")
def browser():
    chromium = Browser()
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def pages_server(session_servers):
    """A production-mode server (API key required) whose continue links may lead to app.example.com."""
    return session_servers.start("--no-rate-limits", "--authorized-domain", "app.example.com")


def admin_url(server, suffix):
    return f"{server.base_url}/identitytoolkit.googleapis.com/v1/projects/{PROJECT_ID}/accounts{suffix}"


def create_user(server, email, password=PASSWORD, **fields):
    response = requests.post(
        admin_url(server, ""), json={"email": email, "password": password, **fields}, headers=ADMIN, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()["localId"]


def lookup(server, uid):
    response = requests.post(admin_url(server, ":lookup"), json={"localId": [uid]}, headers=ADMIN, timeout=30)
    assert response.status_code == 200, response.text
    users = response.json().get("users", [])
    return users[0] if users else None


def mailed_link(server, email, request_type, **fields):
    body = {"requestType": request_type, "email": email, **fields}
    response = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode", params={"key": API_KEY},
        json=body, timeout=30)
    assert response.status_code == 200, response.text
    return server.latest_mail(email, request_type)["link"]


def with_query(link, **changes):
    parts = urllib.parse.urlsplit(link)
    query = dict(urllib.parse.parse_qsl(parts.query))
    query.update(changes)
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def set_password(page, password, confirmation=None):
    page.get_by_label("New password").fill(password)
    page.get_by_label("Confirm password").fill(password if confirmation is None else confirmation)
    page.get_by_role("button", name="Change password").click()


def test_reset_mail_leads_to_a_page_that_sets_the_new_password(pages_server, browser):
    email = unique_email("reset")
    ios = IOSClient(pages_server.base_url)
    ios.sign_up(email, PASSWORD)
    link = mailed_link(pages_server, email, "PASSWORD_RESET", continueUrl="https://app.example.com/welcome")
    assert link.startswith(pages_server.base_url + "/__/auth/action?mode=resetPassword&")
    assert f"apiKey={API_KEY}" in link

    page = browser.page()
    page.goto(link)
    assert page.title() == "Choose a new password"
    assert page.get_by_text(f"Choose a new password for {email}.").is_visible()
    assert page.get_by_text("Use at least 6 characters.").is_visible()
    screenshot(page, "reset-password")

    # The reveal toggle (the pages' one script) shows the typed password.
    page.get_by_label("New password").fill("peek-a-boo")
    page.get_by_label("Show").check()
    assert page.get_by_label("New password").get_attribute("type") == "text"

    set_password(page, "abc")
    assert page.locator("#password-error").inner_text() == "Use at least 6 characters."
    assert page.get_by_label("New password").get_attribute("aria-invalid") == "true"
    screenshot(page, "reset-password-refused")
    assert ios.sign_in(email, PASSWORD).status_code == 200

    set_password(page, "new-password-2")
    assert page.get_by_role("heading", name="Password changed").is_visible()
    assert page.get_by_role("link", name="Continue").get_attribute("href") == "https://app.example.com/welcome"
    screenshot(page, "reset-password-done")

    assert error_code(ios.sign_in(email, PASSWORD)) == "INVALID_LOGIN_CREDENTIALS"
    assert ios.sign_in(email, "new-password-2").status_code == 200

    used = browser.page()
    used.goto(link)
    assert used.get_by_role("heading", name="This link cannot be used").is_visible()
    assert used.get_by_text("This link is invalid or has already been used.").is_visible()
    assert used.locator("form").count() == 0
    screenshot(used, "link-used")


def test_without_javascript_the_reset_page_offers_no_dead_show_toggle(pages_server, browser):
    email = unique_email("nojs")
    IOSClient(pages_server.base_url).sign_up(email, PASSWORD)
    page = browser.page(viewport=PHONE, javascript=False)
    page.goto(mailed_link(pages_server, email, "PASSWORD_RESET"))
    assert page.get_by_label("New password").is_visible()
    # The toggle needs the script: without it, it must not be shown at all.
    assert page.locator("#reveal").count() == 1
    assert not page.locator("#reveal").is_visible()
    assert not page.get_by_text("Show", exact=True).is_visible()
    set_password(page, "new-password-3")
    assert page.get_by_role("heading", name="Password changed").is_visible()
    assert IOSClient(pages_server.base_url).sign_in(email, "new-password-3").status_code == 200


def test_verify_link_verifies_the_address(pages_server, browser):
    email = unique_email("verify")
    ios = IOSClient(pages_server.base_url)
    session = ios.sign_up(email, PASSWORD)
    link = mailed_link(pages_server, email, "VERIFY_EMAIL", idToken=session["idToken"])
    page = browser.page()
    page.goto(link)
    assert page.get_by_role("heading", name="E-mail address confirmed").is_visible()
    screenshot(page, "email-verified")
    assert lookup(pages_server, session["localId"])["emailVerified"] is True


def test_continue_to_an_unauthorized_host_is_not_offered(pages_server, browser):
    email = unique_email("continue")
    ios = IOSClient(pages_server.base_url)
    session = ios.sign_up(email, PASSWORD)
    authorized = mailed_link(
        pages_server, email, "VERIFY_EMAIL", idToken=session["idToken"],
        continueUrl="https://app.example.com/next")
    # Someone edits the link's continueUrl before passing it on.
    tampered = with_query(authorized, continueUrl="https://evil.example.net/phish")
    page = browser.page()
    page.goto(tampered)
    assert page.get_by_role("heading", name="E-mail address confirmed").is_visible()
    assert page.get_by_role("link", name="Continue").count() == 0
    assert "evil.example.net" not in page.content()
    unauthorized = mailed_link(
        pages_server, email, "VERIFY_EMAIL", idToken=session["idToken"], continueUrl="https://evil.example.net/")
    page.goto(unauthorized)
    assert page.get_by_role("link", name="Continue").count() == 0


def test_korean_page(pages_server, browser):
    email = unique_email("korean")
    IOSClient(pages_server.base_url).sign_up(email, PASSWORD)
    link = with_query(mailed_link(pages_server, email, "PASSWORD_RESET"), lang="ko")
    page = browser.page(viewport=PHONE, locale="ko-KR")
    page.goto(link)
    assert page.locator("html").get_attribute("lang") == "ko"
    assert page.get_by_role("heading", name="새 비밀번호 설정").is_visible()
    assert page.get_by_label("새 비밀번호", exact=True).is_visible()
    assert page.get_by_text("6자 이상 입력해 주세요.").is_visible()
    screenshot(page, "reset-password-ko-phone")
    # Without lang, Accept-Language (the browser's locale) picks Korean too.
    other = browser.page(locale="ko-KR")
    other.goto(with_query(mailed_link(pages_server, email, "PASSWORD_RESET"), lang=""))
    assert other.locator("html").get_attribute("lang") == "ko"


def sign_in_to_console(page, server, key=ADMIN_KEY):
    page.goto(server.base_url + "/console/")
    page.get_by_label("Admin key").fill(key)
    page.get_by_role("button", name="Log in").click()


def test_console_users_on_a_phone_name_every_cell(pages_server, browser):
    email = unique_email("phone-cells")
    create_user(pages_server, email)
    page = browser.page(viewport=PHONE)
    sign_in_to_console(page, pages_server)
    page.get_by_label("Search", exact=True).fill(email)
    page.get_by_role("button", name="Search").click()
    assert page.locator("tbody tr").count() == 1
    assert not page.locator("thead").is_visible()  # the table is a list on a phone
    cells = page.locator("tbody tr td")
    labels = [cells.nth(n).evaluate("td => getComputedStyle(td, '::before').content") for n in range(6)]
    assert labels == ['"E-mail: "', '"User ID: "', '"Providers: "', '"Created: "', '"Last sign-in: "', '"Status: "']
    screenshot(page, "console-users-phone")


def test_console_refuses_a_wrong_admin_key(pages_server, browser):
    page = browser.page()
    page.goto(pages_server.base_url + "/console/")
    assert page.url.endswith("/console/sign-in")
    screenshot(page, "console-sign-in")
    sign_in_to_console(page, pages_server, key="not-the-admin-key")
    assert page.get_by_text("That is not the admin key.").is_visible()
    assert page.url.endswith("/console/sign-in")
    assert "not-the-admin-key" not in page.url
    page.goto(pages_server.base_url + "/console/")
    assert page.url.endswith("/console/sign-in")


def test_console_finds_one_user_among_2000_disables_enables_and_deletes_them(pages_server, browser):
    batch = unique_email("batch").split("@")[0]
    for start in (0, 1000):
        users = [{"localId": f"{batch}-{n:04d}", "email": f"{batch}-{n:04d}@example.com"}
                 for n in range(start, start + 1000)]
        response = requests.post(admin_url(pages_server, ":batchCreate"), json={"users": users}, headers=ADMIN,
                                 timeout=120)
        assert response.status_code == 200 and "error" not in response.json(), response.text
    email = f"{batch}-target@example.com"
    uid = create_user(pages_server, email)
    ios = IOSClient(pages_server.base_url)
    assert ios.sign_in(email, PASSWORD).status_code == 200

    page = browser.page()
    sign_in_to_console(page, pages_server)
    assert page.get_by_role("heading", name="Users").is_visible()
    count = int(re.search(r"([\d,]+) accounts", page.content()).group(1).replace(",", ""))
    assert count >= 2001
    assert page.locator("tbody tr").count() == 25
    page.get_by_role("link", name="Next page").click()
    assert page.locator("tbody tr").count() == 25
    screenshot(page, "console-users", full_page=False)

    page.get_by_label("Search", exact=True).fill(f"{batch}-target")
    page.get_by_role("button", name="Search").click()
    assert page.locator("tbody tr").count() == 1
    page.get_by_role("link", name=email).click()
    assert page.get_by_role("heading", name=f"User {email}").is_visible()
    screenshot(page, "console-user")

    page.get_by_role("link", name="Disable account").click()
    assert page.get_by_text(f"Disable {email}?").is_visible()
    screenshot(page, "console-confirm")
    page.get_by_role("button", name="Disable account").click()
    assert page.get_by_text("The account is disabled.").is_visible()
    assert error_code(ios.sign_in(email, PASSWORD)) == "USER_DISABLED"

    page.get_by_role("link", name="Enable account").click()
    page.get_by_role("button", name="Enable account").click()
    assert page.get_by_text("The account is enabled.").is_visible()
    assert ios.sign_in(email, PASSWORD).status_code == 200

    page.get_by_role("link", name="Delete user").click()
    page.get_by_role("button", name="Delete user").click()
    assert page.get_by_text("The user was deleted.").is_visible()
    assert lookup(pages_server, uid) is None


def test_an_xss_display_name_renders_as_text(pages_server, browser):
    name = "<img src=x onerror=alert(1)>"
    email = unique_email("xss")
    uid = create_user(pages_server, email, displayName=name)
    page = browser.page()
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    sign_in_to_console(page, pages_server)
    page.goto(f"{pages_server.base_url}/console/users/{uid}")
    assert page.get_by_text(name, exact=True).is_visible()
    assert page.locator("img[src=x]").count() == 0
    assert page.get_by_label("Name", exact=True).input_value() == name
    page.wait_for_timeout(300)  # an onerror handler would have fired by now (a wait, not a speed check)
    assert dialogs == []


class _AttackerPage(http.server.BaseHTTPRequestHandler):
    """Another origin on loopback serving a form that posts to the console without a CSRF token."""

    target = ""

    def do_GET(self):
        body = (f'<!doctype html><form method="post" action="{self.target}">'
                '<button type="submit">Win a prize</button></form>').encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_a_cross_site_form_post_without_the_token_is_refused(pages_server, browser):
    email = unique_email("csrf")
    uid = create_user(pages_server, email)
    page = browser.page()
    sign_in_to_console(page, pages_server)

    handler = type("Attacker", (_AttackerPage,), {"target": f"{pages_server.base_url}/console/users/{uid}/disable"})
    attacker = http.server.HTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=attacker.serve_forever, daemon=True)
    thread.start()
    try:
        page.goto(f"http://127.0.0.1:{attacker.server_port}/")
        with page.expect_response(lambda response: "/disable" in response.url) as answer:
            page.get_by_role("button", name="Win a prize").click()
        assert answer.value.status == 403
        assert page.get_by_text("This form has expired or did not come from this page.").is_visible()
    finally:
        attacker.shutdown()
        thread.join(timeout=10)
    assert lookup(pages_server, uid)["disabled"] is False
    assert IOSClient(pages_server.base_url).sign_in(email, PASSWORD).status_code == 200


def test_emulator_console_shows_the_outbox_and_deletes_every_user(servers, browser):
    server = servers.start("--no-rate-limits", emulator=True)
    email = unique_email("mailbox")
    IOSClient(server.base_url, api_key="fake-api-key").sign_up(email, PASSWORD)
    requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode", params={"key": "any"},
        json={"requestType": "PASSWORD_RESET", "email": email}, timeout=30)
    page = browser.page()
    sign_in_to_console(page, server, key="owner")
    page.get_by_role("link", name="Outbox", exact=True).click()
    assert page.get_by_role("cell", name=email).is_visible()
    assert page.get_by_role("cell", name="PASSWORD_RESET").is_visible()
    screenshot(page, "console-outbox")
    assert page.get_by_role("link", name="Delete all users").count() == 0
    page.get_by_role("link", name="Users", exact=True).click()
    page.get_by_role("link", name="Delete all users").click()
    page.get_by_role("button", name="Delete all users").click()
    assert page.get_by_text("Every account was deleted.").is_visible()
    assert "No account matches." in page.content()
