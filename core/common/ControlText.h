// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tpuplan {

/// Control characters in text that came from a file: C0 and C1 controls, DEL, the Unicode line
/// and paragraph separators and the bidirectional embeddings, overrides and isolates. Plan
/// values holding one are refused (a newline splits a gcloud command, an escape sequence
/// repaints the terminal), and every message the programs print shows them escaped.
class ControlText
{
public:
    static bool isControl(QChar c);
    /// Index of the first control character in `text`, or -1. With `multiLine`, line feeds and
    /// tabs are allowed (a description, a command argument).
    static qsizetype find(const QString &text, bool multiLine = false);
    /// `text` with each control character written as an escape (\n, \t, \r, \x1b, \u202e), so
    /// it prints on one line and sends nothing to the terminal.
    static QString escaped(const QString &text);
    /// The escape of one character, as escaped() writes it.
    static QString escape(QChar c);
};

} // namespace tpuplan
