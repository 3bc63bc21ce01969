// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolEditor.h"

#include "ui/editors/ChoiceComboBox.h"
#include "ui/editors/FormTexts.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/TopologyPicker.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/plan/PoolShape.h"
#include "core/rules/TopologyRules.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

void setChecked(QCheckBox *box, bool checked)
{
    const QSignalBlocker blocker(box);
    box->setChecked(checked);
}

QLabel *factsLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return label;
}

QWidget *withFacts(QWidget *field, QLabel *facts)
{
    auto *box = new QWidget(field->parentWidget());
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field);
    layout->addWidget(facts, 1);
    box->setFocusProxy(field);
    return box;
}

QString joinCommand(const QStringList &args)
{
    QStringList quoted;
    for (const QString &arg : args)
        quoted.append(arg.contains(QLatin1Char(' ')) || arg.isEmpty() ? QLatin1Char('"') + arg + QLatin1Char('"') : arg);
    return quoted.join(QLatin1Char(' '));
}

} // namespace

PoolEditor::PoolEditor(QWidget *parent) : QWidget(parent)
{
    build();
    retranslate();
}

void PoolEditor::build()
{
    auto *layout = new QVBoxLayout(this);
    const auto group = [&](QGroupBox *&box, QFormLayout *&form) {
        box = new QGroupBox(this);
        form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        layout->addWidget(box);
    };
    const auto row = [](QFormLayout *form, QWidget *field, QLabel *facts = nullptr) {
        auto *label = new QLabel(form->parentWidget());
        if (!qobject_cast<QCheckBox *>(field)) // a check box carries its own mnemonic
            label->setBuddy(field);
        form->addRow(label, facts ? withFacts(field, facts) : field);
        return label;
    };

    group(m_sliceGroup, m_sliceForm);
    m_name = new QLineEdit(m_sliceGroup);
    m_tpu = new ChoiceComboBox(m_sliceGroup);
    m_tpuFacts = factsLabel(m_sliceGroup);
    m_owner = new ChoiceComboBox(m_sliceGroup);
    m_owner->setObjectName(QStringLiteral("ownerCombo"));
    m_ownerFacts = factsLabel(m_sliceGroup);
    m_zone = new ChoiceComboBox(m_sliceGroup);
    m_zoneFacts = factsLabel(m_sliceGroup);
    m_topology = new TopologyPicker(m_sliceGroup);
    m_topologyFacts = factsLabel(m_sliceGroup);
    m_slices = new QSpinBox(m_sliceGroup);
    m_slices->setRange(1, 1024);
    m_slicesFacts = factsLabel(m_sliceGroup);
    QList<QPair<QLabel *, const char *>> labels;
    labels.append({row(m_sliceForm, m_name), QT_TR_NOOP("&Name:")});
    labels.append({row(m_sliceForm, m_tpu, m_tpuFacts), QT_TR_NOOP("TPU &version:")});
    m_ownerLabel = row(m_sliceForm, m_owner, m_ownerFacts);
    labels.append({row(m_sliceForm, m_zone, m_zoneFacts), QT_TR_NOOP("&Zone:")});
    labels.append({row(m_sliceForm, m_topology, m_topologyFacts), QT_TR_NOOP("&Topology:")});
    labels.append({row(m_sliceForm, m_slices, m_slicesFacts), QT_TR_NOOP("&Slices:")});

    group(m_capacityGroup, m_capacityForm);
    m_capacity = new ChoiceComboBox(m_capacityGroup);
    m_reservationName = new QLineEdit(m_capacityGroup);
    m_reservationProject = new QLineEdit(m_capacityGroup);
    m_commitment = new QComboBox(m_capacityGroup);
    labels.append({row(m_capacityForm, m_capacity), QT_TR_NOOP("&Capacity:")});
    labels.append({row(m_capacityForm, m_reservationName), QT_TR_NOOP("&Reservation name:")});
    labels.append({row(m_capacityForm, m_reservationProject), QT_TR_NOOP("Reservation &project:")});
    labels.append({row(m_capacityForm, m_commitment), QT_TR_NOOP("Co&mmitment:")});

    group(m_nodesGroup, m_nodesForm);
    m_autoscaling = new QCheckBox(m_nodesGroup);
    m_autoscalingFacts = factsLabel(m_nodesGroup);
    m_minNodes = new QSpinBox(m_nodesGroup);
    m_maxNodes = new QSpinBox(m_nodesGroup);
    m_totalMaxNodes = new QSpinBox(m_nodesGroup);
    for (QSpinBox *spin : {m_minNodes, m_maxNodes, m_totalMaxNodes})
        spin->setRange(-1, 100000);
    m_smt = new ChoiceComboBox(m_nodesGroup);
    m_podsPerNode = new QSpinBox(m_nodesGroup);
    m_podsPerNode->setRange(0, 10000);
    labels.append({row(m_nodesForm, m_autoscaling, m_autoscalingFacts), QT_TR_NOOP("Autoscaling:")});
    labels.append({row(m_nodesForm, m_minNodes), QT_TR_NOOP("M&inimum nodes:")});
    labels.append({row(m_nodesForm, m_maxNodes), QT_TR_NOOP("Ma&ximum nodes:")});
    labels.append({row(m_nodesForm, m_totalMaxNodes), QT_TR_NOOP("Total maximum &nodes:")});
    labels.append({row(m_nodesForm, m_smt), QT_TR_NOOP("SM&T (threads per core):")});
    labels.append({row(m_nodesForm, m_podsPerNode), QT_TR_NOOP("Pods per no&de:")});

    group(m_workloadGroup, m_workloadForm);
    m_kind = new QComboBox(m_workloadGroup);
    m_image = new QLineEdit(m_workloadGroup);
    m_command = new QLineEdit(m_workloadGroup);
    m_chipsPerPod = new QSpinBox(m_workloadGroup);
    m_chipsPerPod->setRange(0, 64);
    m_chipsPerPodFacts = factsLabel(m_workloadGroup);
    m_cpu = new QLineEdit(m_workloadGroup);
    m_memory = new QLineEdit(m_workloadGroup);
    m_priorityClass = new QLineEdit(m_workloadGroup);
    m_queue = new QLineEdit(m_workloadGroup);
    m_extendedRunTime = new QCheckBox(m_workloadGroup);
    m_collection = new QCheckBox(m_workloadGroup);
    m_hours = new QSpinBox(m_workloadGroup);
    m_hours->setRange(0, 744);
    labels.append({row(m_workloadForm, m_kind), QT_TR_NOOP("&Kind:")});
    labels.append({row(m_workloadForm, m_image), QT_TR_NOOP("Container &image:")});
    labels.append({row(m_workloadForm, m_command), QT_TR_NOOP("Comman&d:")});
    labels.append({row(m_workloadForm, m_chipsPerPod, m_chipsPerPodFacts), QT_TR_NOOP("TPU c&hips per pod:")});
    labels.append({row(m_workloadForm, m_cpu), QT_TR_NOOP("CP&U request:")});
    labels.append({row(m_workloadForm, m_memory), QT_TR_NOOP("M&emory request:")});
    labels.append({row(m_workloadForm, m_priorityClass), QT_TR_NOOP("Priority c&lass:")});
    labels.append({row(m_workloadForm, m_queue), QT_TR_NOOP("Kueue &queue:")});
    labels.append({row(m_workloadForm, m_extendedRunTime), QT_TR_NOOP("Run time:")});
    labels.append({row(m_workloadForm, m_collection), QT_TR_NOOP("Serving:")});
    labels.append({row(m_workloadForm, m_hours), QT_TR_NOOP("Hours per m&onth:")});
    layout->addStretch(1);

    // Retranslation walks this table; the QT_TR_NOOP texts above are what lupdate collects.
    for (const auto &[label, text] : labels)
        FormTexts::setSource(label, text);

    m_fieldWidgets = {
        {QStringLiteral("name"), m_name},
        {QStringLiteral("tpu"), m_tpu},
        {QStringLiteral("architecture"), m_tpu},
        {QStringLiteral("machineType"), m_owner},
        {QStringLiteral("accelerator"), m_owner},
        {QStringLiteral("zone"), m_zone},
        {QStringLiteral("topology"), m_topology},
        {QStringLiteral("slices"), m_slices},
        {QStringLiteral("capacity"), m_capacity},
        {QStringLiteral("reservation"), m_reservationName},
        {QStringLiteral("reservation.project"), m_reservationProject},
        {QStringLiteral("commitment"), m_commitment},
        {QStringLiteral("autoscaling"), m_autoscaling},
        {QStringLiteral("autoscaling.minNodes"), m_minNodes},
        {QStringLiteral("autoscaling.maxNodes"), m_maxNodes},
        {QStringLiteral("autoscaling.totalMaxNodes"), m_totalMaxNodes},
        {QStringLiteral("smt"), m_smt},
        {QStringLiteral("podsPerNode"), m_podsPerNode},
        {QStringLiteral("workload"), m_image},
        {QStringLiteral("workload.kind"), m_kind},
        {QStringLiteral("workload.command"), m_command},
        {QStringLiteral("workload.tpuChipsPerPod"), m_chipsPerPod},
        {QStringLiteral("workload.cpu"), m_cpu},
        {QStringLiteral("workload.memory"), m_memory},
        {QStringLiteral("workload.priorityClass"), m_priorityClass},
        {QStringLiteral("workload.queue"), m_queue},
        {QStringLiteral("workload.extendedRunTime"), m_extendedRunTime},
        {QStringLiteral("workload.collectionScheduling"), m_collection},
        {QStringLiteral("usage"), m_hours},
    };

    // Choices: the candidate plans come from the advisor, so consequences travel with them.
    connect(m_tpu, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        applyPlanChoice(ChoiceAdvisor(m_document->plan(), m_document->catalog()).tpus(m_pool), value, tr("Change TPU version"));
    });
    connect(m_owner, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        const ChoiceAdvisor advisor(m_document->plan(), m_document->catalog());
        if (m_document->plan().cluster.isAutopilot())
            applyPlanChoice(advisor.accelerators(m_pool), value, tr("Change accelerator"));
        else
            applyPlanChoice(advisor.machineTypes(m_pool), value, tr("Change machine type"));
    });
    connect(m_zone, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        applyPlanChoice(ChoiceAdvisor(m_document->plan(), m_document->catalog()).zones(m_pool), value, tr("Change zone"));
    });
    connect(m_capacity, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        applyPlanChoice(ChoiceAdvisor(m_document->plan(), m_document->catalog()).capacities(m_pool), value,
                        tr("Change capacity"));
    });
    connect(m_topology, &TopologyPicker::topologyChosen, this, [this](const QString &topology, int chipsPerPod) {
        const ChoiceAdvisor advisor(m_document->plan(), m_document->catalog());
        for (const TopologyChoice &choice : advisor.topologies(m_pool)) {
            if (choice.option.topology.toString() == topology
                && (chipsPerPod == 0 || choice.option.chipsPerVm == chipsPerPod || !m_document->plan().cluster.isAutopilot())) {
                if (choice.verdict.isAllowed())
                    m_document->editPlan(choice.verdict.candidate, tr("Change topology"));
                return;
            }
        }
        // Typed by hand: applied as written, so the findings say what is wrong with it.
        m_document->editPlan(advisor.topology(m_pool, topology).candidate, tr("Change topology"));
    });
    connect(m_topology, &TopologyPicker::customTextEdited, this, &PoolEditor::judgeCustomTopology);
    connect(m_smt, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        editPool(tr("Change SMT"), QString(), [&](Pool &pool) {
            pool.smt = value.isEmpty() ? std::nullopt : std::optional<int>(value.toInt());
        });
    });

    // Typed fields merge per field, so a word typed is one undo step.
    const auto text = [this](QLineEdit *edit, const char *key, const QString &undoText,
                             const std::function<void(Pool &, const QString &)> &set) {
        connect(edit, &QLineEdit::textEdited, this, [=, this](const QString &value) {
            editPool(undoText, QLatin1String(key), [&](Pool &pool) { set(pool, value); });
        });
    };
    text(m_name, "name", tr("Rename pool"), [](Pool &p, const QString &v) { p.name = v.trimmed(); });
    text(m_reservationName, "reservation.name", tr("Change reservation"), [](Pool &p, const QString &v) {
        if (!p.reservation)
            p.reservation = Reservation{QString(), QStringLiteral("specific"), QString(), {}};
        p.reservation->name = v.trimmed();
    });
    text(m_reservationProject, "reservation.project", tr("Change reservation"), [](Pool &p, const QString &v) {
        if (!p.reservation)
            p.reservation = Reservation{QString(), QStringLiteral("specific"), QString(), {}};
        p.reservation->project = v.trimmed();
    });
    text(m_image, "workload.image", tr("Change image"), [this](Pool &p, const QString &v) { workload(p).image = v.trimmed(); });
    text(m_command, "workload.command", tr("Change command"), [this](Pool &p, const QString &v) {
        const QStringList args = QProcess::splitCommand(v);
        workload(p).command = args.isEmpty() ? std::nullopt : std::optional<QStringList>(args);
    });
    text(m_cpu, "workload.cpu", tr("Change CPU request"), [this](Pool &p, const QString &v) { workload(p).cpu = v.trimmed(); });
    text(m_memory, "workload.memory", tr("Change memory request"),
         [this](Pool &p, const QString &v) { workload(p).memory = v.trimmed(); });
    text(m_priorityClass, "workload.priorityClass", tr("Change priority class"),
         [this](Pool &p, const QString &v) { workload(p).priorityClass = v.trimmed(); });
    text(m_queue, "workload.queue", tr("Change queue"), [this](Pool &p, const QString &v) { workload(p).queue = v.trimmed(); });

    const auto spin = [this](QSpinBox *box, const char *key, const QString &undoText,
                             const std::function<void(Pool &, int)> &set) {
        connect(box, &QSpinBox::valueChanged, this, [=, this](int value) {
            editPool(undoText, QLatin1String(key), [&](Pool &pool) { set(pool, value); });
        });
    };
    spin(m_slices, "slices", tr("Change slices"), [](Pool &p, int v) { p.slices = v; });
    const auto bound = [](int v) { return v < 0 ? std::nullopt : std::optional<qint64>(v); };
    spin(m_minNodes, "autoscaling.minNodes", tr("Change autoscaling"),
         [=](Pool &p, int v) {
             p.autoscaling = p.autoscaling.value_or(Autoscaling{});
             p.autoscaling->minNodes = bound(v);
         });
    spin(m_maxNodes, "autoscaling.maxNodes", tr("Change autoscaling"),
         [=](Pool &p, int v) {
             p.autoscaling = p.autoscaling.value_or(Autoscaling{});
             p.autoscaling->maxNodes = bound(v);
         });
    spin(m_totalMaxNodes, "autoscaling.totalMaxNodes", tr("Change autoscaling"),
         [=](Pool &p, int v) {
             p.autoscaling = p.autoscaling.value_or(Autoscaling{});
             p.autoscaling->totalMaxNodes = bound(v);
         });
    spin(m_podsPerNode, "podsPerNode", tr("Change pods per node"),
         [](Pool &p, int v) { p.podsPerNode = v == 0 ? std::nullopt : std::optional<int>(v); });
    spin(m_chipsPerPod, "workload.tpuChipsPerPod", tr("Change chips per pod"), [this](Pool &p, int v) {
        workload(p).tpuChipsPerPod = v == 0 ? std::nullopt : std::optional<int>(v);
    });
    spin(m_hours, "usage.hoursPerMonth", tr("Change hours per month"), [](Pool &p, int v) {
        if (!p.usage)
            p.usage = Usage{};
        p.usage->hoursPerMonth = v == 0 ? std::nullopt : std::optional<int>(v);
    });

    connect(m_autoscaling, &QCheckBox::toggled, this, [this](bool on) {
        editPool(on ? tr("Enable autoscaling") : tr("Disable autoscaling"), QString(), [&](Pool &pool) {
            if (!pool.autoscaling)
                pool.autoscaling = Autoscaling{};
            pool.autoscaling->enabled = on;
        });
    });
    connect(m_extendedRunTime, &QCheckBox::toggled, this, [this](bool on) {
        editPool(tr("Change extended run time"), QString(), [&](Pool &pool) { workload(pool).extendedRunTime = on; });
    });
    connect(m_collection, &QCheckBox::toggled, this, [this](bool on) {
        editPool(tr("Change collection scheduling"), QString(), [&](Pool &pool) { workload(pool).collectionScheduling = on; });
    });
    connect(m_kind, &QComboBox::activated, this, [this](int index) {
        const QString kind = m_kind->itemData(index).toString();
        editPool(tr("Change workload kind"), QString(), [&](Pool &pool) { workload(pool).kind = kind; });
    });
    connect(m_commitment, &QComboBox::activated, this, [this](int index) {
        const QString commitment = m_commitment->itemData(index).toString();
        editPool(tr("Change commitment"), QString(), [&](Pool &pool) { pool.commitment = commitment; });
    });

    const QList<QWidget *> order{m_name, m_tpu, m_owner, m_zone, m_topology->comboBox(), m_slices, m_capacity, m_reservationName,
                 m_reservationProject, m_commitment, m_autoscaling, m_minNodes, m_maxNodes, m_totalMaxNodes, m_smt,
                 m_podsPerNode, m_kind, m_image, m_command, m_chipsPerPod, m_cpu, m_memory, m_priorityClass, m_queue,
                 m_extendedRunTime, m_collection, m_hours};
    FormTexts::chainTabOrder(order);
}

void PoolEditor::retranslate()
{
    FormTexts::retranslateLabels(this);
    m_sliceGroup->setTitle(tr("TPU slice"));
    m_capacityGroup->setTitle(tr("Capacity and cost"));
    m_nodesGroup->setTitle(tr("Nodes and scaling"));
    m_workloadGroup->setTitle(tr("Workload"));
    m_autoscaling->setText(tr("&Enable autoscaling"));
    m_extendedRunTime->setText(tr("E&xtended run time"));
    m_collection->setText(tr("Collection sc&heduling"));
    for (QSpinBox *box : {m_minNodes, m_maxNodes, m_totalMaxNodes})
        box->setSpecialValueText(tr("not set"));
    m_podsPerNode->setSpecialValueText(tr("default (1)"));
    m_hours->setSpecialValueText(tr("default (730)"));
    m_chipsPerPod->setSpecialValueText(tr("default"));
    m_name->setToolTip(tr("The pool's name: lowercase letters, digits and '-', at most 40 characters."));
    m_tpu->setFieldToolTip(tr("The TPU generation. Versions the plan cannot use here are disabled; hover one to see why."));
    m_zone->setFieldToolTip(tr("The zone the slice runs in; it must lie in the cluster's region and offer the TPU version."));
    m_slices->setToolTip(tr("Identical slices joined over the data-center network (Multislice). 1 = a single slice."));
    m_capacity->setFieldToolTip(tr("How the TPUs are obtained: on-demand, Spot (cheaper, can be preempted), a reservation, "
                                   "or flex-start (queued until capacity is free)."));
    m_commitment->setToolTip(tr("A committed use discount, for the cost estimate only."));
    m_image->setPlaceholderText(tr("e.g. us-docker.pkg.dev/my-project/train/trainer:1.0"));
    m_command->setPlaceholderText(tr("e.g. python3 train.py"));
    m_cpu->setPlaceholderText(tr("e.g. 100"));
    m_memory->setPlaceholderText(tr("e.g. 150Gi"));
    m_reservationName->setPlaceholderText(tr("the reservation to consume"));
    m_reservationProject->setPlaceholderText(tr("optional: project that owns a shared reservation"));
    {
        const QSignalBlocker blocker(m_kind);
        m_kind->clear();
        m_kind->addItem(tr("auto (JobSet for multi-host, Job otherwise)"), QString());
        m_kind->addItem(QStringLiteral("Job"), QStringLiteral("Job"));
        m_kind->addItem(QStringLiteral("JobSet"), QStringLiteral("JobSet"));
        m_kind->addItem(QStringLiteral("Deployment"), QStringLiteral("Deployment"));
    }
    {
        const QSignalBlocker blocker(m_commitment);
        m_commitment->clear();
        m_commitment->addItem(tr("none"), QString());
        m_commitment->addItem(tr("1 year"), QStringLiteral("1y"));
        m_commitment->addItem(tr("3 years"), QStringLiteral("3y"));
    }
}

void PoolEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void PoolEditor::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_pool = -1;
    if (document)
        connect(document, &PlanDocument::changed, this, &PoolEditor::refresh);
}

void PoolEditor::setPool(int index)
{
    m_pool = index;
    refresh();
}

Workload &PoolEditor::workload(Pool &pool) const
{
    if (!pool.workload)
        pool.workload = Workload{};
    return *pool.workload;
}

void PoolEditor::editPool(const QString &text, const QString &mergeKey, const std::function<void(Pool &)> &change)
{
    if (m_refreshing || !m_document || m_pool < 0 || m_pool >= m_document->plan().pools.size())
        return;
    Pool pool = m_document->plan().pools.at(m_pool);
    change(pool);
    m_document->editPool(m_pool, pool, text, mergeKey);
}

void PoolEditor::applyPlanChoice(const QList<Choice> &choices, const QString &value, const QString &text)
{
    for (const Choice &choice : choices) {
        if (choice.value == value && choice.verdict.isAllowed()) {
            m_document->editPlan(choice.verdict.candidate, text);
            return;
        }
    }
}

QList<ChoiceItem> PoolEditor::items(const QList<Choice> &choices, const std::function<QString(const QString &)> &label) const
{
    QList<ChoiceItem> list;
    for (const Choice &choice : choices)
        list.append({choice.value, label(choice.value), choice.verdict.isAllowed(), choice.verdict.reason()});
    return list;
}

QString PoolEditor::capacityText(const QString &value) const
{
    if (value == QLatin1String("on-demand"))
        return tr("On-demand");
    if (value == QLatin1String("spot"))
        return tr("Spot (preemptible, cheaper)");
    if (value == QLatin1String("reservation"))
        return tr("Reservation");
    if (value == QLatin1String("flex-start"))
        return tr("Flex-start (queued provisioning)");
    return value;
}

void PoolEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void PoolEditor::refresh()
{
    // An editor on a page the window does not show is brought up to date when it is shown.
    m_stale = !isVisibleTo(window());
    if (m_stale)
        return;
    if (!m_document || m_pool < 0 || m_pool >= m_document->plan().pools.size())
        return;
    m_refreshing = true;
    const ChoiceAdvisor advisor(m_document->plan(), m_document->catalog());
    refreshChoices(advisor);
    refreshFacts();
    m_refreshing = false;
}

void PoolEditor::refreshChoices(const ChoiceAdvisor &advisor)
{
    const Plan &plan = m_document->plan();
    const Catalog &catalog = m_document->catalog();
    const Pool &pool = plan.pools.at(m_pool);
    const bool autopilot = plan.cluster.isAutopilot();
    const auto same = [](const QString &v) { return v; };

    FormTexts::showText(m_name, pool.name);
    m_tpu->setChoices(items(advisor.tpus(m_pool), [&](const QString &id) {
                          const TpuVersion *tpu = catalog.tpu(id);
                          return tpu ? tpu->name : id;
                      }),
                      pool.tpu);
    m_ownerLabel->setText(autopilot ? tr("&Accelerator:") : tr("Machine t&ype:"));
    if (autopilot) {
        m_owner->setChoices(items(advisor.accelerators(m_pool), same), PoolShape::derive(pool, true, catalog).acceleratorLabel());
        m_owner->setFieldToolTip(tr("Autopilot picks the machine; the pool names the TPU accelerator its pods ask for."));
    } else {
        m_owner->setChoices(items(advisor.machineTypes(m_pool), same), pool.machineType);
        m_owner->setFieldToolTip(tr("The Compute Engine machine type of the node pool; it fixes the chips per VM."));
    }
    m_zone->setChoices(items(advisor.zones(m_pool), same), pool.zone);
    m_capacity->setChoices(items(advisor.capacities(m_pool), [this](const QString &v) { return capacityText(v); }),
                           pool.effectiveCapacity());

    const PoolShape shape = PoolShape::derive(pool, autopilot, catalog);
    const bool custom = shape.tpu && shape.tpu->customTopology.has_value();
    m_topology->setChoices(advisor.topologies(m_pool), autopilot, pool.topology, shape.chipsPerVm, custom);
    m_topology->comboBox()->setToolTip(custom ? tr("Pick a listed topology, or type a custom AxBxC slice of more than %1 chips.")
                                                    .arg(shape.tpu->customTopology->minChips - 1)
                                              : tr("Pick one of the topologies the machine type or accelerator supports."));
    m_topology->showFeedback(QString(), true);

    FormTexts::showValue(m_slices, pool.sliceCount());
    const bool reservation = pool.effectiveCapacity() == QLatin1String("reservation");
    m_capacityForm->setRowVisible(m_reservationName, reservation);
    m_capacityForm->setRowVisible(m_reservationProject, reservation);
    FormTexts::showText(m_reservationName, pool.reservation ? pool.reservation->name : QString());
    FormTexts::showText(m_reservationProject, pool.reservation ? pool.reservation->project : QString());
    m_commitment->setCurrentIndex(std::max(0, m_commitment->findData(pool.commitment == QLatin1String("none") ? QString() : pool.commitment)));

    const bool scaling = pool.autoscaling && pool.autoscaling->enabled;
    setChecked(m_autoscaling, scaling);
    FormTexts::showValue(m_minNodes, pool.autoscaling && pool.autoscaling->minNodes ? int(*pool.autoscaling->minNodes) : -1);
    FormTexts::showValue(m_maxNodes, pool.autoscaling && pool.autoscaling->maxNodes ? int(*pool.autoscaling->maxNodes) : -1);
    FormTexts::showValue(m_totalMaxNodes, pool.autoscaling && pool.autoscaling->totalMaxNodes ? int(*pool.autoscaling->totalMaxNodes) : -1);
    const QString standardOnly = tr("Autopilot manages nodes and their scaling itself; this field is for Standard clusters.");
    for (QWidget *w : std::initializer_list<QWidget *>{m_autoscaling, m_minNodes, m_maxNodes, m_totalMaxNodes, m_smt}) {
        w->setEnabled(!autopilot);
        w->setToolTip(autopilot ? standardOnly : QString());
    }
    for (QSpinBox *spin : {m_minNodes, m_maxNodes, m_totalMaxNodes})
        spin->setEnabled(!autopilot && scaling);

    QList<ChoiceItem> smt;
    for (const QString &value : {QString(), QStringLiteral("1"), QStringLiteral("2")}) {
        Pool edited = pool;
        edited.smt = value.isEmpty() ? std::nullopt : std::optional<int>(value.toInt());
        const ChoiceVerdict verdict = advisor.poolEdit(m_pool, edited, {QStringLiteral("smt")});
        smt.append({value, value.isEmpty() ? tr("default") : value, verdict.isAllowed(), verdict.reason()});
    }
    m_smt->setChoices(smt, pool.smt ? QString::number(*pool.smt) : QString());
    FormTexts::showValue(m_podsPerNode, pool.podsPerNode.value_or(0));

    const Workload w = pool.workload.value_or(Workload{});
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(w.kind == QLatin1String("auto") ? QString() : w.kind)));
    FormTexts::showText(m_image, w.image);
    if (!m_command->hasFocus())
        FormTexts::showText(m_command, w.command ? joinCommand(*w.command) : QString());
    FormTexts::showValue(m_chipsPerPod, w.tpuChipsPerPod.value_or(0));
    FormTexts::showText(m_cpu, w.cpu);
    FormTexts::showText(m_memory, w.memory);
    FormTexts::showText(m_priorityClass, w.priorityClass);
    FormTexts::showText(m_queue, w.queue);

    // Switches: a switch the rules reject stays visible, disabled, with the reason.
    const auto judgeSwitch = [&](QCheckBox *box, bool current, const QString &field, const std::function<void(Workload &)> &on) {
        setChecked(box, current);
        Pool edited = pool;
        if (!edited.workload)
            edited.workload = Workload{};
        on(*edited.workload);
        const ChoiceVerdict verdict = advisor.poolEdit(m_pool, edited, {field});
        box->setEnabled(current || verdict.isAllowed());
        box->setToolTip(verdict.isAllowed() ? box->property("fieldToolTip").toString() : verdict.reason());
    };
    m_extendedRunTime->setProperty("fieldToolTip", tr("Autopilot pods that may run up to 7 days without being evicted "
                                                      "for maintenance."));
    m_collection->setProperty("fieldToolTip", tr("Trillium (v6e) serving: keeps enough replicas of the collection up "
                                                 "during maintenance."));
    judgeSwitch(m_extendedRunTime, w.extendedRunTime.value_or(false), QStringLiteral("workload.extendedRunTime"),
                [](Workload &x) { x.extendedRunTime = true; });
    judgeSwitch(m_collection, w.collectionScheduling.value_or(false), QStringLiteral("workload.collectionScheduling"),
                [](Workload &x) { x.collectionScheduling = true; });
    FormTexts::showValue(m_hours, pool.usage && pool.usage->hoursPerMonth ? *pool.usage->hoursPerMonth : 0);
}

void PoolEditor::refreshFacts()
{
    const Plan &plan = m_document->plan();
    const Pool &pool = plan.pools.at(m_pool);
    const bool autopilot = plan.cluster.isAutopilot();
    const PoolShape shape = PoolShape::derive(pool, autopilot, m_document->catalog());

    m_tpuFacts->setText(shape.tpu ? tr("%1 TFLOPS bf16 and %2 GiB HBM per chip; %3D torus")
                                        .arg(shape.tpu->chip.bf16Tflops)
                                        .arg(shape.tpu->chip.hbmGiB)
                                        .arg(shape.tpu->dims)
                                  : QString());
    if (shape.machineType) {
        m_ownerFacts->setText(tr("%1 chips per VM, %2 vCPU, %3 GiB memory")
                                  .arg(shape.machineType->chipsPerVm)
                                  .arg(shape.machineType->vcpu)
                                  .arg(shape.machineType->memoryGiB));
    } else if (shape.accelerator) {
        m_ownerFacts->setText(tr("slices up to %1 chips; %2 vCPU and %3 GiB per node")
                                  .arg(shape.accelerator->maxChips)
                                  .arg(shape.accelerator->vcpu, shape.accelerator->memoryGiB));
    } else {
        m_ownerFacts->clear();
    }
    m_zoneFacts->setText(pool.zone.isEmpty() ? QString() : tr("region %1").arg(Catalog::regionOfZone(pool.zone)));
    if (shape.isResolved()) {
        const QString host = shape.isMultiHost() ? tr("multi-host") : tr("single-host");
        m_topologyFacts->setText(shape.vmsPerSlice == 1
                                     ? tr("%1 chips on 1 node of %2 chips: %3").arg(shape.chipsPerSlice).arg(shape.chipsPerVm).arg(host)
                                     : tr("%1 chips on %2 nodes of %3 chips: %4")
                                           .arg(shape.chipsPerSlice)
                                           .arg(shape.vmsPerSlice)
                                           .arg(shape.chipsPerVm)
                                           .arg(host));
        m_slicesFacts->setText(shape.slices > 1 ? tr("Multislice: %1 nodes, %2 chips in total").arg(shape.nodes()).arg(shape.chips())
                                                : tr("%1 nodes, %2 chips in total").arg(shape.nodes()).arg(shape.chips()));
    } else {
        m_topologyFacts->setText(shape.topology ? tr("%1 chips").arg(shape.chipsPerSlice) : QString());
        m_slicesFacts->clear();
    }
    m_autoscalingFacts->setText(shape.isResolved() && shape.isMultiHost()
                                    ? tr("multi-host: scales atomically, 0 or %1 nodes").arg(shape.vmsPerSlice)
                                    : QString());
    m_chipsPerPodFacts->setText(shape.chipsPerVm > 0 ? tr("each pod gets %1 chips%2")
                                                           .arg(shape.chipsPerVm)
                                                           .arg(shape.chipsPerVmDefaulted ? tr(" (default)") : QString())
                                                     : QString());
}

void PoolEditor::judgeCustomTopology(const QString &text)
{
    if (!m_document || m_pool < 0)
        return;
    const ChoiceAdvisor advisor(m_document->plan(), m_document->catalog());
    const ChoiceVerdict verdict = advisor.topology(m_pool, text);
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        m_topology->showFeedback(QString(), true);
        return;
    }
    if (!verdict.isAllowed()) {
        m_topology->showFeedback(verdict.reason(), false);
        return;
    }
    const PoolShape shape = PoolShape::derive(verdict.candidate.pools.at(m_pool), verdict.candidate.cluster.isAutopilot(),
                                              m_document->catalog());
    m_topology->showFeedback(shape.isResolved() ? tr("✓ %1: %2 chips on %3 nodes, %4 (press Enter to use it)")
                                                      .arg(trimmed)
                                                      .arg(shape.chipsPerSlice)
                                                      .arg(shape.vmsPerSlice)
                                                      .arg(shape.isMultiHost() ? tr("multi-host") : tr("single-host"))
                                                : tr("✓ %1 (press Enter to use it)").arg(trimmed),
                             true);
}

bool PoolEditor::focusField(const QString &path)
{
    const QString prefix = QStringLiteral("pools[%1].").arg(m_pool);
    if (!path.startsWith(prefix))
        return false;
    QString rest = path.mid(prefix.size());
    // The longest known prefix of the field path names the widget.
    while (!rest.isEmpty()) {
        if (QWidget *widget = m_fieldWidgets.value(rest)) {
            widget->setFocus(Qt::OtherFocusReason);
            return true;
        }
        const int dot = int(rest.lastIndexOf(QLatin1Char('.')));
        rest = dot < 0 ? QString() : rest.left(dot);
    }
    return false;
}

} // namespace tpuplan
