// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/ScenarioFields.h"

#include "core/diff/PlanDiff.h"

#include <QJsonArray>

namespace tpuplan {
namespace {

QString text(const QJsonValue &value)
{
    if (value.isNull() || value.isUndefined())
        return QStringLiteral("—");
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &part : value.toArray())
            parts.append(text(part));
        return parts.join(QLatin1Char(' '));
    }
    return value.toString();
}

/// The rows in order of first appearance, each with a value per plan.
class Rows
{
public:
    explicit Rows(qsizetype plans) : m_plans(plans) {}

    /// `value` is plan `plan`'s; `open` the open plan's (kept for the plans that do not change it).
    void set(const QString &label, qsizetype plan, const QString &open, const QString &value)
    {
        qsizetype row = m_labels.indexOf(label);
        if (row < 0) {
            row = m_rows.size();
            m_labels.append(label);
            m_rows.append({label, QStringList(m_plans, open)});
        }
        m_rows[row].values[plan] = value;
    }
    QList<ScenarioFieldRow> rows() const { return m_rows; }

private:
    qsizetype m_plans;
    QStringList m_labels;
    QList<ScenarioFieldRow> m_rows;
};

} // namespace

QList<ScenarioFieldRow> ScenarioFields::differing(const QList<Plan> &plans)
{
    if (plans.size() < 2)
        return {};
    Rows planRows(plans.size());
    Rows poolRows(plans.size());
    const QString absent = tr("(no such pool)");
    const QString present = tr("(pool)");
    for (qsizetype i = 1; i < plans.size(); ++i) {
        const PlanDiffResult diff = PlanDiff::compareFields(plans.first(), plans.at(i));
        for (const FieldChange &change : diff.planFields)
            planRows.set(change.field, i, text(change.from), text(change.to));
        for (const PoolChange &pool : diff.poolsChanged) {
            for (const FieldChange &change : pool.fields)
                poolRows.set(tr("%1: %2", "pool: field").arg(pool.name, change.field), i, text(change.from), text(change.to));
        }
        for (const QString &name : diff.poolsAdded)
            poolRows.set(name, i, absent, present);
        for (const QString &name : diff.poolsRemoved)
            poolRows.set(name, i, present, absent);
    }
    return planRows.rows() + poolRows.rows();
}

} // namespace tpuplan
