// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/PlanAssistant.h"

#include "ui/dialogs/DialogSize.h"
#include "core/advice/AvailabilityGrid.h"
#include "core/advice/PlanEdits.h"
#include "core/catalog/TopologyOptions.h"
#include "core/learn/Glossary.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"
#include "core/sizing/ModelPresets.h"
#include "core/sizing/SliceSearch.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QPushButton>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QWizardPage>

namespace tpuplan {
namespace {

QLabel *wrapping(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}

} // namespace

PlanAssistant::PlanAssistant(std::shared_ptr<const Catalog> catalog, std::function<QString()> language, QWidget *parent)
    : QWizard(parent), m_catalog(std::move(catalog)), m_language(std::move(language)), m_plan(PlanEdits::newPlan(*m_catalog)),
      m_mode(new QButtonGroup(this)), m_versions(new QListWidget), m_zones(new QListWidget), m_topologies(new QListWidget),
      m_models(new QComboBox), m_modelFit(nullptr), m_useFitting(nullptr)
{
    setObjectName(QStringLiteral("PlanAssistant"));
    setWizardStyle(QWizard::ClassicStyle);
    // Step 1: the mode.
    auto *modes = new QWidget;
    auto *modeLayout = new QVBoxLayout(modes);
    for (const QString &mode : {QStringLiteral("standard"), QStringLiteral("autopilot")}) {
        auto *button = new QRadioButton(modes);
        button->setProperty("mode", mode);
        m_mode->addButton(button);
        modeLayout->addWidget(button);
        button->setChecked(mode == m_plan.cluster.mode);
    }
    modeLayout->addStretch(1);
    QLabel *explanation = nullptr;
    setPage(ModePage, makePage(modes, &explanation));
    setPage(VersionPage, makePage(m_versions, &explanation));
    setPage(ZonePage, makePage(m_zones, &explanation));
    setPage(TopologyPage, makePage(m_topologies, &explanation));
    // Step 5 (optional): does a model the team will serve fit the slice?
    auto *model = new QWidget;
    auto *modelLayout = new QVBoxLayout(model);
    m_models->setObjectName(QStringLiteral("assistantModel"));
    modelLayout->addWidget(m_models);
    m_modelFit = wrapping(model);
    m_modelFit->setTextFormat(Qt::PlainText);
    modelLayout->addWidget(m_modelFit);
    m_useFitting = new QPushButton(model);
    m_useFitting->setVisible(false);
    modelLayout->addWidget(m_useFitting, 0, Qt::AlignLeft);
    modelLayout->addStretch(1);
    setPage(ModelPage, makePage(model, &explanation));
    fillModels();
    connect(m_models, &QComboBox::currentIndexChanged, this, &PlanAssistant::showModelFit);
    connect(m_useFitting, &QPushButton::clicked, this, &PlanAssistant::useFittingSlice);
    connect(m_mode, &QButtonGroup::buttonClicked, this, [this](QAbstractButton *button) {
        m_plan = PlanEdits::withMode(m_plan, button->property("mode").toString(), *m_catalog);
        showSummary(ModePage);
    });
    connect(m_versions, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        m_plan = PlanEdits::withTpu(m_plan, 0, item->data(Qt::UserRole).toString(), *m_catalog);
        showSummary(VersionPage);
    });
    connect(m_zones, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        m_plan = PlanEdits::withZone(m_plan, 0, item->data(Qt::UserRole).toString(), *m_catalog);
        showSummary(ZonePage);
    });
    connect(m_topologies, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        applySlice(item->data(Qt::UserRole).toString());
        showSummary(TopologyPage);
    });
    DialogSize::resizeToFit(this, {760, 560});
    retranslate();
}

void PlanAssistant::applySlice(const QString &slice)
{
    // owner|topology|chips per VM: the machine type (or accelerator) first, then the shape.
    const QStringList parts = slice.split(QLatin1Char('|'));
    m_plan = m_plan.cluster.isAutopilot() ? PlanEdits::withAccelerator(m_plan, 0, parts.value(0), *m_catalog)
                                          : PlanEdits::withMachineType(m_plan, 0, parts.value(0), *m_catalog);
    m_plan = PlanEdits::withTopology(m_plan, 0, parts.value(1), *m_catalog, parts.value(2).toInt());
}

QString PlanAssistant::currentSlice() const
{
    const Pool &pool = m_plan.pools.first();
    const bool autopilot = m_plan.cluster.isAutopilot();
    const PoolShape shape = PoolShape::derive(pool, autopilot, *m_catalog);
    const QString owner = autopilot ? shape.acceleratorLabel() : pool.machineType;
    return QStringLiteral("%1|%2|%3").arg(owner, pool.topology).arg(shape.chipsPerVm);
}

void PlanAssistant::showSliceInTopologyList()
{
    // Step 4 shows the slice Finish creates, even when the model step chose it: the exact slice
    // first, then the same owner and shape, then the same shape on another owner.
    const QString slice = currentSlice();
    const QString ownerAndShape = slice.section(QLatin1Char('|'), 0, 1) + QLatin1Char('|');
    const QString shape = QLatin1Char('|') + m_plan.pools.first().topology + QLatin1Char('|');
    QListWidgetItem *best = nullptr;
    int bestScore = 0;
    for (int row = 0; row < m_topologies->count(); ++row) {
        const QString value = m_topologies->item(row)->data(Qt::UserRole).toString();
        const int score = value == slice ? 3 : value.startsWith(ownerAndShape) ? 2 : value.contains(shape) ? 1 : 0;
        if (score > bestScore) {
            best = m_topologies->item(row);
            bestScore = score;
        }
    }
    const QSignalBlocker blocker(m_topologies); // the plan already has this slice
    m_topologies->setCurrentItem(best);
}

void PlanAssistant::useFittingSlice()
{
    // The button hides itself once its slice is applied, and Qt would hand its focus to
    // "< Back": Enter would then go back a step instead of finishing.
    const bool hadFocus = m_useFitting->hasFocus();
    applySlice(m_fittingSlice);
    showSliceInTopologyList();
    showSummary(TopologyPage);
    showSummary(ModelPage);
    showModelFit();
    if (!hadFocus || m_useFitting->isVisible())
        return;
    QAbstractButton *finish = button(QWizard::FinishButton);
    if (finish->isVisible() && finish->isEnabled())
        finish->setFocus(Qt::OtherFocusReason);
    else
        m_models->setFocus(Qt::OtherFocusReason);
}

QWizardPage *PlanAssistant::makePage(QWidget *choice, QLabel **explanation)
{
    auto *page = new QWizardPage;
    *explanation = wrapping(page);
    auto *summary = wrapping(page);
    summary->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(*explanation);
    layout->addWidget(choice, 1);
    layout->addWidget(summary);
    m_explanations.append(*explanation);
    m_summaries.append(summary);
    return page;
}

QLabel *PlanAssistant::summaryLabel(int page) const
{
    return m_summaries.value(page);
}

QString PlanAssistant::explainTerms(const QStringList &ids) const
{
    // The glossary's own words, in the window's language: what each term is and why it matters.
    QString html;
    for (const QString &id : ids) {
        if (const GlossaryTerm *term = Glossary::builtIn().term(id)) {
            const GlossaryText &text = term->text(m_language());
            html += QStringLiteral("<p><b>%1</b>: %2 <i>%3</i></p>")
                        .arg(text.term.toHtmlEscaped(), text.definition.toHtmlEscaped(), text.why.toHtmlEscaped());
        }
    }
    return html;
}

void PlanAssistant::retranslate()
{
    setWindowTitle(tr("Guided Planning"));
    const QStringList titles = {tr("Step 1 of 4: Standard or Autopilot"), tr("Step 2 of 4: the TPU version"),
                                tr("Step 3 of 4: where it is offered"), tr("Step 4 of 4: the slice")};
    const QList<QStringList> terms = {{QStringLiteral("standard"), QStringLiteral("autopilot")},
                                      {QStringLiteral("accelerator"), QStringLiteral("chip")},
                                      {QStringLiteral("zone"), QStringLiteral("region"), QStringLiteral("gke-version")},
                                      {QStringLiteral("topology"), QStringLiteral("single-host"), QStringLiteral("multi-host")}};
    for (int id = ModePage; id <= TopologyPage; ++id) {
        page(id)->setTitle(titles.at(id));
        m_explanations.at(id)->setText(explainTerms(terms.at(id)));
    }
    page(ModePage)->setSubTitle(tr("Who creates and sizes the TPU nodes: you (Standard) or GKE (Autopilot)."));
    page(VersionPage)->setSubTitle(tr("Each TPU version has its own chips, slice shapes, zones and prices."));
    page(ZonePage)->setSubTitle(tr("A TPU version is offered in a few zones only; the cluster's region follows the zone."));
    page(TopologyPage)->setSubTitle(tr("The slice's shape decides its chips, its VMs and whether it is a torus."));
    page(ModelPage)->setTitle(tr("Optional: will your model fit?"));
    page(ModelPage)->setSubTitle(tr("Pick a model you will serve (bf16, 8k context, 16 sequences at once) to see whether it "
                                    "fits the slice. Tools > Size from Model weighs every version, training too."));
    m_explanations.at(ModelPage)->setText(explainTerms({QStringLiteral("usable-hbm"), QStringLiteral("kv-cache")}));
    m_models->setItemText(0, tr("No model yet (skip this step)"));
    const QList<QAbstractButton *> buttons = m_mode->buttons();
    buttons.at(0)->setText(tr("&Standard: you create the TPU node pools"));
    buttons.at(1)->setText(tr("&Autopilot: GKE creates TPU nodes for the pods"));
    for (int id = ModePage; id <= ModelPage; ++id)
        showSummary(id);
    showModelFit();
}

void PlanAssistant::initializePage(int id)
{
    if (id == VersionPage)
        fillVersions();
    else if (id == ZonePage)
        fillZones();
    else if (id == TopologyPage)
        fillTopologies();
    else if (id == ModelPage)
        showModelFit();
    showSummary(id);
    QWizard::initializePage(id);
}

void PlanAssistant::fillVersions()
{
    const QSignalBlocker blocker(m_versions);
    m_versions->clear();
    for (const TpuVersion &tpu : m_catalog->tpus) {
        auto *item = new QListWidgetItem(tr("%1 (%2): %3 GiB HBM per chip, %4 TFLOPS bf16")
                                             .arg(tpu.name, tpu.id)
                                             .arg(tpu.chip.hbmGiB)
                                             .arg(tpu.chip.bf16Tflops),
                                         m_versions);
        item->setData(Qt::UserRole, tpu.id);
        if (tpu.id == m_plan.pools.first().tpu)
            m_versions->setCurrentItem(item);
    }
}

void PlanAssistant::fillZones()
{
    // Only the zones that offer the chosen version in the chosen mode.
    const QSignalBlocker blocker(m_zones);
    m_zones->clear();
    const AvailabilityGrid grid = AvailabilityGrid::build(*m_catalog, m_plan.cluster.isAutopilot(), std::nullopt);
    const int column = int(grid.tpuIds().indexOf(m_plan.pools.first().tpu));
    for (int row = 0; row < grid.zones().size(); ++row) {
        const AvailabilityGrid::Cell cell = grid.cell(row, column);
        if (column < 0 || cell.state == AvailabilityGrid::State::NotOffered)
            continue;
        const QString zone = grid.zones().at(row);
        auto *item = new QListWidgetItem(tr("%1 (region %2): needs GKE %3 or later")
                                             .arg(zone, Catalog::regionOfZone(zone), cell.minVersion.toString()),
                                         m_zones);
        item->setData(Qt::UserRole, zone);
        if (zone == m_plan.pools.first().zone)
            m_zones->setCurrentItem(item);
    }
    if (!m_zones->currentItem() && m_zones->count() > 0)
        m_zones->setCurrentRow(0);
    if (QListWidgetItem *item = m_zones->currentItem())
        m_plan = PlanEdits::withZone(m_plan, 0, item->data(Qt::UserRole).toString(), *m_catalog);
}

void PlanAssistant::fillTopologies()
{
    const QSignalBlocker blocker(m_topologies);
    m_topologies->clear();
    const TpuVersion *tpu = m_catalog->tpu(m_plan.pools.first().tpu);
    if (!tpu)
        return;
    const bool autopilot = m_plan.cluster.isAutopilot();
    for (const TopologyOption &option : TopologyOptions::list(*tpu, autopilot)) {
        const QString host = option.multiHost() ? tr("multi-host, %n VMs", nullptr, int(option.vms())) : tr("single-host, one VM");
        auto *item = new QListWidgetItem(tr("%1 on %2: %n chips, %3", nullptr, int(option.chips()))
                                             .arg(option.topology.toString(), option.owner, host),
                                         m_topologies);
        item->setData(Qt::UserRole,
                      QStringLiteral("%1|%2|%3").arg(option.owner, option.topology.toString()).arg(option.chipsPerVm));
    }
    showSliceInTopologyList();
}

void PlanAssistant::fillModels()
{
    m_models->addItem(QString(), QString());
    for (const ModelDims &model : ModelPresets::builtIn().models)
        m_models->addItem(model.name, model.id);
}

void PlanAssistant::showModelFit()
{
    m_useFitting->setVisible(false);
    m_fittingSlice.clear();
    const ModelDims *model = ModelPresets::builtIn().find(m_models->currentData().toString());
    const TpuVersion *tpu = m_plan.pools.isEmpty() ? nullptr : m_catalog->tpu(m_plan.pools.first().tpu);
    if (!model || !tpu) {
        m_modelFit->clear();
        return;
    }
    // The serving job the page names; the sizing core does the arithmetic.
    ModelWorkload workload;
    workload.model = *model;
    ServingJob serving;
    serving.contextLen = 8192;
    serving.concurrency = 16;
    workload.serving = serving;
    workload.constraints.mode = m_plan.cluster.mode;
    const bool autopilot = m_plan.cluster.isAutopilot();
    const Pool &pool = m_plan.pools.first();
    const PoolShape shape = PoolShape::derive(pool, autopilot, *m_catalog);
    const auto fitText = [](Fit fit) {
        return fit == Fit::Fits ? tr("it fits") : fit == Fit::Tight ? tr("it is tight") : tr("it does not fit");
    };
    QString text;
    if (shape.isResolved()) {
        const SliceChoice current{tpu->id, autopilot ? shape.acceleratorLabel() : pool.machineType, *shape.topology,
                                  pool.sliceCount()};
        const SizingCandidate c = SliceSearch::size(workload, *tpu, current, *m_catalog, {});
        text = tr("%1 on %2 %3 needs %4 GiB per chip of the %5 GiB usable: %6.")
                   .arg(model->name, tpu->name, pool.topology, SizingMath::neededGiB(c.memory.total()),
                        SizingMath::usableGiB(c.usableBytes), fitText(c.fit));
    }
    std::optional<TopologyOption> smallest;
    for (const TopologyOption &option : TopologyOptions::list(*tpu, autopilot)) {
        const SliceChoice slice{tpu->id, option.owner, option.topology, 1};
        if (SliceSearch::size(workload, *tpu, slice, *m_catalog, {}).fit == Fit::Fits
            && (!smallest || option.chips() < smallest->chips()))
            smallest = option;
    }
    if (!smallest) {
        text += QLatin1Char(' ') + tr("No %1 slice holds it: go Back to another TPU version, or pick a smaller model.").arg(tpu->name);
    } else {
        text += QLatin1Char(' ') + tr("The smallest %1 slice that holds it: %2 on %3, %n chip(s).", nullptr, int(smallest->chips()))
                                       .arg(tpu->name, smallest->topology.toString(), smallest->owner);
        const bool same = smallest->topology.toString() == pool.topology && smallest->owner == (autopilot ? shape.acceleratorLabel() : pool.machineType);
        if (!same) {
            m_fittingSlice = QStringLiteral("%1|%2|%3").arg(smallest->owner, smallest->topology.toString()).arg(smallest->chipsPerVm);
            m_useFitting->setText(tr("&Use %1 on %2").arg(smallest->topology.toString(), smallest->owner));
            m_useFitting->setVisible(true);
        }
    }
    m_modelFit->setText(text);
}

void PlanAssistant::showSummary(int page)
{
    QLabel *summary = m_summaries.value(page);
    if (!summary || m_plan.pools.isEmpty())
        return;
    const Pool &pool = m_plan.pools.first();
    const PoolShape shape = PoolShape::derive(pool, m_plan.cluster.isAutopilot(), *m_catalog);
    const Findings findings = RuleEngine::evaluate(m_plan, *m_catalog);
    const int errors = int(std::count_if(findings.begin(), findings.end(), [](const Finding &f) { return f.isError(); }));
    QString text = tr("The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip(s).", nullptr, int(shape.chips()))
                       .arg(m_plan.cluster.isAutopilot() ? tr("Autopilot") : tr("Standard"), m_plan.cluster.region,
                            m_plan.cluster.version, pool.tpu, pool.topology, pool.zone);
    text += QLatin1Char(' ') + (errors == 0 ? tr("It is valid.") : tr("It has %n error(s); the next steps fix them.", nullptr, errors));
    summary->setText(text);
}

void PlanAssistant::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

} // namespace tpuplan
