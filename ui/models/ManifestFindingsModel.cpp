// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/ManifestFindingsModel.h"

#include "core/common/ControlText.h"
#include "ui/icons/AppIcons.h"

#include <QFileInfo>
#include <QIcon>

namespace tpuplan {

ManifestFindingsModel::ManifestFindingsModel(QObject *parent) : QAbstractItemModel(parent) {}

void ManifestFindingsModel::setResult(const LintResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

int ManifestFindingsModel::count(Severity severity) const
{
    int n = 0;
    for (const LintFileResult &file : m_result.files) {
        for (const Finding &finding : file.findings + file.notes)
            n += finding.severity == severity ? 1 : 0;
    }
    return n;
}

const Finding &ManifestFindingsModel::entry(const LintFileResult &file, int row)
{
    // The findings, then the notes on what was not checked, as tpu-plan lint lists them.
    return row < file.findings.size() ? file.findings.at(row) : file.notes.at(row - file.findings.size());
}

int ManifestFindingsModel::workloads() const
{
    int n = 0;
    for (const LintFileResult &file : m_result.files)
        n += file.workloads;
    return n;
}

const Finding *ManifestFindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId)
        return nullptr;
    return &entry(m_result.files.at(int(index.internalId() - 1)), index.row());
}

QModelIndex ManifestFindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return parent.isValid() ? createIndex(row, column, quintptr(parent.row() + 1)) : createIndex(row, column, kGroupId);
}

QModelIndex ManifestFindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int ManifestFindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_result.files.size());
    if (parent.internalId() != kGroupId || parent.column() != 0)
        return 0;
    const LintFileResult &file = m_result.files.at(parent.row());
    return int(file.findings.size() + file.notes.size());
}

int ManifestFindingsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ManifestFindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kGroupId)
        return fileData(m_result.files.at(index.row()), index.column(), role);
    const LintFileResult &file = m_result.files.at(int(index.internalId() - 1));
    return findingData(file, entry(file, index.row()), index.column(), role);
}

QVariant ManifestFindingsModel::fileData(const LintFileResult &file, int column, int role) const
{
    if (role == FileRole)
        return file.file;
    if (role == LineRole)
        return 0;
    if (role == Qt::ToolTipRole)
        return ControlText::escaped(file.file);
    if (role == Qt::DecorationRole && column == MessageColumn)
        return AppIcons::severity(file.valid() ? Severity::Info : Severity::Error);
    if (role != Qt::DisplayRole || column != MessageColumn)
        return {};
    const QString name = ControlText::escaped(QFileInfo(file.file).fileName());
    if (file.unreadable)
        return tr("%1: not read").arg(name);
    if (file.isTemplate)
        return tr("%1: a Helm or Jinja template, skipped").arg(name);
    const QString workloads = tr("%n TPU workload(s)", nullptr, file.workloads);
    QString skipped = tr("%n other object(s)", nullptr, file.skipped);
    // A values file or an Ansible play is read but not checked: say so, as tpu-plan lint does.
    if (file.notKubernetes > 0)
        skipped = tr("%1 and %n document(s) that are not Kubernetes objects", nullptr, file.notKubernetes).arg(skipped);
    if (!file.findings.isEmpty())
        return tr("%1: %2, %3 skipped, %n finding(s)", nullptr, int(file.findings.size())).arg(name, workloads, skipped);
    if (file.workloads == 0)
        return tr("%1: no TPU workload, %2 skipped").arg(name, skipped);
    return tr("%1: %2 look right, %3 skipped").arg(name, workloads, skipped);
}

QVariant ManifestFindingsModel::findingData(const LintFileResult &file, const Finding &finding, int column, int role) const
{
    switch (role) {
    case FileRole:
        return file.file;
    case LineRole:
        return finding.line;
    case ColumnRole:
        return finding.column;
    case SeverityRole:
        return int(finding.severity);
    case Qt::DecorationRole:
        return column == MessageColumn ? QVariant(AppIcons::severity(finding.severity)) : QVariant();
    case Qt::ToolTipRole:
        return tr("%1 (%2) in %3, field %4: %5")
            .arg(severityName(finding.severity), finding.rule, ControlText::escaped(finding.pool),
                 ControlText::escaped(finding.field), ControlText::escaped(finding.message));
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case MessageColumn:
        return finding.pool.isEmpty() ? ControlText::escaped(finding.message)
                                      : ControlText::escaped(finding.pool + QStringLiteral(": ") + finding.message);
    case RuleColumn:
        return finding.rule;
    case LocationColumn:
        return finding.line > 0 ? tr("line %1, column %2").arg(finding.line).arg(finding.column) : QString();
    default:
        return {};
    }
}

QVariant ManifestFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn:
        return tr("Finding");
    case RuleColumn:
        return tr("Rule");
    case LocationColumn:
        return tr("Where");
    default:
        return {};
    }
}

} // namespace tpuplan
