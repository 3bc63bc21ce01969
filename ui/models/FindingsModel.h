// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/plan/Plan.h"
#include "ui/icons/AppIcons.h"
#include "ui/models/FieldWording.h"

#include <QAbstractItemModel>

namespace tpuplan {

/// Findings grouped by pool: one group for the plan as a whole, then one per pool that has
/// findings, each listing its errors, warnings and notes in the rule engine's order.
class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { MessageColumn, RuleColumn, FieldColumn, ColumnCount };
    enum Role {
        FieldRole = Qt::UserRole + 1, ///< the field path a finding names
        PoolRole,                     ///< the pool index the finding or group concerns, -1 = plan
        SeverityRole,
    };

    explicit FindingsModel(QObject *parent = nullptr);

    /// Findings then name fields by their labels: in the Field column and wherever a message
    /// names a plan field (the CLI keeps the paths, which are what a plan file says).
    void setFieldWording(FieldWording wording) { m_wording = std::move(wording); }
    const FieldWording &fieldWording() const { return m_wording; }

    void setFindings(const Findings &findings, const Plan &plan);
    int count(Severity severity) const;
    /// The finding behind an index, nullptr for group rows.
    const Finding *finding(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The pool a field path (`pools[2].zone`) points into, or -1.
    static int poolOfField(const QString &field);

private:
    struct Group
    {
        int pool = -1;
        QString title;
        Findings findings;
    };
    static constexpr quintptr kGroupId = 0; ///< group rows; finding rows carry group + 1

    QVariant groupData(const Group &group, int column, int role) const;
    QVariant findingData(const Finding &finding, int pool, int column, int role) const;

    QString fieldText(const QString &field) const;

    QList<Group> m_groups;
    FieldWording m_wording;
    SeverityIcons m_severityIcons;
};

} // namespace tpuplan
