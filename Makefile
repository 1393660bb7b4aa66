# WebContentKit: set-up, demo and tests on a fresh Debian machine (run as root, or with sudo for apt).
SHELL := /bin/bash
APT_PACKAGES := libwebkitgtk-6.0-dev xvfb
# Swift 6 as this machine kind installs it, when it is not already on the PATH.
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
OUT ?= out

.PHONY: deps build demo test bench bench-smoke clean

# Idempotent: installs only what dpkg does not already have, with one apt-get update before.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	else echo "system packages present: $(APT_PACKAGES)"; fi

build: deps
	$(SWIFT) build

# The main job: render the bundled samples headlessly into $(OUT)/ (PNG per sample, report.jsonl, index.html).
demo: deps
	$(SWIFT) build --product webcontent
	@mkdir -p $(OUT)
	$$($(SWIFT) build --show-bin-path)/webcontent render --preset email --json \
	  --png-dir $(OUT) --contact-sheet $(OUT)/index.html Examples > $(OUT)/report.jsonl
	@echo "wrote $(OUT)/report.jsonl, $(OUT)/index.html and a PNG per sample"

# Every test: the engine-free core, the real WebKitGTK engine under the package's own Xvfb, the CLI end to end.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --no-parallel

# Every figure side by side in one process (release build), then the soak and fault run. R3 needs a working
# DOMPurify 3.x: DOMPURIFY_JS=/path/to/purify.js make bench (without it R3 is reported as unavailable).
bench: deps
	$(SWIFT) build -c release --product webcontent-bench
	$$($(SWIFT) build -c release --show-bin-path)/webcontent-bench
	$$($(SWIFT) build -c release --show-bin-path)/webcontent-bench --soak

# For CI: both modes with a few iterations, so they keep working; nothing about time is asserted.
bench-smoke: deps
	$(SWIFT) build --product webcontent-bench
	$$($(SWIFT) build --show-bin-path)/webcontent-bench --smoke --json
	$$($(SWIFT) build --show-bin-path)/webcontent-bench --soak --smoke --json

clean:
	rm -rf .build $(OUT)

# Every defence SECURITY.md lists, removed one at a time in a scratch copy (tools/defence-check/mutations): the
# tests cited for it must go red, and a mutation that no longer applies fails the check. Slow (a build and a
# filtered test run per defence): run it before publishing figures, not in every CI run.
.PHONY: defence-check
defence-check: deps
	SWIFT=$(SWIFT) python3 tools/defence-check/defence-check.py
