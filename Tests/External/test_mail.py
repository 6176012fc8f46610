"""Mail as people receive it: every kind the server sends (password reset, e-mail verification, e-mail
change and its recovery, e-mail link sign-in), in English and Korean, delivered over SMTP to a real
listener on loopback (aiosmtpd) and read back with Python's `email` package: a multipart/alternative
message whose text and HTML parts both say what was asked in the request's language, with the display
name's markup escaped in the HTML, the sender's display name, and a Message-ID in the sender's domain."""

import asyncio
import email
import email.policy
import re
import threading
import time
import urllib.parse

import requests
from aiosmtpd.smtp import SMTP

from ios_client import unique_email
from sesame_process import API_KEY

SENDER_NAME = "Sesame 인증"
SENDER = "auth@mail.sesame.test"
APP_NAME = "Acme Notes"
# Markup to be escaped, and a Korean name that makes English mail quoted-printable (Korean mail is base64).
DISPLAY_NAME = "<b>김</b> & co"
CONTINUE_URL = "http://localhost/finish"
# Hang guard, not a speed check: how long a mail may take to reach the listener.
MAIL_LIMIT_SECONDS = 60


class Inbox:
    """aiosmtpd's SMTP protocol on 127.0.0.1, port 0, in an event loop on its own thread."""

    def __init__(self):
        self.messages = []
        self.lock = threading.Lock()
        self.loop = asyncio.new_event_loop()
        started = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(started,), daemon=True)
        self.thread.start()
        started.wait(30)

    def _run(self, started):
        asyncio.set_event_loop(self.loop)
        self.server = self.loop.run_until_complete(
            self.loop.create_server(lambda: SMTP(self, hostname="inbox.test"), "127.0.0.1", 0))
        self.port = self.server.sockets[0].getsockname()[1]
        started.set()
        self.loop.run_forever()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), envelope.content))
        return "250 OK"

    def close(self):
        def stop():
            self.server.close()
            self.loop.stop()
        self.loop.call_soon_threadsafe(stop)
        self.thread.join(10)

    def mail_to(self, address, count=1):
        """The `count`-th message to `address`, parsed, with its envelope sender."""
        deadline = time.monotonic() + MAIL_LIMIT_SECONDS
        while True:
            with self.lock:
                found = [m for m in self.messages if address in m[1]]
            if len(found) >= count:
                sender, _, content = found[count - 1]
                return sender, email.message_from_bytes(content, policy=email.policy.default)
            assert time.monotonic() < deadline, f"hang guard: no mail to {address} in {MAIL_LIMIT_SECONDS} s"
            time.sleep(0.05)


def call(server, rpc, body, locale):
    response = requests.post(
        f"{server.base_url}/identitytoolkit.googleapis.com/v1/accounts:{rpc}?key={API_KEY}",
        json=body, headers={"X-Firebase-Locale": locale}, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()


def parts(message, locale):
    """The checks every mail passes; returns its text and HTML parts."""
    assert message.get_content_type() == "multipart/alternative"
    encodings = {part["Content-Transfer-Encoding"] for part in message.iter_parts()}
    assert encodings == {"quoted-printable" if locale == "en" else "base64"}, encodings
    text = message.get_body(("plain",)).get_content()
    html = message.get_body(("html",)).get_content()
    sender = message["From"].addresses[0]
    assert (sender.display_name, sender.addr_spec) == (SENDER_NAME, SENDER)
    assert message["Message-ID"].endswith("@mail.sesame.test>")
    assert APP_NAME in message["Subject"]
    return text, html


def link_in(text):
    links = re.findall(r"https?://\S+/__/auth/action\?\S+", text)
    assert links, text
    return links[0]


def check_language(message, text, html, locale, mode):
    hangul = re.compile("[\uac00-\ud7a3]")
    # (The display name is Korean in both languages.)
    for part in (message["Subject"], text.replace(DISPLAY_NAME, ""), html.replace("&lt;b&gt;김", "")):
        assert bool(hangul.search(part)) == (locale == "ko"), part
    assert f'<html lang="{locale}">' in html
    link = link_in(text)
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(link).query))
    assert (query["mode"], query["lang"]) == (mode, locale)
    # The HTML part links to the same code, with its ampersands escaped.
    assert f'href="{link.replace("&", "&amp;")}"' in html
    return query["oobCode"]


def check_display_name(text, html):
    assert DISPLAY_NAME in text
    assert "&lt;b&gt;김&lt;/b&gt; &amp; co" in html
    assert "<b>김" not in html


def test_every_kind_of_mail_in_english_and_korean_over_smtp(servers):
    inbox = Inbox()
    try:
        server = servers.start(
            "--no-rate-limits", "--smtp-url", f"smtp://127.0.0.1:{inbox.port}",
            "--smtp-from", f"{SENDER_NAME} <{SENDER}>", "--app-name", APP_NAME)
        for locale in ("en", "ko"):
            check_mails(server, inbox, locale)
    finally:
        inbox.close()


def check_mails(server, inbox, locale):
    address = unique_email(f"mail-{locale}")
    signed_up = call(server, "signUp", {
        "email": address, "password": "secret-pass-1", "displayName": DISPLAY_NAME,
        "returnSecureToken": True}, locale)

    call(server, "sendOobCode", {"requestType": "VERIFY_EMAIL", "idToken": signed_up["idToken"]}, locale)
    envelope_sender, message = inbox.mail_to(address)
    assert envelope_sender == SENDER
    text, html = parts(message, locale)
    check_display_name(text, html)
    code = check_language(message, text, html, locale, "verifyEmail")
    assert call(server, "update", {"oobCode": code}, locale)["emailVerified"] is True

    call(server, "sendOobCode", {"requestType": "PASSWORD_RESET", "email": address}, locale)
    _, message = inbox.mail_to(address, 2)
    text, html = parts(message, locale)
    check_display_name(text, html)
    code = check_language(message, text, html, locale, "resetPassword")
    assert call(server, "resetPassword", {"oobCode": code}, locale)["email"] == address
    assert ("1 hour" if locale == "en" else "1시간") in text

    new_address = unique_email(f"new-{locale}")
    call(server, "sendOobCode", {
        "requestType": "VERIFY_AND_CHANGE_EMAIL", "idToken": signed_up["idToken"], "newEmail": new_address},
        locale)
    _, message = inbox.mail_to(new_address)
    text, html = parts(message, locale)
    check_display_name(text, html)
    assert address in text and new_address in text
    code = check_language(message, text, html, locale, "verifyAndChangeEmail")
    assert call(server, "update", {"oobCode": code}, locale)["email"] == new_address

    # The old address hears of the change, with a link that undoes it.
    _, message = inbox.mail_to(address, 3)
    text, html = parts(message, locale)
    check_display_name(text, html)
    code = check_language(message, text, html, locale, "recoverEmail")
    assert call(server, "update", {"oobCode": code}, locale)["email"] == address

    call(server, "sendOobCode", {
        "requestType": "EMAIL_SIGNIN", "email": address, "continueUrl": CONTINUE_URL,
        "canHandleCodeInApp": True}, locale)
    _, message = inbox.mail_to(address, 4)
    text, html = parts(message, locale)
    check_display_name(text, html)
    code = check_language(message, text, html, locale, "signIn")
    signed_in = call(server, "signInWithEmailLink", {"email": address, "oobCode": code}, locale)
    assert signed_in["localId"] == signed_up["localId"]
