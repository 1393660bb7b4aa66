"""The defence record: results.json, one entry per mutation, written only by defence-check runs.

Each entry says which tree the mutation ran on, what the mutation file said when it ran (its digest, its named
and required tests), what went red, the verdict and how long it took. A run updates only the mutations it ran
(`--only NAME ...` leaves every other entry with its own tree), and it writes the file after each mutation, so a
run that is stopped keeps what it finished. SECURITY.md's defence table is generated from this file (table.py):
nobody types a verdict.
"""
import hashlib
import json
import os
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results.json")
# The record itself does not make the tree a different one: a run's own writes would mark the next run dirty.
RECORD_PATH = "tools/defence-check/results.json"


def tree_id(source):
    """The commit the run is on (short), with `-dirty` when anything but the record differs from it."""
    commit = subprocess.run(["git", "rev-parse", "--short=7", "HEAD"], cwd=source, stdout=subprocess.PIPE,
                            text=True, check=True).stdout.strip()
    changed = subprocess.run(["git", "status", "--porcelain", "--", ".", f":(exclude){RECORD_PATH}"], cwd=source,
                             stdout=subprocess.PIPE, text=True, check=True).stdout.strip()
    return commit + ("-dirty" if changed else "")


def file_digest(path):
    """The digest of a mutation file: a record counts only for the file it ran."""
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:16]


def load(path=RESULTS):
    """The record by mutation name ({} when there is none yet)."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def save(entries, path=RESULTS):
    """Writes the record sorted by name, atomically (a stopped run never leaves half a file)."""
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        json.dump({name: entries[name] for name in sorted(entries)}, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    os.replace(temporary, path)


def entry(mutation, digest, tree, verdict, seconds):
    """One mutation's result as the record keeps it."""
    return {
        "tree": tree,
        "mutation": mutation.name,
        "mutation_digest": digest,
        "tests": [str(name) for name in mutation.tests],
        "required": [str(name) for name in mutation.required],
        "verdict": verdict.word,
        "went_red": list(verdict.red),
        "unrelated_red": list(verdict.others),
        "why_red": dict(verdict.why),
        "detail": verdict.detail,
        "seconds": seconds,
        "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def record(mutation, digest, tree, verdict, seconds, path=RESULTS):
    """Replaces one mutation's entry, keeping every other entry as it was."""
    entries = load(path)
    entries[mutation.name] = entry(mutation, digest, tree, verdict, seconds)
    save(entries, path)
