// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/plan/Plan.h"

namespace tpuplan {

/// Collects findings and fills in the file position of the field each one points at.
class FindingSink
{
public:
    explicit FindingSink(const Plan &plan) : m_plan(plan) {}

    /// The path of a pool and of one of its fields, as findings and the source map name them.
    // Built for every pool's rules on every check: concatenation, not QString::arg's parsing.
    static QString poolPath(int index) { return QStringLiteral("pools[") + QString::number(index) + QLatin1Char(']'); }
    static QString poolField(int index, const char *field)
    {
        return poolPath(index) + QLatin1Char('.') + QLatin1String(field);
    }

    void add(const QString &rule, Severity severity, int poolIndex, const QString &field, const QString &message);
    void error(const QString &rule, int poolIndex, const QString &field, const QString &message)
    {
        add(rule, Severity::Error, poolIndex, field, message);
    }
    void warning(const QString &rule, int poolIndex, const QString &field, const QString &message)
    {
        add(rule, Severity::Warning, poolIndex, field, message);
    }
    void info(const QString &rule, int poolIndex, const QString &field, const QString &message)
    {
        add(rule, Severity::Info, poolIndex, field, message);
    }
    Findings take() { return std::move(m_findings); }
    const Findings &findings() const { return m_findings; }

    /// The step of RuleEngine's fixed order that the findings added from now on belong to.
    void setStep(int step) { m_step = step; }
    /// The step of each finding, same order as findings().
    const QList<int> &steps() const { return m_steps; }

private:
    const Plan &m_plan;
    Findings m_findings;
    QList<int> m_steps;
    int m_step = 0;
};

} // namespace tpuplan
