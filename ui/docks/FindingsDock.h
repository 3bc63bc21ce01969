// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/plan/Plan.h"

#include <QDockWidget>

class QTreeView;

namespace tpuplan {

class FindingsModel;

/// The findings of the plan, grouped by pool, with the counts in the title. Activating a
/// finding asks the window to select and focus the field it names.
class FindingsDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit FindingsDock(QWidget *parent = nullptr);

    void setFindings(const Findings &findings, const Plan &plan);
    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    /// `pool` is -1 for plan-wide findings.
    void findingActivated(int pool, const QString &field);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTitle();

    FindingsModel *m_model;
    QTreeView *m_view;
};

} // namespace tpuplan
