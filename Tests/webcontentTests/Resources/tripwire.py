"""Loopback tripwires for the egress tests: a listener per address given, each logging every request line it gets.

Arguments are addresses (127.0.0.0/8, ::1, or one a test's own network namespace holds), each optionally
`ADDRESS>TARGET`: that listener answers every request with a redirect to TARGET's listener, same path.
Prints `listening ADDRESS PORT` for each, then `ready`, then `hit ADDRESS REQUEST-LINE` per request, flushed.
Shares no code with the service: it is the witness that a load did or did not reach an address.
"""
import socket
import sys
import threading

PIXEL = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")
lock = threading.Lock()


def say(line):
    with lock:
        print(line, flush=True)


def serve(address, sock, redirect):
    while True:
        connection, _ = sock.accept()
        try:
            connection.settimeout(5)
            request = connection.recv(8192).split(b"\r\n")[0].decode("latin-1")
            say(f"hit {address} {request}")
            path = request.split(" ")[1] if request.count(" ") >= 2 else "/"
            if redirect:
                target = f"[{redirect[0]}]" if ":" in redirect[0] else redirect[0]
                head = f"HTTP/1.1 302 Found\r\nLocation: http://{target}:{redirect[1]}{path}\r\nContent-Length: 0\r\n"
                connection.sendall((head + "Connection: close\r\n\r\n").encode())
            else:
                head = f"HTTP/1.1 200 OK\r\nContent-Type: image/gif\r\nContent-Length: {len(PIXEL)}\r\n"
                connection.sendall((head + "Connection: close\r\n\r\n").encode() + PIXEL)
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
