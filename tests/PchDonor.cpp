// SPDX-License-Identifier: GPL-3.0-or-later
// The one source of the tests' precompiled-header donors (tests/CMakeLists.txt): they exist to
// compile the header once, so this file needs no code of its own.
