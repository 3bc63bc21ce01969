// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sizing/SizeDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/advice/PlanEdits.h"
#include "core/sizing/ModelPresets.h"
#include "core/sizing/SizingMath.h"
#include "core/sizing/SizingReport.h"
#include "ui/document/PlanDocument.h"
#include "ui/sizing/SizingCharts.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

enum CandidateColumn { SliceColumn, ChipsColumn, FitColumn, PerChipColumn, UsableColumn, BoundColumn, SpeedColumn, MonthlyColumn, RunColumn, ColumnCount };

QSpinBox *spin(int min, int max, int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

QComboBox *choices(const QStringList &values, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->addItems(values);
    return box;
}

QString money(const std::optional<double> &value)
{
    return value ? QLocale().toString(*value, 'f', 0) : SizeDialog::tr("unknown");
}

/// What limits a candidate's speed, as the language says it (the core's ids: compute, hbm, ici,
/// dcn); the id's own text for one this list does not know.
QString boundText(const QString &bound)
{
    if (bound == QLatin1String("compute"))
        return SizeDialog::tr("compute", "what limits the speed");
    if (bound == QLatin1String("hbm"))
        return SizeDialog::tr("memory bandwidth (HBM)", "what limits the speed");
    if (bound == QLatin1String("ici"))
        return SizeDialog::tr("chip links (ICI)", "what limits the speed");
    if (bound == QLatin1String("dcn"))
        return SizeDialog::tr("data-centre network (DCN)", "what limits the speed");
    return bound;
}

/// The dialog's inputs, scrolled sideways where the pane is narrower than they are (a small
/// screen, a scale factor of 2, long labels): as tall as they are, plus the scroll bar while it
/// shows, so the results below keep the pane's width and the rest of its height.
class SidewaysScroll : public QScrollArea
{
public:
    SidewaysScroll(QWidget *content, QWidget *parent) : QScrollArea(parent)
    {
        setWidget(content);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override { return {QScrollArea::sizeHint().width(), heightNeeded()}; }
    QSize minimumSizeHint() const override { return {QScrollArea::minimumSizeHint().width(), heightNeeded()}; }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        updateGeometry(); // the scroll bar comes or goes with the width
    }

private:
    int heightNeeded() const
    {
        const bool sideways = widget()->minimumSizeHint().width() > width();
        return widget()->sizeHint().height() + (sideways ? horizontalScrollBar()->sizeHint().height() : 0);
    }
};

/// `title` on two lines, broken at the space that leaves the narrower block ("Monthly\ncost");
/// as it is without a space.
QString onTwoLines(const QString &title, const QFontMetrics &metrics)
{
    qsizetype best = -1;
    int narrowest = metrics.horizontalAdvance(title);
    for (qsizetype space = title.indexOf(QLatin1Char(' ')); space >= 0; space = title.indexOf(QLatin1Char(' '), space + 1)) {
        const int width = std::max(metrics.horizontalAdvance(title.left(space)), metrics.horizontalAdvance(title.mid(space + 1)));
        if (width < narrowest) {
            narrowest = width;
            best = space;
        }
    }
    return best < 0 ? title : title.left(best) + QLatin1Char('\n') + title.mid(best + 1);
}

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SizeDialog::SizeDialog(PlanDocument *document, int pool, QWidget *parent)
    : QDialog(parent),
      m_document(document),
      m_pool(document && pool >= 0 && pool < document->plan().pools.size() ? pool : -1),
      m_summary(new QLabel(this)),
      m_verdict(new QLabel(this)),
      m_table(new QTableWidget(this)),
      m_charts(new SizingCharts(this)),
      m_use(new QPushButton(tr("&Use This Slice"), this)),
      m_rerun(new QTimer(this))
{
    setObjectName(QStringLiteral("SizeDialog"));
    setWindowTitle(tr("Size from Model"));
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("SizingSummary"));
    m_verdict->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("SizingVerdict"));
    QFont strong = m_verdict->font();
    strong.setBold(true);
    m_verdict->setFont(strong);
    m_table->setObjectName(QStringLiteral("SizingCandidates"));
    m_table->setColumnCount(ColumnCount);
    m_titles << tr("Slice") << tr("Chips") << tr("Fit") << tr("GiB/chip") << tr("Usable GiB") << tr("Bound")
             << tr("Time / throughput") << tr("Monthly cost") << tr("Run cost");
    m_table->setHorizontalHeaderLabels(m_titles);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->viewport()->installEventFilter(this);
    m_use->setObjectName(QStringLiteral("UseSliceButton"));
    m_use->setToolTip(m_pool >= 0 ? tr("Set the selected pool to this TPU version and slice (undoable)")
                                  : tr("Select a pool in the plan first"));
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SizeDialog::showSelected);
    connect(m_use, &QPushButton::clicked, this, &SizeDialog::useSelected);
    m_rerun->setSingleShot(true);
    m_rerun->setInterval(250);
    connect(m_rerun, &QTimer::timeout, this, &SizeDialog::runSearch);

    auto *inputs = new QWidget(this);
    auto *form = new QVBoxLayout(inputs);
    form->setContentsMargins(0, 0, 0, 0);
    form->addWidget(buildModelBox());
    form->addWidget(buildJobBox());
    // The inputs scroll sideways where the dialog is narrower than they are rather than pushing
    // it past the screen's edge; the candidates below have the pane's whole width.
    auto *left = new QWidget(this);
    auto *results = new QVBoxLayout(left);
    results->setContentsMargins(0, 0, 0, 0);
    results->addWidget(new SidewaysScroll(inputs, left));
    results->addWidget(m_summary);
    results->addWidget(m_verdict);
    results->addWidget(m_table, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_charts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_use, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter in a number field confirms the number, never "Use This Slice" or Close: no button
    // is the default one (a button with the focus still takes Enter).
    for (QPushButton *button : buttons->findChildren<QPushButton *>())
        button->setAutoDefault(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {1500, 900});
    showPreset();
}

QWidget *SizeDialog::buildModelBox()
{
    auto *box = new QGroupBox(tr("Model"), this);
    auto *layout = new QGridLayout(box);
    m_preset = new QComboBox(box);
    m_preset->setObjectName(QStringLiteral("ModelPreset"));
    for (const ModelDims &model : ModelPresets::builtIn().models)
        m_preset->addItem(model.name, model.id);
    m_preset->addItem(tr("Custom dimensions"), QString());
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(QStringLiteral("llama-3.1-70b"))));
    layout->addWidget(new QLabel(tr("Preset:"), box), 0, 0);
    layout->addWidget(m_preset, 0, 1, 1, 5);
    const QStringList labels{tr("Layers"), tr("Hidden"), tr("FFN"), tr("Heads"), tr("KV heads"), tr("Head size"), tr("Vocabulary")};
    const int max[] = {1000, 1000000, 10000000, 4096, 4096, 4096, 100000000};
    for (int i = 0; i < labels.size(); ++i) {
        QSpinBox *dim = spin(1, max[i], 1, box);
        dim->setObjectName(QStringLiteral("ModelDimension%1").arg(i));
        m_dims.append(dim);
        layout->addWidget(new QLabel(labels[i], box), 1 + i / 4, (i % 4) * 2);
        layout->addWidget(dim, 1 + i / 4, (i % 4) * 2 + 1);
        watchNumber(dim);
    }
    connect(m_preset, &QComboBox::currentIndexChanged, this, &SizeDialog::showPreset);
    return box;
}

QWidget *SizeDialog::buildJobBox()
{
    auto *box = new QWidget(this);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_jobKind = new QButtonGroup(this);
    auto *kinds = new QVBoxLayout;
    auto *training = new QRadioButton(tr("&Training"), box);
    auto *serving = new QRadioButton(tr("&Serving"), box);
    training->setObjectName(QStringLiteral("TrainingJob"));
    serving->setObjectName(QStringLiteral("ServingJob"));
    m_jobKind->addButton(training, 0);
    m_jobKind->addButton(serving, 1);
    training->setChecked(true);
    kinds->addWidget(training);
    kinds->addWidget(serving);
    kinds->addStretch();
    layout->addLayout(kinds);

    m_training = new QGroupBox(tr("Training"), box);
    auto *t = new QFormLayout(m_training);
    m_tokens = new QDoubleSpinBox(m_training);
    m_tokens->setRange(0.001, 1000000);
    m_tokens->setDecimals(3);
    m_tokens->setValue(2000);
    m_tokens->setSuffix(tr(" billion"));
    m_seqLen = spin(1, 10000000, 8192, m_training);
    m_globalBatch = spin(1, 100000000, 512, m_training);
    // Rematerialisation policies: the core's ids as data, said in the language.
    m_remat = new QComboBox(m_training);
    m_remat->setObjectName(QStringLiteral("RematChoice"));
    m_remat->addItem(tr("full (keep layer inputs, recompute the rest)", "remat"), QStringLiteral("full"));
    m_remat->addItem(tr("minimal (recompute the cheap parts)", "remat"), QStringLiteral("minimal"));
    m_remat->addItem(tr("none (keep every activation)", "remat"), QStringLiteral("none"));
    m_remat->addItem(tr("offload (activations to host memory)", "remat"), QStringLiteral("offload"));
    m_mfu = new QDoubleSpinBox(m_training);
    m_mfu->setRange(0, 1);
    m_mfu->setSingleStep(0.05);
    m_mfu->setSpecialValueText(tr("per TPU version"));
    m_deadline = spin(0, 36500, 0, m_training);
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setObjectName(QStringLiteral("Deadline"));
    t->addRow(tr("Tokens:"), m_tokens);
    t->addRow(tr("Sequence length:"), m_seqLen);
    t->addRow(tr("Global batch (sequences):"), m_globalBatch);
    t->addRow(tr("Remat:"), m_remat);
    t->addRow(tr("MFU:"), m_mfu);
    t->addRow(tr("Deadline (days):"), m_deadline);
    m_serving = new QGroupBox(tr("Serving"), box);
    auto *s = new QFormLayout(m_serving);
    m_weights = choices({QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("int8"), QStringLiteral("int4")}, m_serving);
    m_kvCache = choices({QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("int8")}, m_serving);
    m_contextLen = spin(1, 10000000, 8192, m_serving);
    m_concurrency = spin(1, 10000000, 64, m_serving);
    m_concurrency->setObjectName(QStringLiteral("Concurrency"));
    s->addRow(tr("Weights:"), m_weights);
    s->addRow(tr("KV cache:"), m_kvCache);
    s->addRow(tr("Context length:"), m_contextLen);
    s->addRow(tr("Concurrent sequences:"), m_concurrency);
    layout->addWidget(m_training, 1);
    layout->addWidget(m_serving, 1);

    const auto changed = [this] {
        if (!m_filling)
            runSearch();
    };
    connect(m_jobKind, &QButtonGroup::idToggled, this, [this, changed](int, bool on) {
        m_training->setEnabled(m_jobKind->checkedId() == 0);
        m_serving->setEnabled(m_jobKind->checkedId() == 1);
        if (on)
            changed();
    });
    m_serving->setEnabled(false);
    for (QAbstractSpinBox *number : std::initializer_list<QAbstractSpinBox *>{m_tokens, m_mfu, m_seqLen, m_globalBatch,
                                                                              m_deadline, m_contextLen, m_concurrency})
        watchNumber(number);
    for (QComboBox *combo : {m_remat, m_weights, m_kvCache})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    return box;
}

void SizeDialog::showPreset()
{
    const ModelDims *model = ModelPresets::builtIn().find(m_preset->currentData().toString());
    m_filling = true;
    if (model) {
        const qint64 values[] = {model->layers, model->hidden, model->ffn, model->heads, model->kvHeads, model->headDim, model->vocab};
        for (int i = 0; i < m_dims.size(); ++i)
            m_dims[i]->setValue(int(values[i]));
    }
    for (QSpinBox *dim : std::as_const(m_dims))
        dim->setEnabled(!model);
    m_filling = false;
    runSearch();
}

ModelWorkload SizeDialog::workload() const
{
    ModelWorkload w;
    w.name = m_document ? m_document->plan().metadata.name : QStringLiteral("sized-plan");
    if (const ModelDims *preset = ModelPresets::builtIn().find(m_preset->currentData().toString())) {
        w.model = *preset;
    } else {
        ModelDims &m = w.model;
        m.name = tr("Custom model");
        m.layers = m_dims[0]->value();
        m.hidden = m_dims[1]->value();
        m.ffn = m_dims[2]->value();
        m.heads = m_dims[3]->value();
        m.kvHeads = m_dims[4]->value();
        m.headDim = m_dims[5]->value();
        m.vocab = m_dims[6]->value();
    }
    if (m_jobKind->checkedId() == 0) {
        TrainingJob job;
        job.tokens = m_tokens->value() * 1e9;
        job.seqLen = m_seqLen->value();
        job.globalBatch = m_globalBatch->value();
        job.remat = m_remat->currentData().toString();
        if (m_mfu->value() > 0)
            job.mfu = m_mfu->value();
        w.training = job;
        if (m_deadline->value() > 0)
            w.constraints.deadlineDays = m_deadline->value();
    } else {
        ServingJob job;
        job.weights = m_weights->currentText();
        job.kvCache = m_kvCache->currentText();
        job.contextLen = m_contextLen->value();
        job.concurrency = m_concurrency->value();
        w.serving = job;
    }
    if (m_document) {
        w.constraints.mode = m_document->plan().cluster.mode;
        w.constraints.region = m_document->plan().cluster.region;
    }
    return w;
}

SizeDialog::~SizeDialog()
{
    // ~QDialog hides the dialog, which takes the focus from a number field: its editingFinished
    // must not reach this object's slots, already gone by then.
    for (QAbstractSpinBox *box : findChildren<QAbstractSpinBox *>())
        disconnect(box, nullptr, this, nullptr);
}

void SizeDialog::watchNumber(QAbstractSpinBox *box)
{
    const auto later = [this] {
        if (!m_filling)
            m_rerun->start();
    };
    if (auto *whole = qobject_cast<QSpinBox *>(box))
        connect(whole, &QSpinBox::valueChanged, this, later);
    else if (auto *decimal = qobject_cast<QDoubleSpinBox *>(box))
        connect(decimal, &QDoubleSpinBox::valueChanged, this, later);
    connect(box, &QAbstractSpinBox::editingFinished, this, [this] {
        if (m_rerun->isActive())
            runSearch();
    });
}

void SizeDialog::runSearch()
{
    m_rerun->stop();
    const Catalog &catalog = m_document ? m_document->catalog() : Catalog::builtIn();
    const ModelWorkload w = workload();
    m_result = SliceSearch::run(w, catalog);
    QString summary = tr("%1: %2 billion parameters.").arg(w.model.name, QLocale().toString(m_result.parameters / 1e9, 'f', 2));
    if (m_document) {
        // Serving, and training without a deadline, rank by cost alone after the fit.
        const QString order = w.constraints.deadlineDays ? tr("Slices offered in %1 (%2 mode), best first: fits, then meets the "
                                                              "deadline (the slices that miss it in grey), then cost.")
                                                         : tr("Slices offered in %1 (%2 mode), best first: fits, then cost.");
        summary += QLatin1Char(' ')
                   + order.arg(w.constraints.region, m_document->plan().cluster.isAutopilot() ? tr("Autopilot") : tr("Standard"));
    }
    m_summary->setText(summary);
    m_verdict->setText(m_result.warnings.join(QLatin1Char('\n')));
    m_verdict->setVisible(!m_result.warnings.isEmpty());
    keepWhole(m_summary);
    keepWhole(m_verdict);
    fillTable();
}

void SizeDialog::fillTable()
{
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(m_result.candidates.size()));
    for (int row = 0; row < m_result.candidates.size(); ++row) {
        const SizingCandidate &c = m_result.candidates[row];
        const QString fit = c.fit == Fit::Fits ? tr("fits") : c.fit == Fit::Tight ? tr("tight") : tr("does not fit");
        QString speed;
        if (c.training)
            speed = c.training->days ? tr("%1 days").arg(QLocale().toString(*c.training->days, 'f', 1)) : tr("unknown");
        else if (c.serving)
            speed = c.serving->tokensPerSecond ? tr("%1 tokens/s").arg(QLocale().toString(*c.serving->tokensPerSecond, 'f', 0)) : tr("unknown");
        m_table->setItem(row, SliceColumn, cell(c.slice.label()));
        m_table->setItem(row, ChipsColumn, cell(QLocale().toString(c.slice.chips()), true));
        m_table->setItem(row, FitColumn, cell(fit));
        m_table->setItem(row, PerChipColumn, cell(SizingMath::neededGiB(c.memory.total()), true));
        m_table->setItem(row, UsableColumn, cell(SizingMath::usableGiB(c.usableBytes), true));
        m_table->setItem(row, BoundColumn, cell(boundText(SizingReport::boundOf(c))));
        m_table->setItem(row, SpeedColumn, cell(speed, true));
        m_table->setItem(row, MonthlyColumn, cell(money(c.monthly.onDemand), true));
        m_table->setItem(row, RunColumn, cell(c.training ? money(c.total.onDemand) : QString(), true));
        // A slice that misses the deadline or the budget is grey (the summary says so); every
        // cell tells why.
        const bool missing = !c.meetsDeadline || !c.meetsBudget;
        for (int column = 0; column < ColumnCount; ++column) {
            m_table->item(row, column)->setToolTip(c.why.join(QLatin1Char('\n')));
            if (missing)
                m_table->item(row, column)->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        }
    }
    fitTitles();
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    showSelected();
}

void SizeDialog::fitTitles()
{
    // Where the titles on one line make the table wider than its pane, a title wider than its
    // column's figures ("Chi phí hàng tháng" over "1.009.152") takes two lines, so the table fits
    // in every language: Qt's header draws a line break but never wraps by itself. Measured as
    // the header and the view size the columns.
    QHeaderView *header = m_table->horizontalHeader();
    const QAbstractItemView *view = m_table;
    const auto needed = [&] {
        int width = 0;
        for (int column = 0; column < ColumnCount; ++column)
            width += std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
        return width;
    };
    QList<int> wider;
    for (int column = 0; column < ColumnCount; ++column) {
        if (m_table->horizontalHeaderItem(column)->text() != m_titles[column])
            m_table->horizontalHeaderItem(column)->setText(m_titles[column]);
        if (header->sectionSizeHint(column) > view->sizeHintForColumn(column))
            wider.append(column);
    }
    if (needed() > m_table->viewport()->width()) {
        QFont bold = header->font(); // the header sizes its sections for bold titles
        bold.setBold(true);
        for (int column : std::as_const(wider))
            m_table->horizontalHeaderItem(column)->setText(onTwoLines(m_titles[column], QFontMetrics(bold)));
    }
    // The run cost takes the rest of the width; where there is none, its figures stay whole and
    // the table scrolls.
    const bool room = needed() <= m_table->viewport()->width();
    header->setSectionResizeMode(RunColumn, room ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

void SizeDialog::keepWhole(QLabel *label)
{
    // The pane is short on a small screen: without a floor, the layout squeezes a wrapped line
    // out of sight before it shrinks the table. The label is as wide as the table below it.
    label->setMinimumHeight(0); // QLabel's height for a width is never below its minimum
    label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(m_table->width()));
}

bool SizeDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fitTitles(); // a wider pane may hold the titles on one line, a narrower one not
        keepWhole(m_summary); // and the lines above the table wrap differently
        keepWhole(m_verdict);
    }
    return QDialog::eventFilter(watched, event);
}

int SizeDialog::selectedCandidate() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? -1 : items.first()->row();
}

void SizeDialog::showSelected()
{
    const int selected = selectedCandidate();
    m_charts->show(m_result, selected);
    m_use->setEnabled(m_pool >= 0 && selected >= 0);
}

void SizeDialog::useSelected()
{
    const int selected = selectedCandidate();
    if (!m_document || m_pool < 0 || selected < 0)
        return;
    const SizingCandidate &c = m_result.candidates[selected];
    const Catalog &catalog = m_document->catalog();
    Plan plan = PlanEdits::withTpu(m_document->plan(), m_pool, c.slice.tpu, catalog);
    plan = plan.cluster.isAutopilot() ? PlanEdits::withAccelerator(plan, m_pool, c.slice.owner, catalog)
                                      : PlanEdits::withMachineType(plan, m_pool, c.slice.owner, catalog);
    plan = PlanEdits::withTopology(plan, m_pool, c.slice.topology.toString(), catalog);
    plan.pools[m_pool].slices = c.slice.slices > 1 ? std::optional<int>(c.slice.slices) : std::nullopt;
    m_document->editPlan(plan, tr("Use slice %1 for pool %2").arg(c.slice.label(), plan.pools[m_pool].name));
    accept();
}

} // namespace tpuplan
