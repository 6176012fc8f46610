"""Headless Chromium from Debian's `chromium` package, driven by Playwright (its own bundled browsers are
never downloaded: the system browser is launched through `executable_path`).

Only loopback is reachable from the browser: every other address goes to a closed proxy port, and the
background services a fresh profile would contact are switched off.
"""

import os
import shutil

from playwright.sync_api import sync_playwright

CHROMIUM_ARGS = [
    "--proxy-server=http://127.0.0.1:9",  # anything but loopback (bypassed implicitly) goes nowhere
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
]

# README screenshots are made at this width (desktop) and at a phone's.
DESKTOP = {"width": 800, "height": 600}
PHONE = {"width": 390, "height": 780}


def chromium_path():
    path = os.environ.get("SESAME_CHROMIUM") or shutil.which("chromium")
    if not path:
        raise RuntimeError("Debian's chromium is missing; scripts/install-deps --test installs it")
    return path


def artifacts_dir():
    """Where the screenshots go: SESAME_SCREENSHOTS, else .build/test-artifacts/web-pages."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = os.environ.get("SESAME_SCREENSHOTS") or os.path.join(root, ".build", "test-artifacts", "web-pages")
    os.makedirs(path, exist_ok=True)
    return path


class Browser:
    """One Chromium for a test module; `page()` opens a fresh context (own cookies) each time."""

    def __init__(self):
        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        self._contexts = []

    def page(self, viewport=DESKTOP, locale="en-US", javascript=True):
        context = self._browser.new_context(viewport=viewport, locale=locale, java_script_enabled=javascript)
        context.set_default_timeout(30_000)  # hang guard per action, not a speed check
        self._contexts.append(context)
        return context.new_page()

    def close(self):
        for context in self._contexts:
            context.close()
        self._browser.close()
        self._playwright.stop()


def screenshot(page, name, full_page=True):
    """Saves the page (the whole page, or what the window shows) as NAME.png among the test artifacts."""
    page.screenshot(path=os.path.join(artifacts_dir(), f"{name}.png"), full_page=full_page)
