# One INTERFACE target carries the language level, warnings and Qt safety macros for every
# target of the project, so no directory sets flags of its own.
add_library(tpuplan_common INTERFACE)
target_compile_features(tpuplan_common INTERFACE cxx_std_20)
# Includes are written from the project root ("core/...", "ui/...", "tests/...").
target_include_directories(tpuplan_common INTERFACE ${PROJECT_SOURCE_DIR})
target_compile_definitions(tpuplan_common INTERFACE
  QT_DISABLE_DEPRECATED_BEFORE=0x060400
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_NO_URL_CAST_FROM_STRING
  QT_NO_CAST_FROM_ASCII
  QT_NO_CAST_TO_ASCII
  QT_NO_FOREACH
  QT_NO_KEYWORDS
)
target_compile_options(tpuplan_common INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
  -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough
)
if(TPUPLAN_WERROR)
  target_compile_options(tpuplan_common INTERFACE -Werror)
endif()
# The version is a generated header (configure_file rewrites it only when it changes), not a
# definition every file is compiled with.
configure_file(${PROJECT_SOURCE_DIR}/cmake/Version.h.in ${PROJECT_BINARY_DIR}/generated/tpuplan/Version.h @ONLY)
target_include_directories(tpuplan_common INTERFACE ${PROJECT_BINARY_DIR}/generated)
# Options come after the build type's flags, so the last -g wins.
if(NOT TPUPLAN_DEBUG_INFO)
  target_compile_options(tpuplan_common INTERFACE -g0)
endif()

# Sanitizers (TPUPLAN_SANITIZE, CI's second build): every target of ours is compiled and linked
# with ASan and UBSan through this one target. Undefined behaviour aborts instead of printing and
# carrying on, so it fails the test that reached it.
if(TPUPLAN_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "TPUPLAN_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++")
  endif()
  set(TPUPLAN_SANITIZE ON)
endif()
# Line tables (-g1) keep file and line in reports. The test build is -O0: instrumented code
# compiles in a quarter of the time -O2 -g takes (CI's budget), and the tests are short. So are
# CI's fuzz runs: with the core at -O1 libFuzzer tried about twice the inputs in them (3k-94k
# per harness in 20 s, against 1.7k-42k), but compiling it so cost CI 75 of its seconds; long
# runs are `make fuzz`'s, whose `fuzz` preset compiles everything at -O1.
set(TPUPLAN_SANITIZER_OPT "-O0" CACHE STRING "Optimisation level of sanitizer builds")
if(TPUPLAN_SANITIZE)
  set(tpuplan_sanitizers -fsanitize=address,undefined -fno-sanitize-recover=undefined)
  target_compile_options(tpuplan_common INTERFACE ${tpuplan_sanitizers} -fno-omit-frame-pointer ${TPUPLAN_SANITIZER_OPT} -g1)
  target_link_options(tpuplan_common INTERFACE ${tpuplan_sanitizers})
  # Every sanitized binary (tests, the programs they start, xvfb-run children) finds its options
  # and the third-party leak suppressions without help from the environment.
  # Compiled once, linked into each program.
  configure_file(${PROJECT_SOURCE_DIR}/tests/sanitizers/SanitizerDefaults.cpp.in
                 ${PROJECT_BINARY_DIR}/sanitizers/SanitizerDefaults.cpp @ONLY)
  add_library(tpuplan-sanitizer-defaults OBJECT ${PROJECT_BINARY_DIR}/sanitizers/SanitizerDefaults.cpp)
  target_compile_options(tpuplan-sanitizer-defaults PRIVATE ${tpuplan_sanitizers} -fno-omit-frame-pointer ${TPUPLAN_SANITIZER_OPT} -g1)
  target_sources(tpuplan_common INTERFACE $<TARGET_OBJECTS:tpuplan-sanitizer-defaults>)
endif()
# Coverage for libFuzzer (TPUPLAN_FUZZ) goes only where the harnesses reach: the core's layers
# (core/CMakeLists.txt) and the harnesses (tests/fuzz). The window and the tests, built in the
# same sanitizer build, are left without it (a seventh of their compile time).
set(TPUPLAN_FUZZ_COVERAGE "")
if(TPUPLAN_FUZZ)
  set(TPUPLAN_FUZZ_COVERAGE -fsanitize=fuzzer-no-link)
endif()
