// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestLinter.h"

#include <QAbstractItemModel>

namespace tpuplan {

/// What File > Check Manifests found: one group per file (its name and verdict), then the file's
/// findings with their object, rule and line, and its notes (a template skipped, a check left
/// partial), as `tpu-plan lint` prints them.
class ManifestFindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { MessageColumn, RuleColumn, LocationColumn, ColumnCount };
    enum Role {
        FileRole = Qt::UserRole + 1, ///< the file a group or finding belongs to
        LineRole,                    ///< 1-based, 0 for groups and findings without a line
        ColumnRole,
        SeverityRole,
    };

    explicit ManifestFindingsModel(QObject *parent = nullptr);

    void setResult(const LintResult &result);
    const LintResult &result() const { return m_result; }
    int count(Severity severity) const;
    int workloads() const;
    /// The finding or note of a child row, nullptr for a file row.
    const Finding *finding(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr quintptr kGroupId = 0; ///< file rows; finding rows carry file + 1

    /// Row `row` of a file's children: its findings first, then its notes.
    static const Finding &entry(const LintFileResult &file, int row);
    QVariant fileData(const LintFileResult &file, int column, int role) const;
    QVariant findingData(const LintFileResult &file, const Finding &finding, int column, int role) const;

    LintResult m_result;
};

} // namespace tpuplan
