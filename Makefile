# TouchKit's set-up and everyday commands. The README's Quick start uses two:
#   make demo   run the main example (starts a private headless Weston when no compositor runs)
#   make test   run every test (unit, bindings, graphics, replay under headless Weston,
#               and the compositor matrix under headless KWin and Mutter too)
# Both install what they need first: Debian packages, then the Weston module (meson).

APT_PACKAGES := pkg-config libwayland-dev libxkbcommon-dev libcairo2-dev wayland-protocols \
                weston libweston-10-dev meson ninja-build libpango1.0-dev \
                fonts-dejavu-core fonts-noto-core fonts-noto-cjk \
                libdbus-1-dev dbus librsvg2-2 adwaita-icon-theme plasma-wayland-protocols kwin-wayland kwin-style-breeze \
                mutter pipewire wireplumber gstreamer1.0-tools gstreamer1.0-pipewire \
                gstreamer1.0-plugins-base gstreamer1.0-plugins-good at-spi2-core wl-clipboard \
                orca speech-dispatcher xvfb stress-ng
# The benchmark's peer clients (benchmarks/peers/): GTK4 and Qt6 (with its Wayland
# platform plugin), installed and built by `make peers`, which `make bench` runs.
PEER_PACKAGES := libgtk-4-dev qt6-base-dev qt6-wayland
MODULE := meson-helpers/build/touchkit-replay.so
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT ?= $(CURDIR)/out/demo
## How a shipped app is built: optimized, with the Swift runtime linked into the
## executable (docs/PERFORMANCE.md, "Start-up and memory"). `make demo` and `make bench`
## build so (the benchmark too: SwiftPM recompiles everything when the flag changes).
SHIP := -c release --static-swift-stdlib

.PHONY: deps module build test tsan asan demo bench bench-memory peers fuzz fuzz-compositor gallery docs format format-check clean

## Every build checks that a target imports only the targets it declares (the layering
## of Package.swift: TouchKit never sees Wayland, and so on).
IMPORT_CHECK := --explicit-target-dependency-import-check error
## The sources swift-format keeps formatted (.swift-format).
FORMAT_PATHS := Package.swift Sources Tests examples Plugins

## Installs the Debian packages of $(1) that are missing (apt-get, as root or with sudo).
define apt_install
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

## Installs the Debian packages that are missing (apt-get, as root or with sudo).
deps:
	$(call apt_install,$(APT_PACKAGES))

## Builds the Weston replay module (meson-helpers/).
module: deps
	@[ -f meson-helpers/build/build.ninja ] || meson setup meson-helpers/build meson-helpers >/dev/null
	@ninja -C meson-helpers/build >/dev/null
	@echo "module: $(MODULE)"

build: module
	swift build

## The formatting check, every test, then a smoke run of the benchmark.
test: module format-check
	swift build --build-tests $(IMPORT_CHECK)
	swift test --skip-build
	swift build --product TouchKitBenchmarks
	.build/debug/TouchKitBenchmarks --quick

## Every test under the thread sanitizer, then under the address sanitizer (leaks
## included; only leaks inside libraries, listed with their reasons in
## Tests/lsan-suppressions.txt, are suppressed). Not part of `make test`: each is a
## separate build (.build-tsan/, .build-asan/). The apps the tests start come from
## the ordinary build, made first.
tsan: module
	swift build --build-tests
	swift build --build-tests --sanitize=thread --scratch-path .build-tsan
	swift test --skip-build --sanitize=thread --scratch-path .build-tsan

asan: module
	swift build --build-tests
	swift build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
	  swift test --skip-build --sanitize=address --scratch-path .build-asan

## The main job: TouchDots on your compositor, or replayed under a private headless Weston.
demo: module
	swift build $(SHIP) --product TouchDots
	swift build --product touchkit
	@if [ -n "$$WAYLAND_DISPLAY" ] && [ -S "$${XDG_RUNTIME_DIR:-/nonexistent}/$$WAYLAND_DISPLAY" -o -S "$$WAYLAND_DISPLAY" ]; then \
	  echo "running TouchDots on $$WAYLAND_DISPLAY (close the window to quit)"; \
	  .build/release/TouchDots; \
	else \
	  echo "no Wayland compositor found: replaying a demo into TouchDots under a private headless Weston"; \
	  .build/debug/touchkit demo --out "$(OUT)" -- .build/release/TouchDots; \
	fi

## The GTK4 and Qt6 peer clients of the client benchmark (apt, then meson).
peers:
	$(call apt_install,$(PEER_PACKAGES))
	@[ -f benchmarks/peers/build/build.ninja ] || meson setup benchmarks/peers/build benchmarks/peers >/dev/null
	@ninja -C benchmarks/peers/build >/dev/null
	@echo "peers: benchmarks/peers/build/gtk4-dots benchmarks/peers/build/qt6-dots"

## Dispatch, rendering and client benchmarks, release build (docs/PERFORMANCE.md):
## ends with TouchKit side by side with weston-simple-touch, GTK4 and Qt6.
bench: module peers
	swift build $(SHIP) --product TouchDots
	swift build $(SHIP) --product MinimalDots
	swift build $(SHIP) --product ScrollingList
	swift build $(SHIP) --product TouchKitBenchmarks
	.build/release/TouchKitBenchmarks

## P5: TouchDots' resident memory over 200,000 touch sequences (a few minutes).
bench-memory: module
	swift build $(SHIP) --product TouchDots
	swift build $(SHIP) --product TouchKitBenchmarks
	.build/release/TouchKitBenchmarks --part memory

## The dispatch fuzzer at length (a million random sequences with gesture recognizers,
## faults and tree edits; docs/TESTING.md). FUZZ_SEQUENCES=N for another count. The
## toolkit's own log lines (cycles of failure requirements, ...) go to out/fuzz-stderr.log.
FUZZ_SEQUENCES ?= 1000000
fuzz:
	swift build -c release --product touchkit
	@mkdir -p out
	.build/release/touchkit fuzz --sequences $(FUZZ_SEQUENCES) 2> out/fuzz-stderr.log

## The hostile compositor at length: the real Wayland backend against an in-process
## compositor that is valid on the wire and wrong in meaning (docs/TESTING.md).
HOSTILE_SEQUENCES ?= 100000
fuzz-compositor:
	swift build -c release --product touchkit
	@mkdir -p out
	.build/release/touchkit fuzz --compositor --sequences $(HOSTILE_SEQUENCES) 2> out/fuzz-compositor-stderr.log

## The README's gallery: one screenshot per example, each made by `touchkit replay`
## from a recording in Tests/Recordings (example:recording:capture time in ms or "end").
GALLERY := TouchDots:TouchTracker/ten-fingers:300 MoveMe:MoveMe/drag-and-bounce:700 \
           TouchTracker:TouchTracker/cancel:500 GestureLab:GestureLab/transform-pinch-rotate:end \
           SwipeNavigator:SwipeNavigator/swipe-left-then-right:290 TouchInspector:TouchInspector/two-fingers:150 \
           PhotoBoard:PhotoBoard/transform-and-reset:700 ScrollingList:ScrollingList/button-tap-and-drag:400 \
           Settings:Settings/dark-switch-and-page:end Mail:Mail/swipe-delete:170 PhotoGrid:PhotoGrid/select-and-open:1200
gallery: module
	swift build
	@mkdir -p docs/gallery out
	@for entry in $(GALLERY); do \
	  app=$${entry%%:*}; rest=$${entry#*:}; recording=$${rest%%:*}; at=$${rest#*:}; \
	  if [ "$$at" = end ]; then when=--capture-end; else when="--capture-at $$at"; fi; \
	  rm -rf out/gallery/$$app; \
	  .build/debug/touchkit replay Tests/Recordings/$$recording.touches $$when --event-clock --out out/gallery/$$app \
	    -- .build/debug/$$app > out/gallery-$$app.log 2>&1 || { cat out/gallery-$$app.log; exit 1; }; \
	  cp out/gallery/$$app/capture-0-*.png docs/gallery/$$app.png && echo "docs/gallery/$$app.png"; \
	done

## The DocC documentation of every library module, into
## .build/plugins/Swift-DocC/outputs/<Module>.doccarchive; a DocC warning fails.
DOC_MODULES := TouchKit TouchKitRecording TouchKitWayland Graphics Wayland TouchKitTestHost TouchKitTesting DBus TouchKitPorting TouchKitAccessibility
docs: module
	@for target in $(DOC_MODULES); do \
	  swift package generate-documentation --target $$target --warnings-as-errors > out-docs-$$target.log 2>&1 \
	    || { cat out-docs-$$target.log; rm -f out-docs-$$target.log; exit 1; }; \
	  rm -f out-docs-$$target.log; \
	  echo ".build/plugins/Swift-DocC/outputs/$$target.doccarchive"; \
	done

## Formats the sources in place with swift-format (ships with the toolchain).
format:
	swift format --in-place --recursive --parallel $(FORMAT_PATHS)

## Fails, naming each place, when a source is not formatted as `make format` would.
format-check:
	@swift format lint --strict --recursive --parallel $(FORMAT_PATHS) \
	  || { echo "make format-check: run 'make format' to format the sources"; exit 1; }

clean:
	rm -rf .build .build-tsan .build-asan meson-helpers/build benchmarks/peers/build out
