"""R6's peer: warm headless Chromium driven by Playwright, one page reused, a full-page PNG per document.

Chromium is Debian's (/usr/bin/chromium, no browser download), JavaScript off and every http(s) request aborted,
as webcontent blocks remote content. Usage: python r6-playwright.py OUT_DIR WIDTH FILE...
"""
import pathlib
import sys

from playwright.sync_api import sync_playwright


def main() -> int:
    out, width, files = pathlib.Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": width, "height": 800}, java_script_enabled=False)
        page = context.new_page()
        page.route("http://**/*", lambda route: route.abort())
        page.route("https://**/*", lambda route: route.abort())
        for index, name in enumerate(files):
            page.goto(pathlib.Path(name).resolve().as_uri())
            page.screenshot(path=str(out / f"{index}.png"), full_page=True)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
