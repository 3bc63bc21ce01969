// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/PlanFigures.h"

#include <QList>
#include <QWidget>

class QCustomPlot;
class QCPBars;
class QHBoxLayout;
class QLabel;
class QTableWidget;

namespace tpuplan {

/// The Compare dock: the open plan beside its scenarios, as a table of figures (chips, nodes,
/// slices, findings, hourly and monthly cost per way of paying) and one QCustomPlot chart with
/// a bar group per way of paying and a bar per plan. A button per scenario makes it the open
/// plan in one click (the owner decides what that means; see Scenarios).
class ScenarioView : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioView(QWidget *parent = nullptr);

    /// `plans[0]` is the open plan, the others the scenarios in order.
    void setPlans(const QList<PlanFigures> &plans);

    // For tests.
    QTableWidget *table() const { return m_table; }
    QCustomPlot *plot() const { return m_plot; }
    QList<QCPBars *> bars() const { return m_bars; }
    /// The row labels of the table, in order (the keys of rowValue()).
    static QStringList rowKeys();

Q_SIGNALS:
    void switchRequested(int scenario);
    void removeRequested(int scenario);

protected:
    void changeEvent(QEvent *event) override;

private:
    QString rowLabel(const QString &key) const;
    QString cell(const PlanFigures &figures, const QString &key) const;
    void rebuild();
    void rebuildButtons();
    void rebuildTable();
    void rebuildChart();

    QList<PlanFigures> m_plans;
    QLabel *m_hint;
    QTableWidget *m_table;
    QCustomPlot *m_plot;
    QHBoxLayout *m_buttons;
    QList<QCPBars *> m_bars;
};

} // namespace tpuplan
