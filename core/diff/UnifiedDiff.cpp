// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/UnifiedDiff.h"

#include <dtl/dtl.hpp>

#include <algorithm>

namespace tpuplan {
namespace {

using Op = UnifiedDiff::Op;

QString range(qsizetype start, qsizetype count)
{
    // As diff -u writes it: a one-line range is just its line; an empty range names the line
    // before it.
    if (count == 1)
        return QString::number(start + 1);
    return QStringLiteral("%1,%2").arg(count == 0 ? start : start + 1).arg(count);
}

void appendLine(QString *text, QChar prefix, const QByteArray &line)
{
    text->append(prefix);
    if (line.endsWith('\n')) {
        text->append(QString::fromUtf8(line.constData(), line.size() - 1));
        text->append(QLatin1Char('\n'));
    } else {
        text->append(QString::fromUtf8(line));
        text->append(QStringLiteral("\n\\ No newline at end of file\n"));
    }
}

} // namespace

QList<QByteArray> UnifiedDiff::lines(const QByteArray &text)
{
    QList<QByteArray> result;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype end = text.indexOf('\n', start);
        if (end < 0) {
            result.append(text.mid(start));
            break;
        }
        result.append(text.mid(start, end - start + 1));
        start = end + 1;
    }
    return result;
}

QList<UnifiedDiff::Edit> UnifiedDiff::edits(const QList<QByteArray> &a, const QList<QByteArray> &b)
{
    // deletesFirst: within each run of changes, deletions come first, as diff -u prints them.
    dtl::Diff<QByteArray, QList<QByteArray>> script(a, b, /*deletesFirst=*/true);
    script.compose();
    QList<Edit> result;
    const auto sequence = script.getSes().getSequence();
    result.reserve(qsizetype(sequence.size()));
    // Lines are counted here rather than taken from dtl's indexes: when its path memory fills up
    // on a very different pair of texts, dtl resumes from where it stopped and numbers the rest
    // from there. The order of the script is right either way.
    qsizetype lineA = 0;
    qsizetype lineB = 0;
    for (const auto &[line, info] : sequence) {
        if (info.type == dtl::SES_COMMON)
            result.append({Op::Equal, lineA++, lineB++});
        else if (info.type == dtl::SES_DELETE)
            result.append({Op::Delete, lineA++, -1});
        else
            result.append({Op::Insert, -1, lineB++});
    }
    return result;
}

QString UnifiedDiff::diff(const QByteArray &a, const QByteArray &b, const QString &labelA, const QString &labelB,
                          int context)
{
    if (a == b)
        return {};
    const QList<QByteArray> linesA = lines(a);
    const QList<QByteArray> linesB = lines(b);
    const QList<Edit> script = edits(linesA, linesB);
    context = std::max(context, 0);

    // Lines of each text before each edit, for the hunk headers.
    QList<qsizetype> beforeA(script.size() + 1, 0);
    QList<qsizetype> beforeB(script.size() + 1, 0);
    for (qsizetype i = 0; i < script.size(); ++i) {
        beforeA[i + 1] = beforeA[i] + (script[i].op != Op::Insert);
        beforeB[i + 1] = beforeB[i] + (script[i].op != Op::Delete);
    }

    QString text = QStringLiteral("--- %1\n+++ %2\n").arg(labelA, labelB);
    qsizetype i = 0;
    while (i < script.size()) {
        while (i < script.size() && script[i].op == Op::Equal)
            ++i;
        if (i == script.size())
            break;
        const qsizetype first = std::max<qsizetype>(0, i - context);
        // Extend over changes whose gap of equal lines is at most 2 x context.
        qsizetype lastChange = i;
        qsizetype j = i;
        while (j < script.size()) {
            if (script[j].op != Op::Equal) {
                lastChange = j;
                ++j;
                continue;
            }
            qsizetype gap = j;
            while (gap < script.size() && script[gap].op == Op::Equal)
                ++gap;
            if (gap == script.size() || gap - j > 2 * context)
                break;
            j = gap;
        }
        const qsizetype end = std::min(script.size(), lastChange + 1 + context);
        text += QStringLiteral("@@ -%1 +%2 @@\n")
                    .arg(range(beforeA[first], beforeA[end] - beforeA[first]),
                         range(beforeB[first], beforeB[end] - beforeB[first]));
        for (qsizetype e = first; e < end; ++e) {
            const Edit &edit = script[e];
            if (edit.op == Op::Equal)
                appendLine(&text, QLatin1Char(' '), linesA[edit.lineA]);
            else if (edit.op == Op::Delete)
                appendLine(&text, QLatin1Char('-'), linesA[edit.lineA]);
            else
                appendLine(&text, QLatin1Char('+'), linesB[edit.lineB]);
        }
        i = end;
    }
    return text;
}

} // namespace tpuplan
