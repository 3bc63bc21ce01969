// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace tpuplan {

/// A line-based diff of two texts written as a unified diff, the format of `diff -u` and
/// `git diff`: `---`/`+++` labels, `@@ -l,n +l,n @@` hunks with `context` lines around each
/// change (hunks closer than twice that merge), and `\ No newline at end of file` after a last
/// line without one. The edit script comes from dtl (Wu, Manber and Myers' O(NP) algorithm,
/// https://github.com/cubicdaiya/dtl), after trimming the common head and tail and, on large
/// texts, splitting them at lines found once on each side (patience diff, which dtl lacks). Only
/// the hunks are laid out here: dtl's own unified printer has a fixed context and writes ranges
/// differently from `diff -u`.
class UnifiedDiff
{
public:
    enum class Op { Equal, Delete, Insert };
    struct Edit
    {
        Op op = Op::Equal;
        qsizetype lineA = -1; ///< 0-based line of the old text (Equal, Delete)
        qsizetype lineB = -1; ///< 0-based line of the new text (Equal, Insert)
    };

    /// From this many lines (both texts, without their common head and tail) the diff is first
    /// split at lines that occur once in each text, and dtl runs between them: near-linear time
    /// on large generated files; a correct diff, not always the shortest.
    static constexpr qsizetype anchoredFrom = 2000;

    /// Splits `text` into lines, each keeping its '\n' (the last one has none when the text
    /// does not end with a line break).
    static QList<QByteArray> lines(const QByteArray &text);
    /// The shortest edit script turning `a` into `b` (deletions before insertions in each change);
    /// see `anchoredFrom` for large texts.
    static QList<Edit> edits(const QList<QByteArray> &a, const QList<QByteArray> &b);
    /// The unified diff of `a` and `b`, empty when they are equal. `labelA`/`labelB` follow
    /// `---`/`+++` (`a/gcloud.sh`, `/dev/null`).
    static QString diff(const QByteArray &a, const QByteArray &b, const QString &labelA, const QString &labelB,
                        int context = 3);
};

} // namespace tpuplan
