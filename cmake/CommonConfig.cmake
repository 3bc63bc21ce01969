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
target_compile_definitions(tpuplan_common INTERFACE TPUPLAN_VERSION="${PROJECT_VERSION}")
