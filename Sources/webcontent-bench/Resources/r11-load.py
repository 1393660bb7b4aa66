"""R11's client, the same for both sides: CLIENTS threads post documents to URL, each on its own connection.

Requests go round the FILES until REQUESTS were sent; every answer is read whole. Prints one JSON object:
{"seconds": wall time of the whole run, "latencies": [seconds per request], "statuses": {status: count}}.
A connection error counts as status 0. With R11_TOKEN set, each request carries it as a bearer token.
Usage: python r11-load.py URL CLIENTS REQUESTS FILE...
"""
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse


def main() -> int:
    url, clients, total, files = urllib.parse.urlsplit(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    bodies = [open(name, "rb").read() for name in files]
    path = url.path + ("?" + url.query if url.query else "")
    lock = threading.Lock()
    state = {"next": 0}
    latencies: list = []
    statuses: dict = {}
    headers = {"Content-Type": "text/html"}
    if os.environ.get("R11_TOKEN"):
        headers["Authorization"] = "Bearer " + os.environ["R11_TOKEN"]

    def client() -> None:
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=300)
        while True:
            with lock:
                index = state["next"]
                state["next"] += 1
            if index >= total:
                break
            start = time.monotonic()
            try:
                connection.request("POST", path, body=bodies[index % len(bodies)], headers=headers)
                response = connection.getresponse()
                response.read()
                status = response.status
            except (OSError, http.client.HTTPException):
                connection.close()
                connection = http.client.HTTPConnection(url.hostname, url.port, timeout=300)
                status = 0
            with lock:
                latencies.append(time.monotonic() - start)
                statuses[status] = statuses.get(status, 0) + 1
        connection.close()

    start = time.monotonic()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(json.dumps({"seconds": time.monotonic() - start, "latencies": latencies, "statuses": statuses}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
