// SPDX-License-Identifier: GPL-3.0-or-later
// The one source of each core layer's link check (core/CMakeLists.txt): the layer itself is
// linked in whole beside this file, so this file needs no code of its own.
