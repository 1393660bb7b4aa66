"""R11's peer: a warm headless Chromium behind HTTP, as people run one for bulk rendering (Gotenberg, browserless).

POST any path with an HTML body: a full-page PNG at WIDTH, JavaScript off and every http(s) request aborted, as
webcontent serve renders untrusted content. PAGES pages render side by side (webcontent serve --jobs); more
requests wait for a page. Chromium is Debian's (/usr/bin/chromium), driven by Playwright from PyPI.
Usage: python r11-playwright-server.py PAGES WIDTH; prints "listening PORT" once the pages are open.
"""
import asyncio
import http.server
import sys
import threading

from playwright.async_api import async_playwright


class Renderer:
    def __init__(self, pages: int, width: int) -> None:
        self.pages, self.width = pages, width
        self.loop = asyncio.new_event_loop()

    async def start(self) -> None:
        self.playwright = await async_playwright().start()
        self.browser = await self.playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = await self.browser.new_context(
            viewport={"width": self.width, "height": 800}, java_script_enabled=False)
        self.pool: asyncio.Queue = asyncio.Queue()
        for _ in range(self.pages):
            page = await context.new_page()
            await page.route("http://**/*", lambda route: route.abort())
            await page.route("https://**/*", lambda route: route.abort())
            self.pool.put_nowait(page)

    async def render(self, html: str) -> bytes:
        page = await self.pool.get()
        try:
            await page.set_content(html, wait_until="load")
            return await page.screenshot(full_page=True)
        finally:
            self.pool.put_nowait(page)

    def run_forever(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()


def main() -> int:
    renderer = Renderer(int(sys.argv[1]), int(sys.argv[2]))
    threading.Thread(target=renderer.run_forever, daemon=True).start()
    asyncio.run_coroutine_threadsafe(renderer.start(), renderer.loop).result()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            html = body.decode("utf-8", "replace")
            try:
                png = asyncio.run_coroutine_threadsafe(renderer.render(html), renderer.loop).result()
                status, kind = 200, "image/png"
            except Exception as error:  # noqa: BLE001 - any failure is this request's 500
                png, status, kind = str(error).encode(), 500, "text/plain"
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(png)))
            self.end_headers()
            self.wfile.write(png)

        def log_message(self, *arguments) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(f"listening {server.server_address[1]}", flush=True)
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
