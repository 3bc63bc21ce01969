// SPDX-License-Identifier: GPL-3.0-or-later
// QCustomPlot's header uses Qt's keywords: included first, with them on for this file only
// (ui/cost/CMakeLists.txt).
#include <qcustomplot.h>

#include "ui/cost/ChartStyle.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>

namespace tpuplan::ChartStyle {

void apply(QCustomPlot *plot, const QPalette &palette)
{
    // QCustomPlot formats tick labels with the plot's locale, which is C (no group separators)
    // unless set; the application's locale follows the language chosen.
    plot->setLocale(QLocale());
    plot->yAxis->setNumberFormat(QStringLiteral("f"));
    plot->yAxis->setNumberPrecision(0);
    const QColor text = palette.color(QPalette::Text);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(palette.color(QPalette::Mid), 0, Qt::DotLine));
    }
    plot->legend->setBrush(palette.brush(QPalette::Base));
    plot->legend->setBorderPen(QPen(palette.color(QPalette::Mid)));
    plot->legend->setTextColor(text);
}

namespace {

/// The legend entries per row that fit `width`: at least one, at most `maxColumns`.
int legendColumnsFitting(const QCustomPlot *plot, int width, int maxColumns)
{
    const QCPLegend *legend = plot->legend;
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (const QCPAbstractLegendItem *item = legend->item(i)) // null: an empty cell of the grid
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    }
    const QMargins margins = legend->margins();
    const int room = width - margins.left() - margins.right() - 2; // the legend's border
    const int spacing = legend->columnSpacing();
    int columns = widest > 0 ? (room + spacing) / (widest + spacing) : maxColumns;
    return std::clamp(columns, 1, std::max(1, maxColumns));
}

} // namespace

void placeLegendBelow(QCustomPlot *plot, int maxColumns)
{
    plot->legend->setVisible(true);
    plot->plotLayout()->addElement(1, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(maxColumns);
    // Before each replot (a resize replots too), when the entries and the width are known.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot, maxColumns] {
        const int columns = legendColumnsFitting(plot, plot->viewport().width(), maxColumns);
        if (columns != plot->legend->wrap()) {
            plot->legend->setWrap(columns);
            plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-flows the entries
        }
    });
}

void spaceValueTicks(QCustomPlot *plot)
{
    // After the layout, when the axis rect's height is known: the ticks of this replot were made
    // before it, so a changed count replots once more (the height does not depend on the count).
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        const int labelHeight = QFontMetrics(plot->yAxis->tickLabelFont()).height();
        // Three label heights per tick asked, at least two given: the ticker rounds its step to
        // 1, 2, 2.5 or 5 times a power of ten, down by up to a third. Two at least: asked for
        // one, it may round the step past the top of the range and leave 0 alone.
        const int fitting = std::clamp(plot->yAxis->axisRect()->height() / (3 * labelHeight), 2, 5);
        if (fitting != plot->yAxis->ticker()->tickCount()) {
            plot->yAxis->ticker()->setTickCount(fitting);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });
}

namespace {

/// The fewest decimals that write `value` whole to six significant digits: 300 → 0, 2.5 → 1,
/// 0.05 → 2.
int decimalsToWrite(double value)
{
    int decimals = 0;
    for (double scaled = value; decimals < 6; scaled *= 10, ++decimals) {
        if (std::abs(scaled - std::round(scaled)) <= 1e-6 * std::max(1.0, std::abs(scaled)))
            break;
    }
    return decimals;
}

/// Log-scale ticks on a few round multiples of each power of ten: the densest set whose closest
/// labels keep apart (fitLogTicks gives the decades they need from the axis's length and its
/// labels' size) with at most eight in the range. Under two ticks in the range (less than a
/// power of ten shown), linear ticks instead.
class ReadableLogTicker : public QCPAxisTicker
{
public:
    /// The decades two labels need between them: `within` for multiples of one power of ten
    /// (as wide as each other), `across` for neighbouring powers (a digit longer or shorter).
    /// False when the ticks stay as they were.
    bool setMinimumGaps(double within, double across)
    {
        const int before = layoutFor(m_within, m_across);
        m_within = within;
        m_across = across;
        return layoutFor(within, across) != before;
    }
    static QString label(double tick, const QLocale &locale) { return locale.toString(tick, 'f', decimalsToWrite(tick)); }

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override { return label(tick, locale); }

private:
    struct Multiples
    {
        std::array<int, 3> of; // of each power of ten; 0 ends the list
        double closest;        // decades between the nearest two
    };
    /// 1-2-5, 1-3: the sets of multiples within a power of ten, densest first.
    static constexpr std::array<Multiples, 2> kSets{{{{1, 2, 5}, 0.30103}, {{1, 3, 0}, 0.47712}}};
    /// The ticks of `layout` from a power of ten below the range to one above; `inside` counts
    /// those in it.
    static QVector<double> ticksOf(int layout, const QCPRange &range, int *inside);
    /// An index of kSets, or kSets.size() - 1 + the decades from one tick to the next.
    static int layoutFor(double within, double across)
    {
        for (int i = 0; i < int(kSets.size()); ++i) {
            if (kSets[i].closest >= within)
                return i;
        }
        return int(kSets.size()) - 1 + std::max(1, int(std::ceil(across)));
    }

    double m_within = 0.3;
    double m_across = 1.0;
    double m_linearStep = 0; ///< the step of linear ticks, 0 on log ticks
};

QVector<double> ReadableLogTicker::ticksOf(int layout, const QCPRange &range, int *inside)
{
    const int decadesApart = std::max(1, layout - int(kSets.size()) + 1);
    static constexpr std::array<int, 3> kPowersOnly{1, 0, 0};
    const auto &multiples = layout < int(kSets.size()) ? kSets[layout].of : kPowersOnly;
    // One power of ten beyond each end, so that the sub-ticks reach the axis's ends.
    const int first = int(std::floor(std::log10(range.lower))) - 1;
    const int last = int(std::ceil(std::log10(range.upper))) + 1;
    QVector<double> ticks;
    *inside = 0;
    for (int power = first - (first % decadesApart + decadesApart) % decadesApart; power <= last; power += decadesApart) {
        for (int multiple : multiples) {
            if (multiple == 0)
                break;
            const double tick = multiple * std::pow(10.0, power);
            ticks.append(tick);
            *inside += range.contains(tick) ? 1 : 0;
        }
    }
    return ticks;
}

QVector<double> ReadableLogTicker::createTickVector(double tickStep, const QCPRange &range)
{
    Q_UNUSED(tickStep)
    m_linearStep = 0;
    if (range.lower <= 0 || range.upper <= range.lower)
        return {};
    // The densest set that keeps its labels apart, and not more than a reader counts at once.
    constexpr int kMostLabels = 8;
    for (int layout = layoutFor(m_within, m_across);; ++layout) {
        int inside = 0;
        const QVector<double> ticks = ticksOf(layout, range, &inside);
        if (inside <= kMostLabels) {
            if (inside >= 2)
                return ticks;
            break;
        }
    }
    m_linearStep = getTickStep(range);
    return QCPAxisTicker::createTickVector(m_linearStep, range);
}

QVector<double> ReadableLogTicker::createSubTickVector(int subTickCount, const QVector<double> &ticks)
{
    Q_UNUSED(subTickCount)
    if (m_linearStep > 0)
        return QCPAxisTicker::createSubTickVector(QCPAxisTicker::getSubTickCount(m_linearStep), ticks);
    if (ticks.size() < 2)
        return {};
    // Every multiple of each power of ten between the ticks; with powers skipped, each power.
    const bool sparse = ticks[1] / ticks[0] > 10.5;
    QVector<double> subTicks;
    for (int power = int(std::lround(std::log10(ticks.first()))); power <= int(std::lround(std::log10(ticks.last()))); ++power) {
        for (int multiple = 1; multiple <= (sparse ? 1 : 9); ++multiple) {
            const double tick = multiple * std::pow(10.0, power);
            const bool isTick = std::any_of(ticks.begin(), ticks.end(),
                                            [tick](double t) { return std::abs(t - tick) <= 1e-9 * tick; });
            if (!isTick)
                subTicks.append(tick);
        }
    }
    return subTicks;
}

/// Gives the ticker the decades its labels need on `axis`: on a horizontal axis the widest label
/// and a space between it and the next, as words have (neighbouring powers of ten differ by a
/// digit: their mean width), on a vertical one two label heights.
void fitLogTicks(QCPAxis *axis, ReadableLogTicker *ticker)
{
    const QCPRange range = axis->range();
    if (range.lower <= 0 || range.upper <= range.lower)
        return;
    const QFontMetrics metrics(axis->tickLabelFont());
    const QLocale locale = axis->parentPlot()->locale();
    int within = 2 * metrics.height();
    int across = within;
    if (axis->orientation() == Qt::Horizontal) {
        const auto widthOf = [&](double power) {
            return metrics.horizontalAdvance(ReadableLogTicker::label(power, locale));
        };
        // The widest labels are at an end: the top's (1.000.000) or, below 1, the bottom's (0,001).
        const double top = std::pow(10.0, std::floor(std::log10(range.upper)));
        const double bottom = std::pow(10.0, std::floor(std::log10(range.lower)));
        const int space = metrics.horizontalAdvance(QLatin1Char(' '));
        within = std::max(widthOf(top), widthOf(bottom)) + space;
        across = std::max(widthOf(top) + widthOf(top / 10), widthOf(bottom) + widthOf(bottom * 10)) / 2 + space;
    }
    const int length = std::max(1,
                                axis->orientation() == Qt::Horizontal ? axis->axisRect()->width() : axis->axisRect()->height());
    const double decadesPerPixel = std::log10(range.upper / range.lower) / length;
    if (ticker->setMinimumGaps(within * decadesPerPixel, across * decadesPerPixel))
        axis->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace

void useLogScale(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto *ticker = new ReadableLogTicker;
    axis->setTicker(QSharedPointer<QCPAxisTicker>(ticker));
    // After the layout, when the axis's length is known (as spaceValueTicks does); a changed gap
    // replots once more with it.
    QObject::connect(axis->parentPlot(), &QCustomPlot::afterLayout, axis, [axis, ticker] {
        if (axis->ticker().data() == ticker)
            fitLogTicks(axis, ticker);
    });
}

} // namespace tpuplan::ChartStyle
