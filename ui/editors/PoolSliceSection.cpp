// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolSliceSection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"
#include "ui/editors/TopologyPicker.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/plan/PoolShape.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace tpuplan {
namespace {

/// The rows' labels by field path (the owner's row, machine type or accelerator, depends on the mode).
constexpr FormSection::RowLabel kSliceRowLabels[] = {
    {"name", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "&Name:")},
    {"tpu", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "TP&U version:")},
    {"architecture", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "TP&U version:")},
    {"zone", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "&Zone:")},
    {"topology", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "Topolo&gy:")},
    {"slices", QT_TRANSLATE_NOOP("tpuplan::PoolSliceSection", "&Slices:")},
};

} // namespace

PoolSliceSection::PoolSliceSection(QWidget *parent)
    : PoolSection(parent), m_name(new QLineEdit(this)), m_tpu(new ChoiceComboBox(this)), m_tpuFacts(factsLabel()),
      m_owner(new ChoiceComboBox(this)), m_ownerFacts(factsLabel()), m_zone(new ChoiceComboBox(this)), m_zoneFacts(factsLabel()),
      m_topology(new TopologyPicker(this)), m_topologyFacts(factsLabel()), m_slices(new QSpinBox(this)),
      m_slicesFacts(factsLabel())
{
    m_owner->setObjectName(QStringLiteral("ownerCombo"));
    setRange(m_slices, PlanFieldRules::kSlices, false);
    m_nameLabel = addRow(m_name);
    m_tpuLabel = addRow(m_tpu, m_tpuFacts);
    m_ownerLabel = addRow(m_owner, m_ownerFacts);
    m_zoneLabel = addRow(m_zone, m_zoneFacts);
    m_topologyLabel = addRow(m_topology, m_topologyFacts);
    m_slicesLabel = addRow(m_slices, m_slicesFacts);

    addTypedField(QStringLiteral("name"), m_name);
    addField(QStringLiteral("tpu"), m_tpu);
    addField(QStringLiteral("architecture"), m_tpu);
    addField(QStringLiteral("machineType"), m_owner);
    addField(QStringLiteral("accelerator"), m_owner);
    addField(QStringLiteral("zone"), m_zone);
    addField(QStringLiteral("topology"), m_topology);
    addField(QStringLiteral("slices"), m_slices);
    setFieldOrder({m_name, m_tpu, m_owner, m_zone, m_topology->comboBox(), m_slices});
    connectEdits();
    retranslate();
}

void PoolSliceSection::connectEdits()
{
    // Choices: the candidate plans come from the advisor, so consequences travel with them.
    const auto advisor = [this] { return ChoiceAdvisor(document()->plan(), document()->catalog()); };
    connect(m_tpu, &ChoiceComboBox::valueChosen, this, [=, this](const QString &value) {
        applyChoice(advisor().tpus(poolIndex()), value, tr("Change TPU version"));
    });
    connect(m_owner, &ChoiceComboBox::valueChosen, this, [=, this](const QString &value) {
        if (isAutopilot())
            applyChoice(advisor().accelerators(poolIndex()), value, tr("Change accelerator"));
        else
            applyChoice(advisor().machineTypes(poolIndex()), value, tr("Change machine type"));
    });
    connect(m_zone, &ChoiceComboBox::valueChosen, this, [=, this](const QString &value) {
        applyChoice(advisor().zones(poolIndex()), value, tr("Change zone"));
    });
    connect(m_topology, &TopologyPicker::topologyChosen, this, &PoolSliceSection::chooseTopology);
    connect(m_topology, &TopologyPicker::customTextEdited, this, &PoolSliceSection::judgeCustomTopology);
    connect(m_topology, &TopologyPicker::switchChosen, this, &PoolSliceSection::switchOwnerForTopology);
    // A typed name merges with the typing before it, so a word typed is one undo step.
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &value) {
        editPool(tr("Rename pool"), QStringLiteral("name"), [&](Pool &pool) { pool.name = value; });
    });
    connect(m_slices, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change slices"), QStringLiteral("slices"), [&](Pool &pool) { pool.slices = value; });
    });
}

QString PoolSliceSection::rowText(QStringView path, bool autopilot)
{
    // One field names the pool's TPUs: the machine type in Standard, the accelerator in Autopilot.
    if (path == u"machineType" || path == u"accelerator")
        return autopilot ? tr("&Accelerator:") : tr("Machine t&ype:");
    return rowLabel(kSliceRowLabels, path, &tr);
}

void PoolSliceSection::retranslate()
{
    setTitle(tr("TPU slice"));
    m_nameLabel->setText(rowText(u"name", false));
    m_tpuLabel->setText(rowText(u"tpu", false));
    m_zoneLabel->setText(rowText(u"zone", false));
    m_topologyLabel->setText(rowText(u"topology", false));
    m_slicesLabel->setText(rowText(u"slices", false));
    m_name->setToolTip(tr("The pool's name: lowercase letters, digits and '-', at most %1 characters.").arg(PlanFieldRules::kNameLength));
    m_tpu->setFieldToolTip(tr("The TPU generation. Versions the plan cannot use here are disabled; hover one to see why."));
    m_zone->setFieldToolTip(tr("The zone the slice runs in; it must lie in the cluster's region and offer the TPU version."));
    m_slices->setToolTip(tr("Identical slices joined over the data-center network (Multislice). 1 = a single slice."));
}

void PoolSliceSection::chooseTopology(const QString &topology, int chipsPerPod)
{
    const ChoiceAdvisor advisor(document()->plan(), document()->catalog());
    for (const TopologyChoice &choice : advisor.topologies(poolIndex())) {
        if (!choice.switchesOwner && choice.option.topology.toString() == topology
            && (chipsPerPod == 0 || choice.option.chipsPerVm == chipsPerPod || !isAutopilot())) {
            if (choice.verdict.isAllowed())
                document()->editPlan(choice.verdict.candidate(), tr("Change topology"));
            return;
        }
    }
    // Typed by hand: applied as written, so the findings say what is wrong with it.
    document()->editPlan(advisor.topology(poolIndex(), topology).candidate(), tr("Change topology"));
}

void PoolSliceSection::switchOwnerForTopology(const QString &topology, int chipsPerPod, const QString &owner)
{
    const ChoiceAdvisor advisor(document()->plan(), document()->catalog());
    for (const TopologyChoice &choice : advisor.topologies(poolIndex())) {
        if (choice.switchesOwner && choice.verdict.isAllowed() && choice.option.topology.toString() == topology
            && choice.option.owner == owner && choice.option.chipsPerVm == chipsPerPod) {
            // Owner and topology in one undo step.
            document()->editPlan(choice.verdict.candidate(), tr("Switch to %1 for %2").arg(owner, topology));
            return;
        }
    }
}

void PoolSliceSection::judgeCustomTopology(const QString &text)
{
    if (!document() || poolIndex() < 0)
        return;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        m_topology->showFeedback(QString(), true);
        return;
    }
    const ChoiceVerdict verdict = ChoiceAdvisor(document()->plan(), document()->catalog()).topology(poolIndex(), text);
    if (!verdict.isAllowed()) {
        m_topology->showFeedback(reasonOf(verdict), false);
        return;
    }
    const PoolShape shape = PoolShape::derive(verdict.pool(poolIndex()), verdict.cluster().isAutopilot(),
                                              document()->catalog());
    m_topology->showFeedback(shape.isResolved() ? tr("✓ %1: %2 on %3, %4 (press Enter to use it)")
                                                      .arg(trimmed)
                                                      .arg(tr("%n chip(s)", nullptr, int(shape.chipsPerSlice)),
                                                           tr("%n node(s)", nullptr, int(shape.vmsPerSlice)))
                                                      .arg(shape.isMultiHost() ? tr("multi-host") : tr("single-host"))
                                                : tr("✓ %1 (press Enter to use it)").arg(trimmed),
                             true);
}

void PoolSliceSection::showPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    const Catalog &catalog = document()->catalog();
    const bool autopilot = isAutopilot();
    const auto same = [](const QString &v) { return v; };
    const PoolShape shape = PoolShape::derive(pool, autopilot, catalog);

    showText(m_name, pool.name);
    m_tpu->setChoices(items(advisor.tpus(poolIndex()), [&](const QString &id) {
                          const TpuVersion *tpu = catalog.tpu(id);
                          return tpu ? tpu->name : id;
                      }),
                      pool.tpu);
    m_ownerLabel->setText(rowText(u"machineType", autopilot));
    if (autopilot) {
        m_owner->setChoices(items(advisor.accelerators(poolIndex()), same), shape.acceleratorLabel());
        m_owner->setFieldToolTip(tr("Autopilot picks the machine; the pool names the TPU accelerator its pods ask for."));
    } else {
        m_owner->setChoices(items(advisor.machineTypes(poolIndex()), same), pool.machineType);
        m_owner->setFieldToolTip(tr("The Compute Engine machine type of the node pool; it fixes the chips per VM."));
    }
    m_zone->setChoices(items(advisor.zones(poolIndex()), same), pool.zone);
    showTopology(advisor, pool, shape);
    showValue(m_slices, pool.sliceCount());
    showFacts(pool, shape);
}

void PoolSliceSection::showTopology(const ChoiceAdvisor &advisor, const Pool &pool, const PoolShape &shape)
{
    const bool custom = shape.tpu && shape.tpu->customTopology.has_value();
    // The list's tooltips give the rules' reasons, naming fields as the window does.
    QList<TopologyChoice> topologies = advisor.topologies(poolIndex());
    for (TopologyChoice &choice : topologies) {
        for (Finding &finding : choice.verdict.blocking)
            finding.message = worded(finding.message, finding.field);
    }
    m_topology->setChoices(topologies, isAutopilot(), pool.topology, shape.chipsPerVm, custom);
    m_topology->comboBox()->setToolTip(custom ? tr("Pick a listed topology, or type a custom AxBxC slice of more than %n chip(s).",
                                                 nullptr, shape.tpu->customTopology->minChips - 1)
                                              : tr("Pick one of the topologies the machine type or accelerator supports."));
    m_topology->showFeedback(QString(), true);
}

void PoolSliceSection::showFacts(const Pool &pool, const PoolShape &shape)
{
    m_tpuFacts->setText(shape.tpu ? tr("%1 TFLOPS bf16 and %2 GiB HBM per chip; %3D torus")
                                        .arg(shape.tpu->chip.bf16Tflops)
                                        .arg(shape.tpu->chip.hbmGiB)
                                        .arg(shape.tpu->dims)
                                  : QString());
    if (shape.machineType) {
        // The catalog keeps 0 for what Google has not published (TPU7x's small VMs): never shown as 0.
        const MachineType &type = *shape.machineType;
        m_ownerFacts->setText(tr("%1, %2, %3")
                                  .arg(tr("%n chip(s) per VM", nullptr, type.chipsPerVm),
                                       type.vcpu > 0 ? tr("%n vCPU", nullptr, type.vcpu) : tr("vCPU not published"),
                                       type.memoryGiB > 0 ? tr("%1 GiB memory").arg(type.memoryGiB) : tr("memory not published")));
    } else if (shape.accelerator) {
        m_ownerFacts->setText(tr("slices up to %n chip(s); %1 vCPU and %2 GiB per node", nullptr, shape.accelerator->maxChips)
                                  .arg(shape.accelerator->vcpu, shape.accelerator->memoryGiB));
    } else {
        m_ownerFacts->clear();
    }
    m_zoneFacts->setText(pool.zone.isEmpty() ? QString() : tr("region %1").arg(Catalog::regionOfZone(pool.zone)));
    showShapeFacts(shape);
    // A block pool's slices are blocks, not a Multislice; a sub-sliced pool's (v6e) are node pools
    // its workloads share.
    if (pool.isBlockPool() && shape.isResolved() && (shape.tpu->dynamicSlicing || shape.tpu->subSlicing))
        m_slicesFacts->setText(tr("%1: %2, %3 in total", "blocks: nodes, chips")
                                   .arg(shape.tpu->dynamicSlicing ? tr("%n blocks", nullptr, pool.sliceCount())
                                                                  : tr("%n shared node pools", nullptr, pool.sliceCount()),
                                        tr("%n nodes", nullptr, int(shape.nodes())), tr("%n chips", nullptr, int(shape.chips()))));
}

void PoolSliceSection::showShapeFacts(const PoolShape &shape)
{
    if (!shape.isResolved()) {
        const int chips = int(shape.chipsPerSlice);
        m_topologyFacts->setText(shape.topology ? tr("%n chips", nullptr, chips) : QString());
        m_slicesFacts->clear();
        return;
    }
    const QString host = shape.isMultiHost() ? tr("multi-host") : tr("single-host");
    // One count per message, so that each gets its plural form ("1 node", "2 nodes").
    const int chips = int(shape.chipsPerSlice);
    const int vms = int(shape.vmsPerSlice);
    const int perVm = shape.chipsPerVm;
    const int nodes = int(shape.nodes());
    const int total = int(shape.chips());
    m_topologyFacts->setText(tr("%1 on %2 of %3 each: %4", "chips on nodes of chips each")
                                 .arg(tr("%n chips", nullptr, chips), tr("%n nodes", nullptr, vms), tr("%n chips", nullptr, perVm), host));
    const QString inTotal = tr("%1, %2 in total", "nodes, chips in total").arg(tr("%n nodes", nullptr, nodes), tr("%n chips", nullptr, total));
    m_slicesFacts->setText(shape.slices > 1 ? tr("Multislice: %1").arg(inTotal) : inTotal);
}

} // namespace tpuplan
