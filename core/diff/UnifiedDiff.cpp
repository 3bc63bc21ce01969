// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/UnifiedDiff.h"

#include <QHash>

#include <dtl/dtl.hpp>

#include <algorithm>
#include <vector>

namespace tpuplan {
namespace {

using Edit = UnifiedDiff::Edit;
using Op = UnifiedDiff::Op;

/// dtl's edit script for a[a0..a0+n) against b[b0..b0+m), appended to `out` with the lines
/// numbered in the whole texts. Lines are counted here rather than taken from dtl's indexes:
/// when its path memory fills up on a very different pair of texts, dtl resumes from where it
/// stopped and numbers the rest from there. The order of its script is right either way.
void diffStretch(const QList<QByteArray> &a, qsizetype a0, qsizetype n, const QList<QByteArray> &b, qsizetype b0,
                 qsizetype m, QList<Edit> *out)
{
    if (n + m == 0)
        return;
    // deletesFirst: within each run of changes, deletions come first, as diff -u prints them.
    dtl::Diff<QByteArray, QList<QByteArray>> script(a.mid(a0, n), b.mid(b0, m), /*deletesFirst=*/true);
    script.compose();
    qsizetype lineA = a0;
    qsizetype lineB = b0;
    for (const auto &[line, info] : script.getSes().getSequence()) {
        if (info.type == dtl::SES_COMMON)
            out->append({Op::Equal, lineA++, lineB++});
        else if (info.type == dtl::SES_DELETE)
            out->append({Op::Delete, lineA++, -1});
        else
            out->append({Op::Insert, -1, lineB++});
    }
}

/// Lines that occur exactly once in a[a0..a0+n) and once in b[b0..b0+m), as (line of a, line
/// of b), the longest chain that rises in both (patience sorting): the anchors a large diff is
/// split at, so Myers only runs between them.
QList<std::pair<qsizetype, qsizetype>> uniqueAnchors(const QList<QByteArray> &a, qsizetype a0, qsizetype n,
                                                     const QList<QByteArray> &b, qsizetype b0, qsizetype m)
{
    struct Seen
    {
        int inA = 0;
        int inB = 0;
        qsizetype lineB = -1;
    };
    QHash<QByteArray, Seen> seen;
    seen.reserve(n + m);
    for (qsizetype i = a0; i < a0 + n; ++i)
        ++seen[a[i]].inA;
    for (qsizetype j = b0; j < b0 + m; ++j) {
        Seen &entry = seen[b[j]];
        ++entry.inB;
        entry.lineB = j;
    }
    QList<std::pair<qsizetype, qsizetype>> pairs; // in a's order
    for (qsizetype i = a0; i < a0 + n; ++i) {
        const Seen &entry = seen[a[i]];
        if (entry.inA == 1 && entry.inB == 1)
            pairs.append({i, entry.lineB});
    }
    // Longest increasing run of b's lines: piles of patience sorting, each card remembering the
    // top of the pile to its left.
    std::vector<qsizetype> tops;     // index into pairs of each pile's top
    std::vector<qsizetype> previous(std::size_t(pairs.size()), -1);
    for (qsizetype k = 0; k < pairs.size(); ++k) {
        const auto pile = std::lower_bound(tops.begin(), tops.end(), pairs[k].second,
                                           [&](qsizetype top, qsizetype line) { return pairs[top].second < line; });
        if (pile != tops.begin())
            previous[std::size_t(k)] = *(pile - 1);
        if (pile == tops.end())
            tops.push_back(k);
        else
            *pile = k;
    }
    QList<std::pair<qsizetype, qsizetype>> chain;
    for (qsizetype k = tops.empty() ? -1 : tops.back(); k >= 0; k = previous[std::size_t(k)])
        chain.append(pairs[k]);
    std::reverse(chain.begin(), chain.end());
    return chain;
}

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
    QList<Edit> result;
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) {
        result.append({Op::Equal, head, head});
        ++head;
    }
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    const qsizetype n = a.size() - head - tail;
    const qsizetype m = b.size() - head - tail;
    if (n + m <= anchoredFrom) {
        diffStretch(a, head, n, b, head, m, &result);
    } else {
        // dtl takes time and path memory that grow with the differences: on a large file with
        // changes all over (main.tf of two 5,000-pool plans) its bounded memory fills up and the
        // script stops being the shortest. Lines found once on each side split the texts into
        // stretches, each diffed on its own (git's patience diff), which keeps it short and fast.
        qsizetype i = head;
        qsizetype j = head;
        for (const auto &[anchorA, anchorB] : uniqueAnchors(a, head, n, b, head, m)) {
            diffStretch(a, i, anchorA - i, b, j, anchorB - j, &result);
            result.append({Op::Equal, anchorA, anchorB});
            i = anchorA + 1;
            j = anchorB + 1;
        }
        diffStretch(a, i, head + n - i, b, j, head + m - j, &result);
    }
    for (qsizetype i = 0; i < tail; ++i)
        result.append({Op::Equal, a.size() - tail + i, b.size() - tail + i});
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
