// SPDX-License-Identifier: GPL-3.0-or-later
// QCustomPlot's header uses Qt's keywords: included first, with them on for this file only
// (ui/cost/CMakeLists.txt).
#include <qcustomplot.h>

#include "ui/cost/ScenarioView.h"

#include "ui/cost/ChartStyle.h"

#include "core/cost/CostProjection.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

/// A figure ("32", "at least 3,418.40", "1.35.0-gke.3047000") rather than text ("v4 Spot
/// hyperparameter sweep"): digits are at least three in ten of its visible characters.
bool isFigure(const QString &text)
{
    qsizetype digits = 0;
    qsizetype visible = 0;
    for (const QChar c : text) {
        digits += c.isDigit();
        visible += !c.isSpace();
    }
    return visible > 0 && digits * 10 >= visible * 3;
}

/// One colour per plan, distinct in light and dark palettes (Okabe-Ito, in another order than
/// the Cost dock's ways of paying so a plan is never mistaken for one).
QColor planColor(int index)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00)};
    return colors[index % 6];
}

/// The ways of paying charted: the plan's own choice, then every alternative.
const QStringList &options()
{
    static const QStringList list{QStringLiteral("selected"), QStringLiteral("onDemand"), QStringLiteral("spot"),
                                  QStringLiteral("commit1y"), QStringLiteral("commit3y")};
    return list;
}

std::optional<double> option(const CostColumns &columns, const QString &key)
{
    return key == QLatin1String("selected") ? columns.selected : CostProjection::value(columns, key);
}

} // namespace

ScenarioView::ScenarioView(QWidget *parent)
    : QWidget(parent),
      m_hint(new QLabel(this)),
      m_table(new QTableWidget(this)),
      m_plot(new QCustomPlot(this)),
      m_unit(new QCPTextElement(m_plot)),
      m_buttons(new QHBoxLayout)
{
    m_hint->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Whole figures, never cut: the columns share the dock's width and long text wraps
    // ("at least" above "3,418.40"), each cell's full text also its tooltip.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setMinimumSectionSize(30);
    m_table->viewport()->installEventFilter(this);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setVisible(false);
    // Room for the unit, the turned way-of-paying names, two legend rows and a tick or two
    // of the value axis between them: some 12 lines of text.
    m_plot->setMinimumHeight(12 * fontMetrics().height());
    ChartStyle::placeLegendBelow(m_plot, 1); // one plan per row: their names are long
    // The unit reads across above the chart: turned along the value axis of a short dock it was
    // cut ("USD per mont").
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_unit);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_unit->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_unit->setFont(m_plot->yAxis->labelFont());
    ChartStyle::spaceValueTicks(m_plot);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_hint);
    layout->addLayout(m_buttons);
    // The table and the chart share the dock's height; on a small screen the user moves the
    // line between them to read more rows or a taller chart.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("compareSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(m_table);
    split->addWidget(m_plot);
    layout->addWidget(split, 1);
    rebuild();
}

void ScenarioView::setPlans(const QList<PlanFigures> &plans, const QList<ScenarioFieldRow> &fields)
{
    m_plans = plans;
    m_fields = fields;
    rebuild();
}

int ScenarioView::rowOf(const QString &key) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0) && m_table->item(row, 0)->data(Qt::UserRole).toString() == key)
            return row;
    }
    return -1;
}

bool ScenarioView::rowDiffers(const QString &key) const
{
    const int row = rowOf(key);
    return row >= 0 && m_table->item(row, 0)->data(Qt::UserRole + 1).toBool();
}

QStringList ScenarioView::rowKeys()
{
    return {QStringLiteral("chips"),         QStringLiteral("nodes"),         QStringLiteral("slices"),
            QStringLiteral("errors"),        QStringLiteral("warnings"),      QStringLiteral("notes"),
            QStringLiteral("hourlySelected"), QStringLiteral("monthlySelected"), QStringLiteral("monthlyOnDemand"),
            QStringLiteral("monthlySpot"),   QStringLiteral("monthlyCommit1y"), QStringLiteral("monthlyCommit3y")};
}

QString ScenarioView::rowLabel(const QString &key) const
{
    const QString currency = m_plans.isEmpty() ? QString() : m_plans.first().cost.currency;
    if (key == QLatin1String("chips"))
        return tr("Chips");
    if (key == QLatin1String("nodes"))
        return tr("Nodes");
    if (key == QLatin1String("slices"))
        return tr("Slices");
    if (key == QLatin1String("errors"))
        return tr("Errors");
    if (key == QLatin1String("warnings"))
        return tr("Warnings");
    if (key == QLatin1String("notes"))
        return tr("Notes");
    if (key == QLatin1String("hourlySelected"))
        return tr("Hour, selected (%1)").arg(currency);
    if (key == QLatin1String("monthlySelected"))
        return tr("Month, selected");
    if (key == QLatin1String("monthlyOnDemand"))
        return tr("Month, on-demand");
    if (key == QLatin1String("monthlySpot"))
        return tr("Month, Spot");
    if (key == QLatin1String("monthlyCommit1y"))
        return tr("Month, 1 year");
    return tr("Month, 3 years");
}

QString ScenarioView::cell(const PlanFigures &f, const QString &key) const
{
    const QLocale locale;
    auto money = [&](const std::optional<double> &value) { return value ? locale.toString(*value, 'f', 2) : tr("unknown"); };
    // A total with unpublished parts is a floor; one with flex-start pools has a ceiling.
    auto selected = [&](const std::optional<double> &value, const std::optional<double> &atMost) {
        if (value)
            return f.cost.unknownLines.isEmpty() ? money(value) : tr("at least %1").arg(money(value));
        return atMost ? tr("at most %1").arg(money(atMost)) : tr("unknown");
    };
    if (key == QLatin1String("chips"))
        return locale.toString(f.chips);
    if (key == QLatin1String("nodes"))
        return f.nodes ? locale.toString(*f.nodes) : tr("unknown");
    if (key == QLatin1String("slices"))
        return locale.toString(f.slices);
    if (key == QLatin1String("errors"))
        return locale.toString(f.errors);
    if (key == QLatin1String("warnings"))
        return locale.toString(f.warnings);
    if (key == QLatin1String("notes"))
        return locale.toString(f.notes);
    if (key == QLatin1String("hourlySelected"))
        return selected(f.cost.totalHourly.selected, std::nullopt);
    if (key == QLatin1String("monthlySelected"))
        return selected(f.cost.totalMonthly.selected, f.cost.totalMonthlyAtMost);
    if (key == QLatin1String("monthlyOnDemand"))
        return money(f.cost.totalMonthly.onDemand);
    if (key == QLatin1String("monthlySpot"))
        return money(f.cost.totalMonthly.spot);
    if (key == QLatin1String("monthlyCommit1y"))
        return money(f.cost.totalMonthly.commit1y);
    return money(f.cost.totalMonthly.commit3y);
}

void ScenarioView::rebuild()
{
    m_hint->setText(m_plans.size() < 2 ? tr("No scenario yet. File > Duplicate as Scenario keeps a copy of the open plan to "
                                            "compare with while you edit; File > Open Plan Beside adds another plan file.")
                                       : tr("The open plan beside its scenarios; rows marked ≠ differ and come first. A "
                                            "scenario's button makes it the open plan (Edit > Undo switches back)."));
    rebuildButtons();
    rebuildTable();
    rebuildChart();
}

void ScenarioView::rebuildButtons()
{
    // One click switches; the small one removes the scenario.
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 1; i < m_plans.size(); ++i) {
        auto *open = new QPushButton(tr("Switch to Scenario %1").arg(i), this);
        open->setObjectName(QStringLiteral("switchScenario%1").arg(i - 1));
        open->setToolTip(tr("Make scenario %1 (%2) the open plan; the open plan becomes scenario %1 in its place")
                             .arg(i)
                             .arg(m_plans.at(i).name));
        connect(open, &QPushButton::clicked, this, [this, i] { Q_EMIT switchRequested(i - 1); });
        auto *remove = new QToolButton(this);
        remove->setText(QStringLiteral("×"));
        remove->setObjectName(QStringLiteral("removeScenario%1").arg(i - 1));
        remove->setToolTip(tr("Remove the scenario “%1”").arg(m_plans.at(i).name));
        remove->setAccessibleName(remove->toolTip());
        connect(remove, &QToolButton::clicked, this, [this, i] { Q_EMIT removeRequested(i - 1); });
        m_buttons->addWidget(open);
        m_buttons->addWidget(remove);
    }
    m_buttons->addStretch(1);
}

void ScenarioView::rebuildTable()
{
    m_table->clear();
    m_table->setColumnCount(int(m_plans.size()) + 1);
    auto *corner = new QTableWidgetItem(tr("Field"));
    m_table->setHorizontalHeaderItem(0, corner);
    // Two lines: which column ("Scenario 1") and what it is (its file, or the copy it was).
    for (int c = 0; c < m_plans.size(); ++c) {
        const QString which = c == 0 ? tr("Open plan") : tr("Scenario %1").arg(c);
        const QString name = m_plans.at(c).name;
        // The name's line is elided to the column's width in fitColumns(); the tooltip has it whole.
        auto *header = new QTableWidgetItem(name.isEmpty() ? which : which + QLatin1Char('\n') + name);
        header->setData(Qt::UserRole, which);
        header->setData(Qt::UserRole + 1, name);
        header->setToolTip(name.isEmpty() ? which : tr("%1: %2").arg(which, name));
        m_table->setHorizontalHeaderItem(columnOf(c), header);
    }
    // Rows that differ first, each marked: the fields a scenario sets otherwise, then the figures.
    struct Row
    {
        QString key;
        QString label;
        QStringList values;
    };
    QList<Row> differing;
    QList<Row> same;
    for (const ScenarioFieldRow &field : std::as_const(m_fields))
        differing.append({field.label, field.label, field.values});
    for (const QString &key : rowKeys()) {
        Row row{key, rowLabel(key), {}};
        for (const PlanFigures &plan : std::as_const(m_plans))
            row.values.append(cell(plan, key));
        (row.values.count(row.values.value(0)) == row.values.size() ? same : differing).append(row);
    }
    m_table->setRowCount(int(differing.size() + same.size()));
    int r = 0;
    for (const Row &row : std::as_const(differing))
        addRow(r++, row.key, QStringLiteral("≠ ") + row.label, row.values);
    for (const Row &row : std::as_const(same))
        addRow(r++, row.key, row.label, row.values);
    fitColumns();
}

int ScenarioView::widestWord(int column) const
{
    // The widest word of a column's figures and of its header's first line ("Scenario 2"): a
    // figure is never broken. Field values (names, images) may break anywhere, as the view's
    // word wrap does with a word longer than its column; the header's second line is elided.
    int widest = 0;
    const auto measure = [&](const QString &text, const QFont &font) {
        const QFontMetrics metrics(font);
        for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(word));
    };
    if (const QTableWidgetItem *header = m_table->horizontalHeaderItem(column))
        measure(header->text().section(QLatin1Char('\n'), 0, 0), m_table->horizontalHeader()->font());
    const QStringList figures = rowKeys();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *name = m_table->item(row, 0);
        const QTableWidgetItem *item = m_table->item(row, column);
        if (item && (column == 0 || (name && figures.contains(name->data(Qt::UserRole).toString()))))
            measure(item->text(), item->font());
    }
    return widest;
}

void ScenarioView::fitColumns()
{
    // Every plan column as wide as its widest word, the names column the rest (its text wraps);
    // room left over is shared. Only when even that does not fit does the table scroll.
    const int columns = m_table->columnCount();
    if (columns == 0)
        return;
    // The item delegate keeps the focus frame's margin and one pixel on each side of the text.
    const int padding = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 2;
    QList<int> widths;
    int used = 0;
    for (int c = 0; c < columns; ++c) {
        widths.append(widestWord(c) + padding);
        used += widths.last();
    }
    const int room = m_table->viewport()->width();
    if (used < room) {
        const int extra = room - used;
        widths[0] += extra / 2;
        for (int c = 1; c < columns; ++c)
            widths[c] += (extra - extra / 2) / std::max(1, columns - 1);
    }
    const QFontMetrics metrics(m_table->horizontalHeader()->font());
    for (int c = 0; c < columns; ++c) {
        m_table->setColumnWidth(c, widths.at(c));
        QTableWidgetItem *header = m_table->horizontalHeaderItem(c);
        const QString name = header ? header->data(Qt::UserRole + 1).toString() : QString();
        if (!name.isEmpty())
            header->setText(header->data(Qt::UserRole).toString() + QLatin1Char('\n')
                            + metrics.elidedText(name, Qt::ElideMiddle, widths.at(c) - padding - 2 * m_table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_table)));
    }
    m_table->resizeRowsToContents();
}

bool ScenarioView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void ScenarioView::addRow(int row, const QString &key, const QString &label, const QStringList &values)
{
    const bool differs = values.count(values.value(0)) != values.size();
    auto *name = new QTableWidgetItem(label);
    name->setData(Qt::UserRole, key);
    name->setData(Qt::UserRole + 1, differs);
    name->setToolTip(differs ? tr("%1: differs from the open plan").arg(label) : label);
    m_table->setItem(row, 0, name);
    for (int c = 0; c < values.size(); ++c) {
        auto *item = new QTableWidgetItem(values.at(c));
        // Figures line up on the right; text starts on the left, so a word wider than its
        // column loses its end, not its beginning ("hyperparameter", not "/hyperparameter").
        item->setTextAlignment((isFigure(values.at(c)) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        item->setToolTip(values.at(c));
        // A value that differs from the open plan's is bold.
        if (c > 0 && values.at(c) != values.first()) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        m_table->setItem(row, columnOf(c), item);
    }
}

void ScenarioView::rebuildChart()
{
    // A group of bars per way of paying, a bar per plan; unknown has no bar.
    m_plot->clearPlottables();
    m_bars.clear();
    auto *group = new QCPBarsGroup(m_plot);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    const double width = 0.8 / std::max<qsizetype>(1, m_plans.size());
    double highest = 0;
    for (int c = 0; c < m_plans.size(); ++c) {
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(c == 0 ? tr("Open plan: %1").arg(m_plans.at(c).name) : tr("Scenario %1: %2").arg(c).arg(m_plans.at(c).name));
        bars->setWidth(width);
        bars->setBarsGroup(group);
        bars->setPen(QPen(planColor(c).darker(130)));
        bars->setBrush(planColor(c));
        for (int o = 0; o < options().size(); ++o) {
            if (const auto value = option(m_plans.at(c).cost.totalMonthly, options().at(o))) {
                bars->addData(o + 1, *value);
                highest = std::max(highest, *value);
            }
        }
        m_bars.append(bars);
    }
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const QStringList names{tr("As selected"), tr("On-demand"), tr("Spot"), tr("1-year"), tr("3-year")};
    for (int o = 0; o < names.size(); ++o)
        ticker->addTick(o + 1, names.at(o));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setTickLabelRotation(30); // five labels side by side in a narrow dock
    m_plot->xAxis->setRange(0.4, names.size() + 0.6);
    m_unit->setText(tr("%1 per month").arg(m_plans.isEmpty() ? QString() : m_plans.first().cost.currency));
    m_unit->setTextColor(palette().color(QPalette::Text));
    // At least 10 so whole-unit ticks never repeat when every price is unknown.
    m_plot->yAxis->setRange(0, std::max(10.0, highest * 1.1));
    ChartStyle::apply(m_plot, palette());
    m_plot->replot();
}

void ScenarioView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace tpuplan

// The moc output compiles with this file (see ui/cost/CMakeLists.txt).
#include "moc_ScenarioView.cpp"
