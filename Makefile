# Thin wrapper around CMake and its presets (CMakePresets.json: dev, asan, fuzz, release).
# `make run` and `make test` work on a fresh Debian 12 machine: they install what is missing
# (packaging/install-deps.sh), configure, build and then start the GUI or run every test.
BUILD_DIR ?= build
CMAKE_FLAGS ?=
# Tests and fuzzers run one per core; builds run two more jobs than cores (Ninja's own default):
# compiles wait on reading their precompiled headers and links on the disk, and on a 2-core
# machine 4 jobs build in about 235 s where 2 take about 268 (README, "Build").
JOBS ?= $(shell nproc)
BUILD_JOBS ?= $(shell echo $$(( $$(nproc) + 2 )))
EXAMPLE ?= resources/examples/v5e-16x16-standard.tpuplan.yaml
# `make sanitize`: every test under AddressSanitizer and UndefinedBehaviorSanitizer (clang), and
# the libFuzzer harnesses CI runs briefly.
SANITIZE_BUILD_DIR ?= build-asan
# `make fuzz`: the libFuzzer harnesses (clang, core and CLI only), each for FUZZ_SECONDS.
FUZZ_BUILD_DIR ?= build-fuzz
FUZZ_SECONDS ?= 300
# `make package`: a Release build of the two programs and its stripped Debian package.
RELEASE_BUILD_DIR ?= build-release

.PHONY: all deps configure build run test bench translations sanitize fuzz package clean screenshots

all: build

deps:
	@bash packaging/install-deps.sh

$(BUILD_DIR)/build.ninja: | deps
	cmake --preset dev -B $(BUILD_DIR) $(CMAKE_FLAGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) --parallel $(BUILD_JOBS)

# Refreshes translations/*.ts from the sources (lupdate); only this target writes them, and
# tst_translations fails until they are refreshed and translated. lupdate rewrites every .ts file
# even when nothing changed; a file whose text is unchanged gets its old time back, so the
# translations are not recompiled and the programs not relinked for nothing.
translations: configure
	@mkdir -p $(BUILD_DIR)/ts-before && cp -p translations/*.ts $(BUILD_DIR)/ts-before/
	cmake --build $(BUILD_DIR) --target update_translations
	@for f in translations/*.ts; do b=$(BUILD_DIR)/ts-before/$$(basename $$f); \
	  if cmp -s "$$f" "$$b"; then touch -r "$$b" "$$f"; fi; done

run: build
	./$(BUILD_DIR)/app/gui/tpu-planner $(EXAMPLE)

test: build
	cd $(BUILD_DIR) && ctest --output-on-failure --parallel $(JOBS)

# The newcomer's two plans built from File > New (tests/ui/app/tst_newcomerflow.cpp), saved step
# by step in English and Vietnamese at 1280x800, at scale 1 and 2, on a virtual X display.
SCREENSHOT_DIR ?= docs/screenshots/newcomer
screenshots: build
	rm -rf $(SCREENSHOT_DIR)
	for scale in 1 2; do \
	  QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=$$scale TPUPLAN_SCREENSHOT_DIR=$(CURDIR)/$(SCREENSHOT_DIR) \
	    xvfb-run -a -s "-screen 0 2720x1760x24" ./$(BUILD_DIR)/tests/ui/app/tst_newcomerflow || exit 1; \
	done

bench: build
	./$(BUILD_DIR)/tests/bench/bench_core

sanitize:
	@bash packaging/install-deps.sh --fuzz
	cmake --preset asan -B $(SANITIZE_BUILD_DIR) $(CMAKE_FLAGS)
	cmake --build $(SANITIZE_BUILD_DIR) --parallel $(BUILD_JOBS)
	cd $(SANITIZE_BUILD_DIR) && ctest --output-on-failure --parallel $(JOBS) --label-exclude real-tools

# Builds the harnesses and fuzzes each; a crash leaves its input in
# $(FUZZ_BUILD_DIR)/tests/fuzz/artifacts/ (see tests/fuzz/run-fuzzers.sh).
fuzz:
	@bash packaging/install-deps.sh --fuzz
	cmake --preset fuzz -B $(FUZZ_BUILD_DIR) $(CMAKE_FLAGS)
	cmake --build $(FUZZ_BUILD_DIR) --parallel $(BUILD_JOBS) --target fuzz_plan_reader fuzz_catalog_loader fuzz_price_overrides fuzz_migration_scanner \
	  fuzz_manifest_linter fuzz_cluster_import fuzz_catalog_refresh fuzz_workload_reader
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(JOBS) tests/fuzz/run-fuzzers.sh $(FUZZ_BUILD_DIR)/tests/fuzz

# The Debian package, stripped (CPACK_STRIP_FILES), then checked as CI checks it: its
# dependencies resolve, tpu-plan runs from the unpacked tree, and it stays small.
package: deps
	cmake --preset release -B $(RELEASE_BUILD_DIR) $(CMAKE_FLAGS)
	cmake --build $(RELEASE_BUILD_DIR) --parallel $(BUILD_JOBS)
	cd $(RELEASE_BUILD_DIR) && cpack -G DEB
	bash packaging/check-package.sh $(RELEASE_BUILD_DIR)/tpu-planner_*.deb

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_BUILD_DIR) $(FUZZ_BUILD_DIR) $(RELEASE_BUILD_DIR)
