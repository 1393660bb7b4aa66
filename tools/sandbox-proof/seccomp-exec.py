#!/usr/bin/python3
"""Loads a container seccomp profile (the JSON Docker, containerd, CRI-O and Kubernetes' Localhost read) with
libseccomp, as a container runtime does just before it starts the container's process, then execs a command.

Usage: seccomp-exec.py PROFILE.json [--caps CAP,CAP...] -- COMMAND [ARGUMENT...]

It reads the profile the way runc reads the OCI form a runtime makes of it (moby/profiles and containerd turn
the JSON into an OCI `linux.seccomp`; runc gives that to libseccomp):
- `defaultAction` (with `defaultErrnoRet`) for every syscall the rules do not name;
- the native architecture with the `subArchitectures` `archMap` lists for it;
- each rule applies only when its `includes` hold and its `excludes` do not, against the container's
  capabilities (`--caps`; none by default: the manifests drop ALL), this machine's architecture and kernel;
- a rule's `args` become libseccomp comparisons (SCMP_CMP_MASKED_EQ: `value` is the mask, `valueTwo` the datum);
- a syscall name libseccomp does not know is skipped, and a rule whose action is the default action is not
  added (runc does both);
- no_new_privs is set (allowPrivilegeEscalation: false), so an unprivileged process may load the filter.

Debian's python3-seccomp provides the binding (it is Debian's python3's: run this with /usr/bin/python3).
"""
import os
import platform
import sys

import seccomp

ARCHES = {  # libseccomp's names in the profile -> the binding's, and the names `includes.arches` uses
    "SCMP_ARCH_X86_64": (seccomp.Arch.X86_64, "amd64"),
    "SCMP_ARCH_X86": (seccomp.Arch.X86, "x86"),
    "SCMP_ARCH_X32": (seccomp.Arch.X32, "x32"),
    "SCMP_ARCH_AARCH64": (seccomp.Arch.AARCH64, "arm64"),
    "SCMP_ARCH_ARM": (seccomp.Arch.ARM, "arm"),
}
NATIVE = {"x86_64": "SCMP_ARCH_X86_64", "aarch64": "SCMP_ARCH_AARCH64"}
OPS = {
    "SCMP_CMP_NE": seccomp.NE, "SCMP_CMP_LT": seccomp.LT, "SCMP_CMP_LE": seccomp.LE, "SCMP_CMP_EQ": seccomp.EQ,
    "SCMP_CMP_GE": seccomp.GE, "SCMP_CMP_GT": seccomp.GT, "SCMP_CMP_MASKED_EQ": seccomp.MASKED_EQ,
}
EPERM = 1


def action(name, errno):
    if name == "SCMP_ACT_ALLOW":
        return seccomp.ALLOW
    if name == "SCMP_ACT_ERRNO":
        return seccomp.ERRNO(EPERM if errno is None else errno)
    if name == "SCMP_ACT_LOG":
        return seccomp.LOG
    if name in ("SCMP_ACT_KILL", "SCMP_ACT_KILL_THREAD"):
        return seccomp.KILL
    if name == "SCMP_ACT_KILL_PROCESS":
        return seccomp.KILL_PROCESS
    raise SystemExit(f"seccomp-exec: action {name} is not handled here")


def kernel_at_least(version):
    have = [int(x) for x in platform.release().split("-")[0].split(".")[:2]]
    want = [int(x) for x in version.split(".")[:2]]
    return have >= want


def applies(rule, caps, arch):
    """Whether a rule's `includes` all hold and none of its `excludes` does (moby/profiles' reading)."""
    inc, exc = rule.get("includes") or {}, rule.get("excludes") or {}
    if inc.get("arches") and arch not in inc["arches"]:
        return False
    if inc.get("caps") and not set(inc["caps"]) <= caps:
        return False
    if inc.get("minKernel") and not kernel_at_least(inc["minKernel"]):
        return False
    if exc.get("arches") and arch in exc["arches"]:
        return False
    if exc.get("caps") and set(exc["caps"]) & caps:
        return False
    if exc.get("minKernel") and kernel_at_least(exc["minKernel"]):
        return False
    return True


def build(profile, caps):
    default = action(profile["defaultAction"], profile.get("defaultErrnoRet"))
    native = NATIVE[platform.machine()]
    arch = ARCHES[native][1]
    scf = seccomp.SyscallFilter(default)  # the native architecture is in it already
    for entry in profile.get("archMap") or []:
        if entry["architecture"] == native:
            for sub in entry.get("subArchitectures") or []:
                if sub in ARCHES:
                    scf.add_arch(ARCHES[sub][0])
    added = skipped = 0
    for rule in profile["syscalls"]:
        if not applies(rule, caps, arch):
            continue
        act = action(rule["action"], rule.get("errnoRet"))
        if act == default:
            continue
        comparisons = []
        for a in rule.get("args") or []:
            if a["op"] == "SCMP_CMP_MASKED_EQ":
                comparisons.append(seccomp.Arg(a["index"], seccomp.MASKED_EQ, a["value"], a.get("valueTwo", 0)))
            else:
                comparisons.append(seccomp.Arg(a["index"], OPS[a["op"]], a["value"]))
        for name in rule["names"]:
            try:
                known = seccomp.resolve_syscall(seccomp.Arch.NATIVE, name) != -1  # __NR_SCMP_ERROR; other negatives: pseudo numbers of a sub-architecture's calls
            except (ValueError, RuntimeError):
                known = False
            if not known:
                skipped += 1  # newer than this libseccomp: runc (libseccomp-golang GetSyscallFromName) skips it too
                continue
            scf.add_rule(act, name, *comparisons)
            added += 1
    scf.set_attr(seccomp.Attr.CTL_NNP, 1)
    return scf, added, skipped


def main():
    argv = sys.argv[1:]
    if "--" not in argv or argv.index("--") < 1:
        raise SystemExit(__doc__)
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    path, caps = options[0], set()
    if "--caps" in options:
        caps = {c for c in options[options.index("--caps") + 1].split(",") if c}
    import json
    with open(path, encoding="utf-8") as handle:
        profile = json.load(handle)
    scf, added, skipped = build(profile, caps)
    print(f"seccomp-exec: {os.path.basename(path)}: {added} syscall rules loaded ({skipped} names unknown to "
          f"this libseccomp skipped), default {profile['defaultAction']}, caps {','.join(sorted(caps)) or 'none'}, "
          f"uid {os.getuid()}", file=sys.stderr, flush=True)
    scf.load()
    os.execvp(command[0], command)


if __name__ == "__main__":
    main()
