#!/usr/bin/python3
"""WebKit's sandbox under the shipped seccomp profile, proven without a container engine.

Loads deploy/seccomp/webcontent.json with libseccomp the way a container runtime does (seccomp-exec.py beside
this file: no_new_privs, the runtime's reading of includes/excludes for a container with no capabilities), as
an unprivileged user (uid 10001, no capabilities, as the manifests run it), around a real `webcontent render`
and a real `webcontent serve` request. The witness shares no code with the package: it reads the process table
and /proc/<pid>/ns/{mnt,pid,net} of every web process (comm WebKitWebProces*) under the service, and
/proc/<pid>/status of the service (Seccomp: 2, the filter is on it), and the painted PNG's signature.

Runs, each a verdict line:
  render     the profile, `webcontent render --png-dir`: exit 0, a PNG, every web process in mount, PID and
             network namespaces other than the service's;
  serve      the profile, `webcontent serve --port 0 --jobs 1`: /health 200, POST /render?format=png 200 with a
             PNG, then the same witness on the warm engine's web processes;
  control-a  the runtime default profile (deploy/seccomp/runtime-default.json, without bubblewrap's additions):
             the sandboxed check must NOT pass: the render fails (bubblewrap's refusal is printed) or its web
             processes share the service's namespaces;
  control-b  the profile with WebKit's sandbox switched off (its environment variable, here only): the witness
             must see every web process in the service's own namespaces (it can tell the difference);
  pod        (as root) the render again inside a user namespace of its own (pod-userns.py), as a pod with
             hostUsers: false runs: bubblewrap's namespaces nest inside it;
  control-c  (as root) the profile in a mount namespace with runc's default /proc masks, as a pod without
             procMount: Unmasked has them: the render must not pass as sandboxed (why the manifests unmask).
With --each-addition it also renders under the profile minus each one of its five additions (not in CI): each
must fail or leave the web processes unsandboxed, which shows every addition is needed.

Usage: tools/sandbox-proof/sandbox-proof.py [--binary PATH] [--each-addition]   (as root, or as any
unprivileged user: then it runs as that user). Exit 0 only if every verdict holds.
"""
import argparse
import json
import os
import pwd
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROFILE = os.path.join(ROOT, "deploy", "seccomp", "webcontent.json")
DEFAULT = os.path.join(ROOT, "deploy", "seccomp", "runtime-default.json")
UID = 10001  # the image's user (deploy/Dockerfile), which the manifests run as
RUNNER = UID if os.getuid() == 0 else os.getuid()
SANDBOX_OFF = "WEBKIT_DISABLE_SANDBOX" + "_THIS_IS_DANGEROUS"
PNG = b"\x89PNG\r\n\x1a\n"
DOCUMENT = "<!doctype html><title>sandbox proof</title><h1>Sandbox proof</h1><p>Rendered under the profile.</p>\n"
# Bounds of a step, not assertions of speed: a render or a service that has not answered by then has hung.
RENDER_LIMIT = 120
SERVE_LIMIT = 120


def children_table():
    """pid -> (ppid, comm) for every process."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="utf-8", errors="replace") as handle:
                stat = handle.read()
        except OSError:
            continue
        comm = stat[stat.index("(") + 1: stat.rindex(")")]
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        table[int(name)] = (ppid, comm)
    return table


def descendants(root):
    table = children_table()
    found, frontier = [], [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, comm) in table.items():
            if ppid == parent:
                found.append((pid, comm))
                frontier.append(pid)
    return found


def namespaces(pid):
    try:
        return {kind: os.readlink(f"/proc/{pid}/ns/{kind}") for kind in ("mnt", "pid", "net")}
    except OSError:
        return None


def seccomp_mode(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("Seccomp:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


class Witness:
    """What /proc says about a service process and the web processes under it, gathered while it runs."""

    def __init__(self, launcher):
        self.launcher = launcher  # the process started; the service is it or a descendant, once named webcontent
        self.service = launcher
        self.user = None
        self.own = None
        self.seccomp = None
        self.web = {}  # pid -> namespaces

    def look(self):
        # The service's own namespaces and seccomp mode once the chain (unshare, setpriv, the loader) has exec'd
        # into webcontent itself: before that the pid is still a launcher's.
        if self.own is None:
            try:
                with open(f"/proc/{self.launcher}/comm", encoding="utf-8") as handle:
                    comm = handle.read().strip()
            except OSError:
                return
            candidates = [(self.launcher, comm)] + descendants(self.launcher)
            service = next((pid for pid, name in candidates if name == "webcontent"), None)
            own = namespaces(service) if service else None
            if own is None:
                return
            self.service, self.own, self.seccomp = service, own, seccomp_mode(service)
            try:
                self.user = os.readlink(f"/proc/{service}/ns/user")
            except OSError:
                pass
        for pid, comm in descendants(self.service):
            if comm.startswith("WebKitWebProces") and pid not in self.web:
                ns = namespaces(pid)
                if ns is not None:
                    self.web[pid] = ns

    def sandboxed(self):
        """Every web process seen is in mount, PID and network namespaces other than the service's."""
        return bool(self.web) and all(all(ns[k] != self.own[k] for k in ns) for ns in self.web.values())

    def shared(self):
        """Every web process seen is in the service's own mount, PID and network namespaces."""
        return bool(self.web) and all(ns == self.own for ns in self.web.values())

    def describe(self):
        if self.own is None:
            return "service never seen"
        parts = [f"service {self.service} mnt/pid/net {self.own['mnt']} {self.own['pid']} {self.own['net']} "
                 f"Seccomp {self.seccomp} {self.user}"]
        for pid, ns in sorted(self.web.items()):
            same = [k for k in ns if ns[k] == self.own[k]]
            parts.append(f"web process {pid}: {ns['mnt']} {ns['pid']} {ns['net']} "
                         f"({'shares ' + ','.join(same) if same else 'none shared'})")
        return "; ".join(parts) if self.web else parts[0] + "; no web process seen"


# What runc does to a container's /proc unless the pod says procMount: Unmasked (its default readonlyPaths and
# maskedPaths): the kernel then refuses bubblewrap a /proc of its own.
READ_ONLY_PROC = ["/proc/bus", "/proc/fs", "/proc/irq", "/proc/sys", "/proc/sysrq-trigger"]
MASKED_PROC = ["/proc/acpi", "/proc/asound", "/proc/interrupts", "/proc/kcore", "/proc/keys", "/proc/latency_stats",
               "/proc/timer_list", "/proc/timer_stats", "/proc/sched_debug", "/proc/scsi"]


def masked_proc():
    """A prefix that runs the command in a mount namespace of its own with runc's /proc masks (root only)."""
    steps = []
    for path in READ_ONLY_PROC:
        steps.append(f"if [ -e {path} ]; then mount --bind {path} {path} && mount -o remount,bind,ro {path} {path}; fi")
    for path in MASKED_PROC:
        steps.append(f"if [ -d {path} ]; then mount -t tmpfs -o ro tmpfs {path}; "
                     f"elif [ -e {path} ]; then mount --bind /dev/null {path}; fi")
    script = " && ".join(f"{{ {step}; }}" for step in steps) + ' && exec "$@"'
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "masked-proc"]


# A pod with hostUsers: false: pod-userns.py maps its uids 0-65535 to the node's 200000-265535.
POD_UID_BASE = 200000


def confined(profile, command, masked=False, pod=False):
    """The command as the manifests run it: uid 10001, no capabilities, the profile loaded by libseccomp; with
    `pod`, inside a user namespace of its own as hostUsers: false gives a pod."""
    loader = ["/usr/bin/python3", os.path.join(HERE, "seccomp-exec.py"), profile, "--"]
    if os.getuid() == 0:
        drop = ["setpriv", f"--reuid={UID}", f"--regid={UID}", "--clear-groups", "--inh-caps=-all",
                "--bounding-set=-all"]
        userns = ["/usr/bin/python3", os.path.join(HERE, "pod-userns.py")] if pod else []
        return (masked_proc() if masked else []) + userns + drop + loader + command
    return loader + command


def start(profile, command, env, scratch, masked=False, pod=False):
    return subprocess.Popen(confined(profile, command, masked, pod), cwd=scratch, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)


def own(scratch, uid):
    for folder, dirs, files in os.walk(scratch):
        for name in [folder] + [os.path.join(folder, f) for f in dirs + files]:
            os.lchown(name, uid, uid)


def group_members(pgid):
    members = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                if os.getpgid(int(name)) == pgid:
                    members.append(int(name))
            except OSError:
                pass
    return members


def stop(process):
    """Ends the run and whatever it left in its process group (a crashed render leaves Xvfb, its bus and WebKit's
    network process behind): SIGTERM, then SIGKILL to what is still there after 10 s."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        except ProcessLookupError:
            pass
    if group_members(process.pid):
        try:
            os.killpg(process.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + 10
        while group_members(process.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def render(profile, binary, env, scratch, label, masked=False, pod=False):
    """A render of one document; returns (exit status, PNG written, witness, last stderr lines)."""
    out = os.path.join(scratch, f"png-{label}")
    os.makedirs(out, exist_ok=True)
    if os.getuid() == 0:
        os.chown(out, UID + (POD_UID_BASE if pod else 0), UID + (POD_UID_BASE if pod else 0))
    document = os.path.join(scratch, "proof.html")
    process = start(profile, [binary, "render", "--json", "--png-dir", out, document], env, scratch, masked, pod)
    witness = Witness(process.pid)
    deadline = time.monotonic() + RENDER_LIMIT
    # Watch the process table until the render ends: web processes live as long as its engine does.
    while process.poll() is None and time.monotonic() < deadline:
        witness.look()
        time.sleep(0.005)
    stop(process)
    _, err = process.communicate()
    pngs = [f for f in os.listdir(out) if f.endswith(".png")]
    painted = any(open(os.path.join(out, f), "rb").read(8) == PNG for f in pngs)
    # What says why: bubblewrap's refusal, GLib's and WebKit's errors, the sandbox warning; else the last lines.
    lines = [line for line in err.decode(errors="replace").splitlines() if line.strip()]
    why = [line for line in lines if line.startswith("bwrap:") or "ERROR **" in line or "WebContentKit.sandbox" in line
           or "Program crashed" in line]
    return process.returncode, painted, witness, (why or lines[-3:])[:4]


def serve(profile, binary, env, scratch):
    """The service: its address from stdout, /health until 200, one PNG render, then the witness."""
    process = start(profile, [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--jobs", "1"], env, scratch)
    witness = Witness(process.pid)
    result = {"health": None, "render": None, "png": False}
    try:
        address, buffered, deadline = None, b"", time.monotonic() + SERVE_LIMIT
        while address is None and time.monotonic() < deadline and process.poll() is None:
            ready, _, _ = select.select([process.stdout], [], [], 1)
            if ready:
                chunk = os.read(process.stdout.fileno(), 4096)
                if not chunk:
                    break
                buffered += chunk
                for line in buffered.decode(errors="replace").splitlines():
                    if "listening on http://" in line:
                        address = line.split("listening on ", 1)[1].strip()
        if address is None:
            return result, witness, process
        if not address.startswith("http://127."):
            raise SystemExit(f"sandbox-proof: the service listens on {address}, not loopback")
        while time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(f"{address}/health", timeout=5) as reply:
                    result["health"] = reply.status
                    break
            except urllib.error.HTTPError as error:
                result["health"] = error.code  # 503 while the engine warms: ask again
            except OSError:
                pass
            witness.look()
            time.sleep(0.2)
        if process.poll() is not None:
            result["health"] = f"{result['health']}, then the service ended with {process.returncode}"
            return result, witness, process
        request = urllib.request.Request(f"{address}/render?format=png", data=DOCUMENT.encode(),
                                         headers={"Content-Type": "text/html"}, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=SERVE_LIMIT) as reply:
                result["render"], body = reply.status, reply.read()
                result["png"] = body[:8] == PNG
        except urllib.error.HTTPError as error:
            result["render"] = error.code
        except OSError as error:
            result["render"] = f"no answer ({error})"
        witness.look()
        return result, witness, process
    finally:
        stop(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "webcontent"))
    parser.add_argument("--each-addition", action="store_true")
    arguments = parser.parse_args()
    for tool in ("/usr/bin/python3", "setpriv", "bwrap"):
        if not shutil.which(tool):
            raise SystemExit(f"sandbox-proof: {tool} is missing (make deps)")
    probe = subprocess.run(["/usr/bin/python3", "-c", "import seccomp"], capture_output=True)
    if probe.returncode != 0:
        raise SystemExit("sandbox-proof: Debian's python3-seccomp is missing (make deps)")
    if not os.access(arguments.binary, os.X_OK):
        raise SystemExit(f"sandbox-proof: no webcontent binary at {arguments.binary} (swift build --product webcontent)")

    started = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="webcontent-sandbox-proof-")
    # The binary and its resource bundles copied where uid 10001 can read them (the build folder may not be).
    bin_dir = os.path.join(scratch, "bin")
    os.makedirs(bin_dir)
    source_dir = os.path.dirname(os.path.abspath(arguments.binary))
    shutil.copy2(arguments.binary, bin_dir)
    for name in os.listdir(source_dir):
        if name.endswith(".resources"):
            shutil.copytree(os.path.join(source_dir, name), os.path.join(bin_dir, name), symlinks=True)
    binary = os.path.join(bin_dir, os.path.basename(arguments.binary))
    home = os.path.join(scratch, "home")
    tmp = os.path.join(scratch, "tmp")
    os.makedirs(home)
    os.makedirs(tmp)
    with open(os.path.join(scratch, "proof.html"), "w", encoding="utf-8") as handle:
        handle.write(DOCUMENT)
    if os.getuid() == 0:
        own(scratch, UID)
    # A clean environment, as a container's: no display, no session bus, no sandbox switch.
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": tmp, "LANG": "C.UTF-8"}
    off = dict(env, **{SANDBOX_OFF: "1"})

    verdicts = []

    def verdict(name, ok, detail):
        verdicts.append(ok)
        print(f"sandbox-proof: {name}: {'PASS' if ok else 'FAIL'}: {detail}", flush=True)

    try:
        status, painted, witness, tail = render(PROFILE, binary, env, scratch, "profile")
        verdict(f"render under deploy/seccomp/webcontent.json as uid {RUNNER}", status == 0 and painted and witness.sandboxed()
                and witness.seccomp == 2,
                f"exit {status}, PNG {'painted' if painted else 'missing'}; {witness.describe()}"
                + ("" if status == 0 else f"; stderr: {' | '.join(tail)}"))

        result, witness, process = serve(PROFILE, binary, env, scratch)
        verdict("serve under deploy/seccomp/webcontent.json", result["health"] == 200 and result["render"] == 200
                and result["png"] and witness.sandboxed() and witness.seccomp == 2,
                f"/health {result['health']}, POST /render?format=png {result['render']} "
                f"({'a PNG' if result['png'] else 'no PNG'}); {witness.describe()}")

        status, painted, witness, tail = render(DEFAULT, binary, env, scratch, "default")
        fired = status != 0 or not witness.sandboxed()
        verdict("control-a: render under the runtime default (no bubblewrap additions) is not sandboxed", fired,
                f"exit {status}, PNG {'painted' if painted else 'missing'}; {witness.describe()}; stderr: "
                f"{' | '.join(tail)}")

        status, painted, witness, tail = render(PROFILE, binary, off, scratch, "off")
        verdict("control-b: with WebKit's sandbox switched off the witness sees shared namespaces",
                status == 0 and witness.shared(), f"exit {status}; {witness.describe()}")

        if os.getuid() == 0:
            own(scratch, POD_UID_BASE + UID)  # uid 10001 of the pod's namespace is the node's 210001
            host_user = os.readlink("/proc/self/ns/user")
            status, painted, witness, tail = render(PROFILE, binary, env, scratch, "pod", pod=True)
            own(scratch, UID)
            verdict("render in a pod's own user namespace (hostUsers: false) under the profile",
                    status == 0 and painted and witness.sandboxed() and witness.seccomp == 2
                    and witness.user not in (None, host_user),
                    f"exit {status}, PNG {'painted' if painted else 'missing'}; node's user namespace {host_user}; "
                    f"{witness.describe()}" + ("" if status == 0 else f"; stderr: {' | '.join(tail)}"))

            status, painted, witness, tail = render(PROFILE, binary, env, scratch, "masked", masked=True)
            verdict("control-c: the profile under a container's /proc masks (runc's default, which procMount: "
                    "Unmasked lifts) is not sandboxed", status != 0 or not witness.sandboxed(),
                    f"exit {status}; {witness.describe()}; stderr: {' | '.join(tail)}")

        if arguments.each_addition:
            with open(PROFILE, encoding="utf-8") as handle:
                profile = json.load(handle)
            for name in ("clone", "unshare", "mount", "umount2", "pivot_root"):
                reduced = dict(profile, syscalls=[r for r in profile["syscalls"]
                                                  if not (r.get("names") == [name] and "args" not in r
                                                          and "includes" not in r and "excludes" not in r)])
                path = os.path.join(scratch, f"without-{name}.json")
                with open(path, "w", encoding="utf-8") as handle:
                    json.dump(reduced, handle)
                os.chmod(path, 0o644)
                status, painted, witness, tail = render(path, binary, env, scratch, f"without-{name}")
                verdict(f"without {name}: not sandboxed", status != 0 or not witness.sandboxed(),
                        f"exit {status}; {witness.describe()}; stderr: {' | '.join(tail)}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    passed = all(verdicts)
    print(f"sandbox-proof: {'ok' if passed else 'FAILED'}: {sum(verdicts)} of {len(verdicts)} verdicts hold "
          f"({int(time.monotonic() - started)} s)")
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
