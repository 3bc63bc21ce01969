// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "plan/Plan.h"

#include <QMainWindow>

class QLabel;
class QTreeWidget;

namespace tpuplan {

/// The planner window. For now it opens a plan and shows its pools and findings; the editors,
/// the availability matrix and the 3D view arrive with their issues.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const Catalog &catalog, QWidget *parent = nullptr);

    /// Loads `path` and shows it; false (with a message box) when the file is not a plan.
    bool openPlan(const QString &path);

private:
    void createActions();
    void showPlan(const QString &path, const Plan &plan, const Findings &findings);
    void chooseAndOpen();

    const Catalog &m_catalog;
    QTreeWidget *m_pools = nullptr;
    QTreeWidget *m_findings = nullptr;
    QLabel *m_totals = nullptr;
};

} // namespace tpuplan
