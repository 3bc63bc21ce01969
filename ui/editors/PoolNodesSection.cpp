// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolNodesSection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/plan/PlanDefaults.h"
#include "core/plan/PoolShape.h"

#include <QCheckBox>
#include <QLabel>
#include <QSpinBox>

namespace tpuplan {
namespace {

/// The rows' labels by field path.
constexpr FormSection::RowLabel kNodesRowLabels[] = {
    {"autoscaling", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "Autoscaling:")},
    {"autoscaling.minNodes", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "M&inimum nodes:")},
    {"autoscaling.maxNodes", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "Ma&ximum nodes:")},
    {"autoscaling.totalMaxNodes", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "Total maximum &nodes:")},
    {"smt", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "S&MT (threads per core):")},
    {"podsPerNode", QT_TRANSLATE_NOOP("tpuplan::PoolNodesSection", "Pods per no&de:")},
};

} // namespace

PoolNodesSection::PoolNodesSection(QWidget *parent)
    : PoolSection(parent), m_autoscaling(new QCheckBox(this)), m_autoscalingFacts(factsLabel()), m_minNodes(new QSpinBox(this)),
      m_maxNodes(new QSpinBox(this)), m_totalMaxNodes(new QSpinBox(this)), m_smt(new ChoiceComboBox(this)),
      m_podsPerNode(new QSpinBox(this))
{
    m_maxNodes->setObjectName(QStringLiteral("maxNodesSpin"));
    // The editor offers counts from 0; negative ones are only read from files, to be reported.
    for (QSpinBox *spin : {m_minNodes, m_maxNodes, m_totalMaxNodes})
        setRange(spin, PlanFieldRules::Range{0, PlanFieldRules::kAutoscalingNodes.max}, true);
    setRange(m_podsPerNode, PlanFieldRules::kPodsPerNode, true);
    m_autoscalingLabel = addRow(m_autoscaling, m_autoscalingFacts);
    m_minNodesLabel = addRow(m_minNodes);
    m_maxNodesLabel = addRow(m_maxNodes);
    m_totalMaxNodesLabel = addRow(m_totalMaxNodes);
    m_smt->setObjectName(QStringLiteral("SmtChoice"));
    m_smtLabel = addRow(m_smt);
    m_podsPerNodeLabel = addRow(m_podsPerNode);

    addField(QStringLiteral("autoscaling"), m_autoscaling);
    addField(QStringLiteral("autoscaling.minNodes"), m_minNodes);
    addField(QStringLiteral("autoscaling.maxNodes"), m_maxNodes);
    addField(QStringLiteral("autoscaling.totalMaxNodes"), m_totalMaxNodes);
    addField(QStringLiteral("smt"), m_smt);
    addField(QStringLiteral("podsPerNode"), m_podsPerNode);
    setFieldOrder({m_autoscaling, m_minNodes, m_maxNodes, m_totalMaxNodes, m_smt, m_podsPerNode});
    connectEdits();
    retranslate();
}

void PoolNodesSection::connectEdits()
{
    connect(m_autoscaling, &QCheckBox::toggled, this, [this](bool on) {
        editPool(on ? tr("Enable autoscaling") : tr("Disable autoscaling"), QString(), [&](Pool &pool) {
            if (!pool.autoscaling)
                pool.autoscaling = Autoscaling{};
            pool.autoscaling->enabled = on;
        });
    });
    connectBound(m_minNodes, "autoscaling.minNodes", &Autoscaling::minNodes);
    connectBound(m_maxNodes, "autoscaling.maxNodes", &Autoscaling::maxNodes);
    connectBound(m_totalMaxNodes, "autoscaling.totalMaxNodes", &Autoscaling::totalMaxNodes);
    connect(m_smt, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        editPool(tr("Change SMT"), QString(), [&](Pool &pool) {
            pool.smt = value.isEmpty() ? std::nullopt : std::optional<int>(value.toInt());
        });
    });
    connect(m_podsPerNode, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change pods per node"), QStringLiteral("podsPerNode"), [&](Pool &pool) {
            pool.podsPerNode = value < PlanFieldRules::kPodsPerNode.min ? std::nullopt : std::optional<int>(value);
        });
    });
}

void PoolNodesSection::connectBound(QSpinBox *spin, const char *key, std::optional<qint64> Autoscaling::*bound)
{
    connect(spin, &QSpinBox::valueChanged, this, [=, this](int value) {
        editPool(tr("Change autoscaling"), QLatin1String(key), [&](Pool &pool) {
            pool.autoscaling = pool.autoscaling.value_or(Autoscaling{});
            (*pool.autoscaling).*bound = value < 0 ? std::nullopt : std::optional<qint64>(value);
        });
    });
}

QString PoolNodesSection::rowText(QStringView path)
{
    return rowLabel(kNodesRowLabels, path, &tr);
}

void PoolNodesSection::retranslate()
{
    setTitle(tr("Nodes and scaling"));
    m_autoscalingLabel->setText(rowText(u"autoscaling"));
    m_minNodesLabel->setText(rowText(u"autoscaling.minNodes"));
    m_maxNodesLabel->setText(rowText(u"autoscaling.maxNodes"));
    m_totalMaxNodesLabel->setText(rowText(u"autoscaling.totalMaxNodes"));
    m_smtLabel->setText(rowText(u"smt"));
    m_podsPerNodeLabel->setText(rowText(u"podsPerNode"));
    m_autoscaling->setText(tr("Enable &autoscaling"));
    for (QSpinBox *box : {m_minNodes, m_maxNodes, m_totalMaxNodes})
        box->setSpecialValueText(tr("not set"));
    m_podsPerNode->setSpecialValueText(tr("default (%1)").arg(PlanDefaults::podsPerNode));
}

void PoolNodesSection::showPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    const bool autopilot = isAutopilot();
    showScaling(pool, PoolShape::derive(pool, autopilot, document()->catalog()));
    const QString standardOnly = tr("Autopilot manages nodes and their scaling itself; this field is for Standard clusters.");
    for (QWidget *w : std::initializer_list<QWidget *>{m_autoscaling, m_minNodes, m_maxNodes, m_totalMaxNodes, m_smt}) {
        w->setEnabled(!autopilot);
        w->setToolTip(autopilot ? standardOnly : QString());
    }
    const bool scaling = pool.autoscaling && pool.autoscaling->enabled;
    for (QSpinBox *spin : {m_minNodes, m_maxNodes, m_totalMaxNodes}) {
        spin->setEnabled(!autopilot && scaling);
        if (!autopilot && !scaling) // greyed: say what makes it usable
            spin->setToolTip(tr("Tick “Enable autoscaling” first: the node bounds are the autoscaler's."));
    }
    showSmt(advisor, pool);
    showValue(m_podsPerNode, pool.podsPerNode.value_or(m_podsPerNode->minimum()));
}

void PoolNodesSection::showScaling(const Pool &pool, const PoolShape &shape)
{
    showChecked(m_autoscaling, pool.autoscaling && pool.autoscaling->enabled);
    const auto shown = [&](std::optional<qint64> Autoscaling::*bound) {
        return pool.autoscaling && (*pool.autoscaling).*bound ? int(*((*pool.autoscaling).*bound)) : -1;
    };
    showValue(m_minNodes, shown(&Autoscaling::minNodes));
    showValue(m_maxNodes, shown(&Autoscaling::maxNodes));
    showValue(m_totalMaxNodes, shown(&Autoscaling::totalMaxNodes));
    m_autoscalingFacts->setText(shape.isResolved() && shape.isMultiHost()
                                    ? tr("multi-host: scales atomically, 0 or %n node(s)", nullptr, int(shape.vmsPerSlice))
                                    : QString());
}

void PoolNodesSection::showSmt(const ChoiceAdvisor &advisor, const Pool &pool)
{
    // Each value is judged as an edit of this pool, so a machine type without SMT disables it.
    QList<ChoiceItem> smt;
    const auto add = [&](std::optional<int> threads) {
        Pool edited = pool;
        edited.smt = threads;
        const ChoiceVerdict verdict = advisor.poolEdit(poolIndex(), edited, {QStringLiteral("smt")});
        const QString value = threads ? QString::number(*threads) : QString();
        //: SMT left to the machine type's default; not GKE's Standard mode (German: "Vorgabe", not "Standard")
        smt.append({value, threads ? value : tr("default"), verdict.isAllowed(), reasonOf(verdict)});
    };
    add(std::nullopt);
    for (qint64 threads = PlanFieldRules::kSmt.min; threads <= PlanFieldRules::kSmt.max; ++threads)
        add(int(threads));
    m_smt->setChoices(smt, pool.smt ? QString::number(*pool.smt) : QString());
}

} // namespace tpuplan
