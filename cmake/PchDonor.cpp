// SPDX-License-Identifier: GPL-3.0-or-later
// The one source of the precompiled-header donors (core/CMakeLists.txt, tests/CMakeLists.txt):
// they exist to compile a header once, so this file needs no code of its own.
