#!/usr/bin/env python3
"""A DNS stub for the leak test: the only resolver of a private network namespace.

Listens on 127.0.0.1:53 (UDP and TCP), writes each query's name to the log file given as its argument (one a
line, flushed at once) and answers NXDOMAIN, so nothing resolves and nothing waits. Writes "ready" to the log's
sibling file <log>.ready once it listens.
"""
import socket
import struct
import sys
import threading


def query_name(packet):
    """The QNAME of a DNS query packet, dotted, or None when it does not parse."""
    labels, index = [], 12
    try:
        while packet[index] != 0:
            length = packet[index]
            labels.append(packet[index + 1:index + 1 + length].decode("ascii", "replace"))
            index += 1 + length
    except IndexError:
        return None, None
    return ".".join(labels), index + 5


def nxdomain(packet, end):
    """The same question answered NXDOMAIN (flags: response, recursion desired and available, rcode 3)."""
    flags = 0x8183 | (struct.unpack(">H", packet[2:4])[0] & 0x0100)
    return packet[:2] + struct.pack(">HHHHH", flags, 1, 0, 0, 0) + packet[12:end]


def main():
    log = open(sys.argv[1], "a", buffering=1)
    lock = threading.Lock()

    def record(packet):
        name, end = query_name(packet)
        if name is None:
            return None
        with lock:
            log.write(name + "\n")
        return nxdomain(packet, end)

    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 53))
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    tcp.bind(("127.0.0.1", 53))
    tcp.listen(16)

    def serve_tcp():
        while True:
            connection, _ = tcp.accept()
            try:
                size = struct.unpack(">H", connection.recv(2))[0]
                answer = record(connection.recv(size))
                if answer:
                    connection.sendall(struct.pack(">H", len(answer)) + answer)
            except (OSError, struct.error):
                pass
            connection.close()

    threading.Thread(target=serve_tcp, daemon=True).start()
    with open(sys.argv[1] + ".ready", "w") as ready:
        ready.write("ready\n")
    while True:
        packet, address = udp.recvfrom(4096)
        answer = record(packet)
        if answer:
            udp.sendto(answer, address)


if __name__ == "__main__":
    main()
