// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include <QPointer>
#include <QWidget>

class QCustomPlot;
class QCPBars;
class QCPBarsGroup;
class QCPGraph;
class QLabel;
class QSpinBox;
class QTabWidget;
class QToolButton;

namespace tpuplan {

class PlanDocument;

/// The Cost dock: what the plan costs per month under each way of paying (bars per pool and in
/// total, the pool's own choice highlighted; what is paid for hours not used, a commitment's or a
/// reservation's whole month, stacked pale on top) and over time (cumulative lines with the
/// months after which each commitment pays off). Drawn with QCustomPlot from the core's
/// CostSummary and CostProjection::month(); redrawn on every edit, language and palette change.
class CostChart : public QWidget
{
    Q_OBJECT
public:
    explicit CostChart(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// Redraws both charts from the document's plan.
    void refresh();
    /// Writes the chart on the current tab as PNG, SVG or PDF (by the file's suffix) through
    /// FileWrite; on failure `error` (when given) says why, naming the file.
    bool exportTo(const QString &path, QString *error = nullptr);
    /// The monthly chart as PNG bytes at `size` (logical pixels, drawn at the screen's scale).
    QByteArray monthlyPng(const QSize &size) const;

    // For tests: the plots and their series.
    QCustomPlot *monthlyPlot() const { return m_monthly; }
    QCustomPlot *cumulativePlot() const { return m_cumulative; }
    /// The hours used in `column`, and stacked on them what is paid for hours not used.
    QCPBars *bars(const QString &column) const;
    QCPBars *unusedBars(const QString &column) const;
    QCPGraph *line(const QString &column) const;
    QCPGraph *breakEvenMarks() const { return m_breakEven; }
    QLabel *summaryLabel() const { return m_summary; }
    QSpinBox *horizonSpin() const { return m_horizon; }
    QTabWidget *tabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The plot as the bytes of a PNG, SVG or PDF file (by `suffix`); empty when it cannot be drawn.
    QByteArray render(QCustomPlot *plot, const QString &suffix) const;
    /// Which prices the figures use and of when: contract prices first where any pool has one.
    static QString priceBasis(const CostSummary &cost);
    static QString columnLabel(const QString &column);
    static QColor columnColor(const QString &column);
    /// The summary's first lines: the selected monthly total (or its bound), and what of it
    /// pays for hours not used.
    QString headline(const CostSummary &cost) const;
    QCPBars *addBars(const QString &column, QCPBarsGroup *group, bool unused);
    void buildMonthly(const CostSummary &cost);
    /// A bar's figures for its tooltip: what is paid, and of it what the hours used cost.
    QString barFigures(const QString &column, double key) const;
    void buildCumulative(const CostSummary &cost);
    void showFigures(QCustomPlot *plot, const QPoint &pos);
    void chooseExportFile();
    QString money(double value) const;

    QPointer<PlanDocument> m_document;
    CostSummary m_cost; ///< as last drawn
    QString m_currency;
    QLabel *m_summary;
    QTabWidget *m_tabs;
    QCustomPlot *m_monthly;
    QCustomPlot *m_cumulative;
    QSpinBox *m_horizon;
    QToolButton *m_export;
    QList<QCPBars *> m_bars;      ///< one per CostProjection::columns()
    QList<QCPBars *> m_unused;    ///< one per CostProjection::columns(), each above its m_bars
    QList<QCPGraph *> m_lines;    ///< one per CostProjection::columns()
    QCPGraph *m_breakEven = nullptr;
};

} // namespace tpuplan
