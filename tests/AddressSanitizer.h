// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// TPUPLAN_UNDER_ASAN is 1 when the test is compiled with AddressSanitizer, which makes a run
// several times slower and changes what it takes in memory. g++ says so with
// __SANITIZE_ADDRESS__; clang (the sanitizer build's compiler) only through __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define TPUPLAN_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TPUPLAN_UNDER_ASAN 1
#endif
#endif
#ifndef TPUPLAN_UNDER_ASAN
#define TPUPLAN_UNDER_ASAN 0
#endif
