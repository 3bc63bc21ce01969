// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/DiffReport.h"

#include "core/common/ControlText.h"
#include "core/report/FindingsReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "core/common/Languages.h"

#include <QLocale>

namespace tpuplan {
namespace {

QJsonValue escapedValue(const QJsonValue &value)
{
    if (value.isString())
        return ControlText::escaped(value.toString());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(escapedValue(item));
        return array;
    }
    return value;
}

QJsonArray names(const QStringList &list)
{
    QJsonArray array;
    for (const QString &name : list)
        array.append(ControlText::escaped(name));
    return array;
}

QJsonArray fieldsJson(const QList<FieldChange> &changes)
{
    QJsonArray array;
    for (const FieldChange &change : changes) {
        QJsonObject object;
        object.insert(QStringLiteral("field"), ControlText::escaped(change.field));
        object.insert(QStringLiteral("path"), ControlText::escaped(change.path));
        object.insert(QStringLiteral("from"), escapedValue(change.from));
        object.insert(QStringLiteral("to"), escapedValue(change.to));
        array.append(object);
    }
    return array;
}

template<typename T>
QJsonValue optionalJson(const std::optional<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject fromTo(const QJsonValue &from, const QJsonValue &to)
{
    QJsonObject object;
    object.insert(QStringLiteral("from"), from);
    object.insert(QStringLiteral("to"), to);
    return object;
}

QJsonArray findingsJson(const Findings &findings)
{
    QJsonArray array;
    for (const Finding &finding : findings)
        array.append(FindingsReport::findingToJson(finding));
    return array;
}

QString money(const std::optional<double> &value, int decimals)
{
    return value ? Languages::reportLocale().toString(*value, 'f', decimals) : DiffReport::tr("unknown");
}

QString count(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : DiffReport::tr("unknown");
}

QString change(const QString &from, const QString &to)
{
    return from == to ? DiffReport::tr("%1 (unchanged)").arg(from) : QStringLiteral("%1 -> %2").arg(from, to);
}

void fieldLines(QString *text, const QList<FieldChange> &changes)
{
    for (const FieldChange &c : changes)
        *text += QStringLiteral("  %1: %2 -> %3\n")
                     .arg(ControlText::escaped(c.field), DiffReport::valueText(c.from), DiffReport::valueText(c.to));
}

} // namespace

QString DiffReport::valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return tr("(not set)");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return ControlText::escaped(value.toString());
    case QJsonValue::Array:
        return ControlText::escaped(QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)));
    case QJsonValue::Object:
        return ControlText::escaped(QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)));
    }
    return {};
}

QJsonObject DiffReport::toJson(const PlanDiffResult &diff)
{
    QJsonObject pools;
    pools.insert(QStringLiteral("added"), names(diff.poolsAdded));
    pools.insert(QStringLiteral("removed"), names(diff.poolsRemoved));
    QJsonArray changed;
    for (const PoolChange &pool : diff.poolsChanged) {
        QJsonObject object;
        object.insert(QStringLiteral("name"), ControlText::escaped(pool.name));
        object.insert(QStringLiteral("fields"), fieldsJson(pool.fields));
        changed.append(object);
    }
    pools.insert(QStringLiteral("changed"), changed);

    const TotalsChange &t = diff.totals;
    QJsonObject totals;
    totals.insert(QStringLiteral("chips"), fromTo(t.chipsFrom, t.chipsTo));
    totals.insert(QStringLiteral("nodes"), fromTo(optionalJson(t.nodesFrom), optionalJson(t.nodesTo)));
    totals.insert(QStringLiteral("hourly"), fromTo(optionalJson(t.hourlyFrom), optionalJson(t.hourlyTo)));
    totals.insert(QStringLiteral("monthly"), fromTo(optionalJson(t.monthlyFrom), optionalJson(t.monthlyTo)));
    totals.insert(QStringLiteral("currency"), t.currency);

    QJsonObject findings;
    findings.insert(QStringLiteral("introduced"), findingsJson(diff.introduced));
    findings.insert(QStringLiteral("resolved"), findingsJson(diff.resolved));

    QJsonArray bundle;
    for (const BundleFileDiff &file : diff.bundle) {
        QJsonObject object;
        object.insert(QStringLiteral("file"), file.file);
        object.insert(QStringLiteral("diff"), file.diff);
        bundle.append(object);
    }

    QJsonObject root;
    root.insert(QStringLiteral("a"), ControlText::escaped(diff.fileA));
    root.insert(QStringLiteral("b"), ControlText::escaped(diff.fileB));
    root.insert(QStringLiteral("same"), diff.same());
    root.insert(QStringLiteral("pools"), pools);
    root.insert(QStringLiteral("fields"), fieldsJson(diff.planFields));
    root.insert(QStringLiteral("totals"), totals);
    root.insert(QStringLiteral("findings"), findings);
    root.insert(QStringLiteral("bundle"), bundle);
    return root;
}

QString DiffReport::toText(const PlanDiffResult &diff)
{
    const QString a = ControlText::escaped(diff.fileA);
    const QString b = ControlText::escaped(diff.fileB);
    QString text = diff.same() ? tr("%1 and %2: the plans are the same").arg(a, b)
                               : tr("%1 -> %2: the plans differ").arg(a, b);
    text += QLatin1Char('\n');
    if (!diff.poolsAdded.isEmpty())
        text += tr("Pools added: %1").arg(ControlText::escaped(diff.poolsAdded.join(QStringLiteral(", ")))) + QLatin1Char('\n');
    if (!diff.poolsRemoved.isEmpty())
        text += tr("Pools removed: %1").arg(ControlText::escaped(diff.poolsRemoved.join(QStringLiteral(", ")))) + QLatin1Char('\n');
    for (const PoolChange &pool : diff.poolsChanged) {
        text += tr("Pool %1 changed:").arg(ControlText::escaped(pool.name)) + QLatin1Char('\n');
        fieldLines(&text, pool.fields);
    }
    if (!diff.planFields.isEmpty()) {
        text += tr("Plan fields changed:") + QLatin1Char('\n');
        fieldLines(&text, diff.planFields);
    }

    const TotalsChange &t = diff.totals;
    text += tr("Totals:") + QLatin1Char('\n');
    text += QStringLiteral("  %1: %2\n").arg(tr("chips"), change(QString::number(t.chipsFrom), QString::number(t.chipsTo)));
    text += QStringLiteral("  %1: %2\n").arg(tr("nodes"), change(count(t.nodesFrom), count(t.nodesTo)));
    text += QStringLiteral("  %1: %2 %3\n")
                .arg(tr("per hour (selected)"), change(money(t.hourlyFrom, 4), money(t.hourlyTo, 4)), t.currency);
    text += QStringLiteral("  %1: %2 %3\n")
                .arg(tr("per month (selected)"), change(money(t.monthlyFrom, 2), money(t.monthlyTo, 2)), t.currency);

    if (!diff.introduced.isEmpty()) {
        text += tr("Findings introduced:") + QLatin1Char('\n');
        for (const Finding &finding : diff.introduced)
            text += QStringLiteral("  + ") + FindingsReport::line(diff.fileB, finding) + QLatin1Char('\n');
    }
    if (!diff.resolved.isEmpty()) {
        text += tr("Findings resolved:") + QLatin1Char('\n');
        for (const Finding &finding : diff.resolved)
            text += QStringLiteral("  - ") + FindingsReport::line(diff.fileA, finding) + QLatin1Char('\n');
    }
    if (!diff.bundle.isEmpty()) {
        text += tr("Review bundle, files that change:") + QLatin1Char('\n');
        for (const BundleFileDiff &file : diff.bundle)
            text += file.diff;
    }
    return text;
}

} // namespace tpuplan
