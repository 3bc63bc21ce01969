// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/FieldWording.h"

#include "core/advice/ChoiceEvaluator.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace tpuplan {

QString FieldWording::label(const QString &field) const
{
    return m_labeler && !field.isEmpty() ? m_labeler(field) : QString();
}

QString FieldWording::labelOfKey(const QString &key, const QString &field) const
{
    if (key.contains(QLatin1Char('.')))
        return label(key);
    // A bare key is a field beside the finding's own or above it: the finding's field itself
    // (pools[0].dynamicSlicing), a sibling (pools[0].autoscaling.maxNodes), a field of its pool,
    // then one of the pool or the cluster by the key alone.
    QString parent = field;
    while (!parent.isEmpty()) {
        if (parent == key || parent.endsWith(QLatin1Char('.') + key))
            return label(parent);
        const qsizetype dot = parent.lastIndexOf(QLatin1Char('.'));
        parent = dot > 0 ? parent.left(dot) : QString();
        const QString candidate = label(parent.isEmpty() ? key : parent + QLatin1Char('.') + key);
        if (!candidate.isEmpty())
            return candidate;
    }
    const QString pool = label(key);
    return pool.isEmpty() ? label(QStringLiteral("cluster.") + key) : pool;
}

QString FieldWording::message(const QString &text, const QString &field) const
{
    if (!m_labeler)
        return text;
    // Keys as the rules write them, possibly quoted: a path with its sections (cluster.version,
    // workload.queue, pools[2].zone) or a bare key in camel case (maxNodes, dynamicSlicing);
    // plain words ("slices", "topology") are English too and left alone. Not a host name
    // (cloud.google.com/...), a file (main.tf) or a part of a longer dotted name.
    static const QRegularExpression key(
        QStringLiteral("(?<![\\w./-])'?((?:pools\\[[0-9]+\\]\\.)?[a-z][A-Za-z]*(?:\\.[a-z][A-Za-z]*)+|[a-z]+[A-Z][A-Za-z]*)'?"
                       "(?![\\w/-]|\\.\\w)"));
    QString worded;
    qsizetype last = 0;
    for (const QRegularExpressionMatch &match : key.globalMatch(text)) {
        const QString name = labelOfKey(match.captured(1), field);
        if (name.isEmpty())
            continue;
        worded += QStringView(text).mid(last, match.capturedStart() - last);
        worded += QCoreApplication::translate("tpuplan::FindingsModel", "'%1'").arg(name);
        last = match.capturedEnd();
    }
    worded += QStringView(text).mid(last);
    return worded;
}

QString FieldWording::reason(const ChoiceVerdict &verdict) const
{
    QStringList lines;
    for (const Finding &finding : verdict.blocking) {
        const QString line = message(finding.message, finding.field);
        if (!lines.contains(line))
            lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tpuplan
