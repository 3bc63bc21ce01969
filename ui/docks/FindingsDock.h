// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/lint/ManifestLinter.h"
#include "core/plan/Plan.h"

#include <QDockWidget>

class QTabWidget;
class QTreeView;

namespace tpuplan {

class FindingsModel;
class ManifestFindingsPanel;

/// The findings of the plan, grouped by pool. Activating a finding asks the window to select and
/// focus the field it names. A second tab, shown once File > Check Manifests has run, lists what
/// the manifest linter found. The title counts the findings of the tab shown.
class FindingsDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit FindingsDock(QWidget *parent = nullptr);

    void setFindings(const Findings &findings, const Plan &plan);
    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    ManifestFindingsPanel *manifestPanel() const { return m_manifests; }
    QTabWidget *tabs() const { return m_tabs; }
    /// Shows the Manifests tab with `result` and brings it (and the dock) to the front.
    void showManifestResult(const LintResult &result);
    /// The rule of the finding selected in the tab shown, empty when none is selected.
    QString currentRule() const;

Q_SIGNALS:
    /// `pool` is -1 for plan-wide findings.
    void findingActivated(int pool, const QString &field);
    /// The user asked what a finding's rule protects against (context menu, or F1 on it).
    void learnMoreRequested(const QString &rule);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTitle();
    void offerLearnMore(QTreeView *view, int ruleColumn, const QPoint &position);

    FindingsModel *m_model;
    QTreeView *m_view;
    ManifestFindingsPanel *m_manifests;
    QTabWidget *m_tabs;
};

} // namespace tpuplan
