// SPDX-License-Identifier: GPL-3.0-or-later
// Debian's qcustomplot.h is written with Qt's keywords (signals, slots, foreach); this file alone
// is compiled with them on (ui/cost/CMakeLists.txt). Our own code below uses Q_EMIT and range-for.
#include <qcustomplot.h>

#include "ui/cost/CostChart.h"

#include "ui/cost/ChartStyle.h"

#include "core/cost/CostCalculator.h"
#include "core/cost/CostProjection.h"
#include "core/cost/PriceOverrides.h"
#include "ui/document/PlanDocument.h"

#include "core/common/FileWrite.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
#include <QEvent>
#include <QFileDialog>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPageLayout>
#include <QPdfWriter>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace tpuplan {

namespace {

constexpr int kDefaultHorizonMonths = 36;
constexpr double kBarWidth = 0.2;

QVector<double> toVector(const QList<double> &values)
{
    return QVector<double>(values.cbegin(), values.cend());
}

} // namespace

CostChart::CostChart(QWidget *parent)
    : QWidget(parent),
      m_summary(new QLabel(this)),
      m_tabs(new QTabWidget(this)),
      m_monthly(new QCustomPlot(this)),
      m_cumulative(new QCustomPlot(this)),
      m_horizon(new QSpinBox(this)),
      m_export(new QToolButton(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_horizon->setRange(1, 120);
    m_horizon->setValue(kDefaultHorizonMonths);
    m_export->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    m_export->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_export, &QToolButton::clicked, this, &CostChart::chooseExportFile);
    connect(m_horizon, &QSpinBox::valueChanged, this, &CostChart::refresh);

    for (QCustomPlot *plot : {m_monthly, m_cumulative}) {
        plot->setMinimumHeight(160);
        // The legend goes under the axes, up to two entries to a row, so it never hides a bar.
        ChartStyle::placeLegendBelow(plot, 2);
        plot->setNoAntialiasingOnDrag(true);
        plot->setMouseTracking(true);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent *event) { showFigures(plot, event->pos()); });
    }
    m_tabs->addTab(m_monthly, QString());
    m_tabs->addTab(m_cumulative, QString());

    auto *controls = new QHBoxLayout;
    controls->addStretch(1);
    controls->addWidget(m_horizon);
    controls->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addLayout(controls);
    layout->addWidget(m_tabs, 1);
    refresh();
}

void CostChart::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &PlanDocument::changed, this, &CostChart::refresh);
    refresh();
}

QString CostChart::columnLabel(const QString &column)
{
    if (column == QLatin1String("onDemand"))
        return tr("On-demand");
    if (column == QLatin1String("spot"))
        return tr("Spot");
    if (column == QLatin1String("commit1y"))
        return tr("1-year commitment");
    return tr("3-year commitment");
}

QColor CostChart::columnColor(const QString &column)
{
    // Distinct in light and dark palettes and for the common colour-vision deficiencies
    // (Okabe-Ito): blue, orange, bluish green, reddish purple.
    if (column == QLatin1String("onDemand"))
        return QColor(0x00, 0x72, 0xB2);
    if (column == QLatin1String("spot"))
        return QColor(0xE6, 0x9F, 0x00);
    if (column == QLatin1String("commit1y"))
        return QColor(0x00, 0x9E, 0x73);
    return QColor(0xCC, 0x79, 0xA7);
}

QString CostChart::money(double value) const
{
    return tr("%1 %2").arg(QLocale().toString(value, 'f', 2), m_currency);
}

QCPBars *CostChart::bars(const QString &column) const
{
    const qsizetype index = CostProjection::columns().indexOf(column);
    return index >= 0 && index < m_bars.size() ? m_bars.at(index) : nullptr;
}

QCPBars *CostChart::unusedBars(const QString &column) const
{
    const qsizetype index = CostProjection::columns().indexOf(column);
    return index >= 0 && index < m_unused.size() ? m_unused.at(index) : nullptr;
}

QCPGraph *CostChart::line(const QString &column) const
{
    const qsizetype index = CostProjection::columns().indexOf(column);
    return index >= 0 && index < m_lines.size() ? m_lines.at(index) : nullptr;
}

void CostChart::refresh()
{
    m_tabs->setTabText(0, tr("Per month"));
    m_tabs->setTabText(1, tr("Over time"));
    m_horizon->setPrefix(tr("Horizon: "));
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setToolTip(tr("How many months the 'Over time' chart covers"));
    m_export->setText(tr("Export Chart…"));
    m_export->setToolTip(tr("Save the chart on the current tab as PNG, SVG or PDF"));

    CostSummary cost;
    if (const PlanDocument *document = m_document.data())
        cost = CostCalculator::summarize(document->plan(), document->catalog());
    m_currency = cost.currency;
    if (!m_document)
        m_summary->setText(tr("No plan."));
    else
        m_summary->setText(headline(cost) + QStringLiteral("<br>") + priceBasis(cost).toHtmlEscaped());
    m_cost = cost;
    buildMonthly(cost);
    buildCumulative(cost);
}

QString CostChart::headline(const CostSummary &cost) const
{
    QString text;
    if (cost.totalMonthly.selected && cost.unknownLines.isEmpty())
        text = tr("<b>%1</b> per month as selected, cluster fee, system pool and boot disks included")
                   .arg(money(*cost.totalMonthly.selected).toHtmlEscaped());
    else if (cost.totalMonthly.selected)
        text = tr("<b>At least %1</b> per month as selected; not published: %2")
                   .arg(money(*cost.totalMonthly.selected).toHtmlEscaped(),
                        cost.unknownLines.join(QStringLiteral(", ")).toHtmlEscaped());
    else if (cost.totalMonthlyAtMost && !cost.unknownLines.isEmpty()) // the bound leaves these out
        return tr("<b>At most %1</b> per month as selected plus the items without a published price (%2): flex-start "
                  "counted at its on-demand bound")
            .arg(money(*cost.totalMonthlyAtMost).toHtmlEscaped(), cost.unknownLines.join(QStringLiteral(", ")).toHtmlEscaped());
    else if (cost.totalMonthlyAtMost)
        return tr("<b>At most %1</b> per month as selected: flex-start counted at its on-demand bound")
            .arg(money(*cost.totalMonthlyAtMost).toHtmlEscaped());
    else
        return tr("<b>Unknown</b> per month: %n pool(s) without a price (%1)", nullptr, int(cost.unknownPools.size()))
            .arg(cost.unknownPools.join(QStringLiteral(", ")).toHtmlEscaped());
    // A reservation or a commitment is paid for the whole month: say how much of the total buys
    // hours the plan does not run (the pale part of the bars).
    if (const std::optional<PaidMonth> month = CostProjection::month(cost, QStringLiteral("selected"));
        month && month->unused >= 0.005)
        text += QStringLiteral("<br>")
                + tr("Of this, %1 pays for reserved or committed hours the plan does not use.")
                      .arg(money(month->unused))
                      .toHtmlEscaped();
    return text;
}

QString CostChart::priceBasis(const CostSummary &cost)
{
    // Contract prices (Tools > Contract Prices, kept across sessions) are laid over the catalog
    // as one more source; the prices taken from it say so, whatever their date.
    const auto contract = std::find_if(cost.sources.cbegin(), cost.sources.cend(),
                                       [](const SourceRef &source) { return source.key == PriceOverrides::sourceKey(); });
    const QString contractTitle = contract != cost.sources.cend() ? contract->title : QString();
    // Each list price keeps its own date: say which dates the figures span.
    bool listUsed = false;
    QStringList dates;
    for (const PoolCost &pool : std::as_const(cost.pools)) {
        // A price without its own Spot source dates its Spot price too (CostCalculator).
        const QString spotSource = pool.spotSource.isEmpty() ? pool.priceSource : pool.spotSource;
        for (const auto &[source, date] : {std::pair(pool.priceSource, pool.priceAsOf), std::pair(spotSource, pool.spotAsOf)}) {
            if (source.isEmpty() || source == contractTitle)
                continue;
            listUsed = true;
            if (!date.isEmpty())
                dates.append(date);
        }
    }
    dates.removeDuplicates();
    std::sort(dates.begin(), dates.end());
    if (!contractTitle.isEmpty()) {
        if (!listUsed)
            return tr("Contract prices (Tools > Contract Prices) in %1, before taxes.").arg(cost.currency);
        const QString list = dates.isEmpty()     ? tr("list prices (undated)")
                             : dates.size() == 1 ? tr("list prices of %1").arg(dates.first())
                                                 : tr("list prices dated %1 to %2").arg(dates.first(), dates.last());
        return tr("Contract prices (Tools > Contract Prices) and %1 in %2, before taxes.").arg(list, cost.currency);
    }
    const QString dated = dates.isEmpty()     ? tr("List prices (undated)")
                          : dates.size() == 1 ? tr("List prices of %1").arg(dates.first())
                                              : tr("List prices dated %1 to %2").arg(dates.first(), dates.last());
    return tr("%1 in %2, before taxes and negotiated discounts.").arg(dated, cost.currency);
}

QCPBars *CostChart::addBars(const QString &column, QCPBarsGroup *group, bool unused)
{
    auto *bars = new QCPBars(m_monthly->xAxis, m_monthly->yAxis);
    bars->setName(columnLabel(column));
    bars->setWidth(kBarWidth);
    bars->setBarsGroup(group);
    bars->setStackingGap(0);
    const QColor colour = columnColor(column);
    QColor pale = colour;
    pale.setAlpha(70);
    // Hours used in the column's colour; hours paid but not used pale, under a dashed outline.
    bars->setPen(QPen(colour.darker(130), 1, unused ? Qt::DashLine : Qt::SolidLine));
    bars->setBrush(unused ? pale : colour);
    // The way each pool pays today is drawn selected: outlined and hatched.
    bars->setSelectable(QCP::stMultipleDataRanges);
    bars->selectionDecorator()->setPen(QPen(palette().color(QPalette::WindowText), 2.5));
    bars->selectionDecorator()->setBrush(QBrush(colour, unused ? Qt::Dense6Pattern : Qt::Dense3Pattern));
    if (unused)
        bars->removeFromLegend();
    return bars;
}

void CostChart::buildMonthly(const CostSummary &cost)
{
    m_monthly->clearPlottables();
    m_bars.clear();
    m_unused.clear();
    auto *group = new QCPBarsGroup(m_monthly);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const qsizetype pools = cost.pools.size();
    for (qsizetype i = 0; i < pools; ++i)
        ticker->addTick(double(i + 1), cost.pools.at(i).name);
    ticker->addTick(double(pools + 1), tr("Total"));

    bool anyUnused = false;
    for (const QString &column : CostProjection::columns()) {
        QCPBars *used = addBars(column, group, false);
        QCPBars *unused = addBars(column, group, true);
        unused->moveAbove(used);
        QCPDataSelection usedSelected;
        QCPDataSelection unusedSelected;
        // What a bar pays in the column (CostProjection::month): the pool's own column is its
        // month as planned, a reservation's whole month included.
        const auto add = [&](double key, const std::optional<PaidMonth> &month, bool own) {
            if (!month)
                return;
            if (own)
                usedSelected.addDataRange(QCPDataRange(used->dataCount(), used->dataCount() + 1), false);
            used->addData(key, month->paid - month->unused);
            if (month->unused < 0.005) // under a cent: nothing to draw
                return;
            if (own)
                unusedSelected.addDataRange(QCPDataRange(unused->dataCount(), unused->dataCount() + 1), false);
            unused->addData(key, month->unused);
            anyUnused = true;
        };
        for (qsizetype i = 0; i < pools; ++i)
            add(double(i + 1), CostProjection::month(cost.pools.at(i), column), cost.pools.at(i).selectedColumn == column);
        add(double(pools + 1), CostProjection::month(cost, column), false);
        usedSelected.simplify();
        unusedSelected.simplify();
        used->setSelection(usedSelected);
        unused->setSelection(unusedSelected);
        m_bars << used;
        m_unused << unused;
    }
    // One legend entry for the pale parts of every column, only when there are some.
    auto *unusedKey = new QCPBars(m_monthly->xAxis, m_monthly->yAxis); // no data, a legend entry only
    unusedKey->setName(tr("Paid for hours not used"));
    QColor neutral = palette().color(QPalette::WindowText);
    unusedKey->setPen(QPen(neutral, 1, Qt::DashLine));
    neutral.setAlpha(50);
    unusedKey->setBrush(neutral);
    if (!anyUnused)
        unusedKey->removeFromLegend();
    m_monthly->xAxis->setTicker(ticker);
    m_monthly->xAxis->setNumberFormat(QStringLiteral("g")); // no 'b': "v5e-256" is a pool name, not 5e-256
    m_monthly->xAxis->setTickLabelRotation(pools > 4 ? 30 : 0);
    m_monthly->xAxis->setRange(0.4, double(pools) + 1.6);
    m_monthly->yAxis->setLabel(tr("%1 per month").arg(cost.currency));
    m_monthly->yAxis->rescale();
    m_monthly->yAxis->setRangeLower(0);
    // Whole dollars on the axis: with no known price at all the range would be 0..1 and the ticks
    // (0.2 apart, shown without decimals) would read 0, 0, 1, 1.
    m_monthly->yAxis->setRangeUpper(std::max(10.0, m_monthly->yAxis->range().upper * 1.1));
    ChartStyle::apply(m_monthly, palette());
    m_monthly->replot();
}

void CostChart::buildCumulative(const CostSummary &cost)
{
    m_cumulative->clearPlottables();
    m_cumulative->clearItems();
    m_lines.clear();
    const int horizon = m_horizon->value();
    // What each way of paying costs a month, as the bars show it: a reservation's whole month.
    const CostColumns paid = CostProjection::paidMonthly(cost);
    QVector<double> months;
    for (int month = 1; month <= horizon; ++month)
        months << double(month);

    for (const QString &column : CostProjection::columns()) {
        QCPGraph *graph = m_cumulative->addGraph();
        graph->setName(columnLabel(column));
        graph->setPen(QPen(columnColor(column), 2));
        // A commitment is paid a term at a time: its line steps at the start of each term.
        graph->setLineStyle(CostProjection::termMonths(column) > 0 ? QCPGraph::lsStepLeft : QCPGraph::lsLine);
        const QList<double> values = CostProjection::series(paid, column, horizon);
        if (!values.isEmpty())
            graph->setData(months, toVector(values), true);
        m_lines << graph;
    }

    m_breakEven = m_cumulative->addGraph();
    m_breakEven->setName(tr("Commitment pays off"));
    m_breakEven->setLineStyle(QCPGraph::lsNone);
    m_breakEven->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, palette().color(QPalette::WindowText),
                                                 palette().color(QPalette::Base), 9));
    for (const QString &commitment : {QStringLiteral("commit1y"), QStringLiteral("commit3y")}) {
        const std::optional<double> month = CostProjection::breakEvenMonths(paid, commitment);
        if (!month || *month > horizon)
            continue;
        const double spent = *month * *paid.onDemand;
        m_breakEven->addData(*month, spent);
        auto *label = new QCPItemText(m_cumulative);
        label->position->setCoords(*month, spent);
        // Short, in the commitment's colour, right of and under the mark: the legend says what
        // the marks are, the tooltip gives the figures.
        // Right of the mark, or left of it in the last third of the chart where it would be cut.
        const bool late = *month > horizon * 0.66;
        label->setPositionAlignment((late ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        label->setPadding(late ? QMargins(0, 4, 6, 0) : QMargins(6, 4, 0, 0));
        label->setColor(columnColor(commitment));
        label->setText(tr("%n month(s)", nullptr, int(std::ceil(*month))));
    }

    m_cumulative->xAxis->setLabel(tr("Months"));
    m_cumulative->xAxis->setRange(0, horizon + 0.5);
    m_cumulative->yAxis->setLabel(tr("%1 in total").arg(cost.currency));
    m_cumulative->yAxis->rescale();
    m_cumulative->yAxis->setRangeLower(0);
    m_cumulative->yAxis->setRangeUpper(std::max(10.0, m_cumulative->yAxis->range().upper * 1.05));
    ChartStyle::apply(m_cumulative, palette());
    m_cumulative->replot();
}

void CostChart::showFigures(QCustomPlot *plot, const QPoint &pos)
{
    int index = -1;
    QCPAbstractPlottable *plottable = plot->plottableAt(pos, false, &index);
    if (!plottable || index < 0 || !plottable->interface1D() || index >= plottable->interface1D()->dataCount()) {
        QToolTip::hideText();
        return;
    }
    const double key = plottable->interface1D()->dataMainKey(index);
    const double value = plottable->interface1D()->dataMainValue(index);
    QString where;
    if (plot == m_monthly) {
        auto *ticker = static_cast<QCPAxisTickerText *>(plot->xAxis->ticker().data());
        where = ticker->ticks().value(key);
        // Either part of a bar gives the whole bar: what is paid, and what the hours used cost.
        auto *bars = qobject_cast<QCPBars *>(plottable);
        qsizetype column = m_bars.indexOf(bars);
        if (column < 0)
            column = m_unused.indexOf(bars);
        const QString figures = column >= 0 ? barFigures(CostProjection::columns().value(column), key) : QString();
        if (!figures.isEmpty())
            return QToolTip::showText(plot->mapToGlobal(pos), tr("%1, %2: %3").arg(plottable->name(), where, figures), plot);
    } else {
        where = tr("after %1 months").arg(QLocale().toString(key, 'f', key == std::floor(key) ? 0 : 1));
        if (plottable == m_breakEven)
            return QToolTip::showText(plot->mapToGlobal(pos), tr("On-demand has cost as much as a commitment's term %1: %2").arg(where, money(value)), plot);
    }
    QToolTip::showText(plot->mapToGlobal(pos), tr("%1, %2: %3").arg(plottable->name(), where, money(value)), plot);
}

QString CostChart::barFigures(const QString &column, double key) const
{
    const qsizetype pool = qsizetype(std::lround(key)) - 1;
    if (pool < 0 || pool > m_cost.pools.size())
        return QString();
    const std::optional<PaidMonth> month = pool < m_cost.pools.size() ? CostProjection::month(m_cost.pools.at(pool), column)
                                                                      : CostProjection::month(m_cost, column);
    if (!month)
        return QString();
    if (month->unused < 0.005)
        return money(month->paid);
    return tr("%1 (%2 for the hours used, %3 for hours paid but not used)")
        .arg(money(month->paid), money(month->paid - month->unused), money(month->unused));
}

void CostChart::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QStringLiteral("cost.png"),
                                                      tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

QByteArray CostChart::render(QCustomPlot *plot, const QString &suffix) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QCPPainter painter;
    if (suffix == QLatin1String("svg")) {
        // QCustomPlot draws into any paint device; Qt SVG's generator turns that into vectors.
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(plot->size());
        generator.setViewBox(plot->rect());
        generator.setTitle(tr("TPU plan cost"));
        if (!painter.begin(&generator))
            return QByteArray();
        plot->toPainter(&painter, plot->width(), plot->height());
        painter.end();
        return bytes.contains("</svg>") ? bytes : QByteArray();
    }
    if (suffix == QLatin1String("pdf")) {
        // As QCustomPlot::savePdf draws it (one page the plot's size, in vectors), but into memory.
        QPdfWriter writer(&buffer);
        writer.setTitle(tr("TPU plan cost"));
        // At the screen's resolution, as savePdf's printer: at QPdfWriter's 1200 dpi the fonts
        // (in points) would be scaled up twice, by the resolution and again by the window below.
        writer.setResolution(plot->logicalDpiX());
        writer.setPageLayout(QPageLayout(QPageSize(QSizeF(plot->size()), QPageSize::Point), QPageLayout::Portrait, QMarginsF()));
        if (!painter.begin(&writer))
            return QByteArray();
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        painter.setWindow(plot->rect());
        plot->toPainter(&painter, plot->width(), plot->height());
        painter.end();
        return bytes;
    }
    if (!plot->toPixmap(plot->width(), plot->height(), devicePixelRatioF()).save(&buffer, "PNG"))
        return QByteArray();
    return bytes;
}

bool CostChart::exportTo(const QString &path, QString *error)
{
    // Drawn into memory and written through FileWrite: whole or not at all, and never over a
    // FIFO, a device or a folder.
    const QByteArray bytes = render(static_cast<QCustomPlot *>(m_tabs->currentWidget()), QFileInfo(path).suffix().toLower());
    if (bytes.isEmpty()) {
        if (error)
            *error = tr("The chart could not be drawn.");
        return false;
    }
    return FileWrite::replace(path, bytes, error);
}

QByteArray CostChart::monthlyPng(const QSize &size) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!m_monthly->toPixmap(size.width(), size.height(), devicePixelRatioF()).save(&buffer, "PNG"))
        return QByteArray();
    return bytes;
}

void CostChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace tpuplan

// The moc output compiles with this file (see ui/cost/CMakeLists.txt).
#include "moc_CostChart.cpp"
