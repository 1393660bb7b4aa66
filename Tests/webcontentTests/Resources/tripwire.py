"""Loopback tripwires for the egress tests: a listener per address given, each logging every request line it gets.

Arguments are addresses (127.0.0.0/8, ::1, or one a test's own network namespace holds), each optionally
`ADDRESS>TARGET`: that listener answers every request with a redirect to TARGET's listener, same path.
Prints `listening ADDRESS PORT` for each, then `ready`, then `hit ADDRESS REQUEST-LINE agent=USER-AGENT` per
request, flushed. An image's answer is an opaque magenta square of 24 px (#ff00ff, to be found in a picture: a
single pixel would be hidden as a tracking pixel); a path ending in `.html` gets a page, one ending in `.mp4` a
video's type.
Shares no code with the service: it is the witness that a load did or did not reach an address.
"""
import socket
import struct
import sys
import threading
import zlib


def square(side, rgb):
    """A PNG of one colour, written here so that nothing of the service's makes the witness's image."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + bytes(rgb) * side for _ in range(side))
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


IMAGE = ("image/png", square(24, (255, 0, 255)))
ANSWERS = {".html": ("text/html", b"<p>not an image</p>"), ".mp4": ("video/mp4", b"\x00\x00\x00\x18ftypmp42")}
lock = threading.Lock()


def say(line):
    with lock:
        print(line, flush=True)


def serve(address, sock, redirect):
    while True:
        connection, _ = sock.accept()
        try:
            connection.settimeout(5)
            lines = connection.recv(8192).split(b"\r\n")
            request = lines[0].decode("latin-1")
            agent = next((line[11:].strip().decode("latin-1") for line in lines if line.lower().startswith(b"user-agent:")), "")
            say(f"hit {address} {request} agent={agent}")
            path = request.split(" ")[1] if request.count(" ") >= 2 else "/"
            if redirect:
                target = f"[{redirect[0]}]" if ":" in redirect[0] else redirect[0]
                head = f"HTTP/1.1 302 Found\r\nLocation: http://{target}:{redirect[1]}{path}\r\nContent-Length: 0\r\n"
                connection.sendall((head + "Connection: close\r\n\r\n").encode())
            else:
                kind, body = next((answer for end, answer in ANSWERS.items() if path.endswith(end)), IMAGE)
                head = f"HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {len(body)}\r\n"
                connection.sendall((head + "Connection: close\r\n\r\n").encode() + body)
        except OSError:
            pass
        finally:
            connection.close()


specs = [argument.split(">") for argument in sys.argv[1:]]
sockets = {}
for spec in specs:
    address = spec[0]
    sock = socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((address, 0))
    sock.listen(64)
    sockets[address] = sock
    say(f"listening {address} {sock.getsockname()[1]}")
for spec in specs:
    address = spec[0]
    redirect = (spec[1], sockets[spec[1]].getsockname()[1]) if len(spec) > 1 else None
    threading.Thread(target=serve, args=(address, sockets[address], redirect), daemon=True).start()
say("ready")
threading.Event().wait()  # until the test ends us
