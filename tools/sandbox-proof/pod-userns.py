#!/usr/bin/python3
"""Runs a command as a pod with `hostUsers: false` runs: in a user namespace of its own, whose uid and gid 0-65535
are the node's 200000-265535, with a mount namespace it owns. Root only (it writes the child's uid_map and gid_map
itself, as the container runtime does; no newuidmap needed). The command starts as uid 0 of that namespace.

Usage: pod-userns.py COMMAND [ARGUMENT...]
"""
import ctypes
import os
import sys

CLONE_NEWUSER = 0x10000000
CLONE_NEWNS = 0x00020000
FIRST, COUNT = 200000, 65536  # what the node's runtime would give the pod (the kubelet picks such a range)


def main():
    if len(sys.argv) < 2 or os.getuid() != 0:
        raise SystemExit(__doc__)
    libc = ctypes.CDLL(None, use_errno=True)
    child_reads, parent_writes = os.pipe()
    parent_reads, child_writes = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(parent_writes)
        os.close(parent_reads)
        if libc.unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0:
            os.write(2, f"pod-userns: unshare: {os.strerror(ctypes.get_errno())}\n".encode())
            os._exit(120)
        os.write(child_writes, b"u")
        if os.read(child_reads, 1) != b"m":
            os._exit(121)
        os.setresgid(0, 0, 0)
        os.setresuid(0, 0, 0)
        os.execvp(sys.argv[1], sys.argv[1:])
    os.close(child_reads)
    os.close(child_writes)
    if os.read(parent_reads, 1) == b"u":
        for name in ("uid_map", "gid_map"):
            with open(f"/proc/{pid}/{name}", "w", encoding="ascii") as handle:
                handle.write(f"0 {FIRST} {COUNT}\n")
        os.write(parent_writes, b"m")
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status))


if __name__ == "__main__":
    main()
