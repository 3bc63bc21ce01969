// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/ScenarioFields.h"
#include "core/report/PlanFigures.h"

#include <QList>
#include <QWidget>

class QCustomPlot;
class QCPBars;
class QCPTextElement;
class QHBoxLayout;
class QLabel;
class QTableWidget;

namespace tpuplan {

/// The Compare dock: the open plan beside its scenarios, as a table (the fields a scenario sets
/// otherwise, then the figures: chips, nodes, slices, findings, hourly and monthly cost per way
/// of paying; every row that differs comes first and is marked) and one QCustomPlot chart with
/// a bar group per way of paying and a bar per plan. The table fits the dock's width: columns
/// share it and text wraps, so no figure is cut. A button per scenario makes it the open plan
/// in one click (the owner decides what that means; see Scenarios).
class ScenarioView : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioView(QWidget *parent = nullptr);

    /// `plans[0]` is the open plan, the others the scenarios in order; each plan's `name` is what
    /// the dock calls it. `fields` are the fields some scenario sets otherwise (ScenarioFields).
    void setPlans(const QList<PlanFigures> &plans, const QList<ScenarioFieldRow> &fields = {});

    // For tests.
    QTableWidget *table() const { return m_table; }
    QCustomPlot *plot() const { return m_plot; }
    QList<QCPBars *> bars() const { return m_bars; }
    /// The keys of the figure rows, in their order when no figure differs.
    static QStringList rowKeys();
    /// The table row of a figure (a rowKeys() key) or of a differing field (its label); -1 if none.
    int rowOf(const QString &key) const;
    /// Whether that row differs between the plans (and is marked so).
    bool rowDiffers(const QString &key) const;
    /// The table column of plan `plan` (0 = the open plan): the first column holds the row names.
    static int columnOf(int plan) { return plan + 1; }

Q_SIGNALS:
    void switchRequested(int scenario);
    void removeRequested(int scenario);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString rowLabel(const QString &key) const;
    QString cell(const PlanFigures &figures, const QString &key) const;
    void rebuild();
    void rebuildButtons();
    void rebuildTable();
    int widestWord(int column) const;
    /// Shares the table's width among its columns (see the class comment).
    void fitColumns();
    void addRow(int row, const QString &key, const QString &label, const QStringList &values);
    void rebuildChart();

    QList<PlanFigures> m_plans;
    QList<ScenarioFieldRow> m_fields;
    QLabel *m_hint;
    QTableWidget *m_table;
    QCustomPlot *m_plot;
    QCPTextElement *m_unit;
    QHBoxLayout *m_buttons;
    QList<QCPBars *> m_bars;
};

} // namespace tpuplan
