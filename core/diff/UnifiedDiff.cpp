// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/UnifiedDiff.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace tpuplan {
namespace {

using Edit = UnifiedDiff::Edit;
using Op = UnifiedDiff::Op;

/// Myers' greedy forward search over a[0..n) and b[0..m), recording V after each step so the
/// path can be walked back. Returns false when more than `limit` edits would be needed.
bool myers(const QList<QByteArray> &a, qsizetype a0, int n, const QList<QByteArray> &b, qsizetype b0, int m,
           int limit, QList<Edit> *out)
{
    const int max = std::min(n + m, limit);
    const int offset = max + 1;
    std::vector<int> v(std::size_t(2 * max + 3), 0);
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= max && found < 0; ++d) {
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[std::size_t(offset + k - 1)] < v[std::size_t(offset + k + 1)]))
                        ? v[std::size_t(offset + k + 1)]
                        : v[std::size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && a[a0 + x] == b[b0 + y]) {
                ++x;
                ++y;
            }
            v[std::size_t(offset + k)] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
        if (found < 0)
            trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
    }
    if (found < 0)
        return false;

    QList<Edit> reversed;
    int x = n;
    int y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int> &prev = trace[std::size_t(d - 1)]; // k from -(d-1) to d-1
        const auto at = [&prev, d](int k) { return prev[std::size_t(k + d - 1)]; };
        const int k = x - y;
        const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = at(prevK);
        const int prevY = prevX - prevK;
        const int snakeX = down ? prevX : prevX + 1;
        while (x > snakeX) {
            --x;
            --y;
            reversed.append({Op::Equal, a0 + x, b0 + y});
        }
        if (down)
            reversed.append({Op::Insert, -1, b0 + prevY});
        else
            reversed.append({Op::Delete, a0 + prevX, -1});
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0) {
        --x;
        --y;
        reversed.append({Op::Equal, a0 + x, b0 + y});
    }
    std::reverse(reversed.begin(), reversed.end());
    out->append(reversed);
    return true;
}

/// Myers over one stretch, or the plain replacement of it when it needs more than `limit` edits.
void diffStretch(const QList<QByteArray> &a, qsizetype a0, qsizetype n, const QList<QByteArray> &b, qsizetype b0,
                 qsizetype m, QList<Edit> *out)
{
    constexpr qsizetype maxLines = 1 << 24; // int line numbers inside myers()
    if (n + m == 0)
        return;
    if (n + m <= maxLines && myers(a, a0, int(n), b, b0, int(m), int(UnifiedDiff::maxEditDistance), out))
        return;
    for (qsizetype i = 0; i < n; ++i)
        out->append({Op::Delete, a0 + i, -1});
    for (qsizetype i = 0; i < m; ++i)
        out->append({Op::Insert, -1, b0 + i});
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
        // Myers takes time (N+M)·D: on a large file with changes all over (main.tf of two
        // 5,000-pool plans) that grows with the square of the pools. Lines found once on each
        // side split it into stretches, each diffed on its own (git's patience diff).
        qsizetype i = head;
        qsizetype j = head;
        const auto anchors = uniqueAnchors(a, head, n, b, head, m);
        for (const auto &[anchorA, anchorB] : anchors) {
            diffStretch(a, i, anchorA - i, b, j, anchorB - j, &result);
            result.append({Op::Equal, anchorA, anchorB});
            i = anchorA + 1;
            j = anchorB + 1;
        }
        diffStretch(a, i, head + n - i, b, j, head + m - j, &result);
    }
    for (qsizetype i = 0; i < tail; ++i)
        result.append({Op::Equal, a.size() - tail + i, b.size() - tail + i});

    // Within each run of changes, deletions first (as diff -u prints them).
    for (qsizetype i = 0; i < result.size();) {
        if (result[i].op == Op::Equal) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < result.size() && result[j].op != Op::Equal)
            ++j;
        std::stable_sort(result.begin() + i, result.begin() + j,
                         [](const Edit &l, const Edit &r) { return l.op == Op::Delete && r.op == Op::Insert; });
        i = j;
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
