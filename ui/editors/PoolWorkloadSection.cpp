// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolWorkloadSection.h"

#include "ui/document/PlanDocument.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/plan/PoolShape.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSpinBox>

namespace tpuplan {
namespace {

QString joinCommand(const QStringList &args)
{
    QStringList quoted;
    for (const QString &arg : args)
        quoted.append(arg.contains(QLatin1Char(' ')) || arg.isEmpty() ? QLatin1Char('"') + arg + QLatin1Char('"') : arg);
    return quoted.join(QLatin1Char(' '));
}

/// The rows' labels by field path (the image's row edits `workload`, as findings name it).
constexpr FormSection::RowLabel kWorkloadRowLabels[] = {
    {"workload.kind", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "&Kind:")},
    {"workload", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Container &image:")},
    {"workload.command", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Comman&d:")},
    {"workload.tpuChipsPerPod", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "TPU chi&ps per pod:")},
    {"workload.containersPerPod", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Containe&rs per pod:")},
    {"workload.cpu", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "CP&U request:")},
    {"workload.memory", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Memor&y request:")},
    {"workload.priorityClass", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Priority c&lass:")},
    {"workload.queue", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Kueue &queue:")},
    {"workload.extendedRunTime", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Run time:")},
    {"workload.collectionScheduling", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Serving:")},
    {"usage", QT_TRANSLATE_NOOP("tpuplan::PoolWorkloadSection", "Hours per m&onth:")},
};

} // namespace

PoolWorkloadSection::PoolWorkloadSection(QWidget *parent)
    : PoolSection(parent), m_kind(new QComboBox(this)), m_image(new QLineEdit(this)), m_command(new QLineEdit(this)),
      m_chipsPerPod(new QSpinBox(this)), m_chipsPerPodFacts(factsLabel()), m_containers(new QSpinBox(this)),
      m_containersFacts(factsLabel()), m_cpu(new QLineEdit(this)),
      m_memory(new QLineEdit(this)), m_priorityClass(new QLineEdit(this)), m_queue(new QLineEdit(this)),
      m_extendedRunTime(new QCheckBox(this)), m_collection(new QCheckBox(this)), m_hours(new QSpinBox(this))
{
    // The plan's values; retranslate() words the first, the others are Kubernetes kinds.
    for (const char *kind : {"", "Job", "JobSet", "Deployment"})
        m_kind->addItem(QLatin1String(kind), QLatin1String(kind));
    setRange(m_chipsPerPod, PlanFieldRules::kTpuChipsPerPod, true);
    setRange(m_containers, PlanFieldRules::kContainersPerPod, true);
    setRange(m_hours, PlanFieldRules::kHoursPerMonth, true);
    addRows();
    setFieldOrder({m_kind, m_image, m_command, m_chipsPerPod, m_containers, m_cpu, m_memory, m_priorityClass, m_queue, m_extendedRunTime,
                 m_collection, m_hours});
    connectEdits();
    retranslate();
}

void PoolWorkloadSection::addRows()
{
    const QList<QPair<QWidget *, const char *>> rows{
        {m_kind, "workload.kind"},
        {m_image, "workload"},
        {m_command, "workload.command"},
        {m_chipsPerPod, "workload.tpuChipsPerPod"},
        {m_containers, "workload.containersPerPod"},
        {m_cpu, "workload.cpu"},
        {m_memory, "workload.memory"},
        {m_priorityClass, "workload.priorityClass"},
        {m_queue, "workload.queue"},
        {m_extendedRunTime, "workload.extendedRunTime"},
        {m_collection, "workload.collectionScheduling"},
        {m_hours, "usage"},
    };
    for (const auto &[field, path] : rows) {
        QLabel *label = addRow(field, field == m_chipsPerPod ? m_chipsPerPodFacts
                                      : field == m_containers ? m_containersFacts
                                                              : nullptr);
        m_labels.append({label, QLatin1String(path)});
        addField(QLatin1String(path), field);
    }
}

void PoolWorkloadSection::connectEdits()
{
    connectText(m_image, "workload.image", tr("Change image"), &Workload::image);
    connectText(m_cpu, "workload.cpu", tr("Change CPU request"), &Workload::cpu);
    connectText(m_memory, "workload.memory", tr("Change memory request"), &Workload::memory);
    connectText(m_priorityClass, "workload.priorityClass", tr("Change priority class"), &Workload::priorityClass);
    connectText(m_queue, "workload.queue", tr("Change queue"), &Workload::queue);
    connect(m_command, &QLineEdit::textEdited, this, [this](const QString &value) {
        editPool(tr("Change command"), QStringLiteral("workload.command"), [&](Pool &pool) {
            const QStringList args = QProcess::splitCommand(value);
            workload(pool).command = args.isEmpty() ? std::nullopt : std::optional<QStringList>(args);
        });
    });
    connect(m_chipsPerPod, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change chips per pod"), QStringLiteral("workload.tpuChipsPerPod"), [&](Pool &pool) {
            workload(pool).tpuChipsPerPod = value < PlanFieldRules::kTpuChipsPerPod.min ? std::nullopt : std::optional<int>(value);
        });
    });
    connect(m_containers, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change containers per pod"), QStringLiteral("workload.containersPerPod"), [&](Pool &pool) {
            workload(pool).containersPerPod = value < PlanFieldRules::kContainersPerPod.min ? std::nullopt : std::optional<int>(value);
        });
    });
    connect(m_hours, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change hours per month"), QStringLiteral("usage.hoursPerMonth"), [&](Pool &pool) {
            if (!pool.usage)
                pool.usage = Usage{};
            pool.usage->hoursPerMonth = value < PlanFieldRules::kHoursPerMonth.min ? std::nullopt : std::optional<int>(value);
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
}

void PoolWorkloadSection::connectText(QLineEdit *edit, const char *key, const QString &undoText, QString Workload::*field)
{
    // Typed fields merge per field, so a word typed is one undo step.
    connect(edit, &QLineEdit::textEdited, this, [=, this](const QString &value) {
        editPool(undoText, QLatin1String(key), [&](Pool &pool) { workload(pool).*field = value.trimmed(); });
    });
}

QString PoolWorkloadSection::rowText(QStringView path)
{
    return rowLabel(kWorkloadRowLabels, path, &tr);
}

void PoolWorkloadSection::retranslate()
{
    setTitle(tr("Workload"));
    for (const auto &[label, path] : std::as_const(m_labels))
        label->setText(rowText(path));
    m_kind->setItemText(0, tr("auto (JobSet for multi-host, Job otherwise)"));
    m_extendedRunTime->setText(tr("E&xtended run time"));
    m_collection->setText(tr("Colle&ction scheduling"));
    m_chipsPerPod->setSpecialValueText(tr("default"));
    m_containers->setSpecialValueText(tr("one"));
    showPlaceholders();
    m_cpu->setPlaceholderText(tr("e.g. 100"));
    m_memory->setPlaceholderText(tr("e.g. 150Gi"));
}

void PoolWorkloadSection::showPlaceholders()
{
    // A Deployment serves: its examples are a model server's, not a trainer's.
    const bool serving = m_kind->currentData().toString() == QLatin1String("Deployment");
    m_image->setPlaceholderText(serving ? tr("e.g. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest")
                                        : tr("e.g. us-docker.pkg.dev/my-project/train/trainer:1.0"));
    m_command->setPlaceholderText(serving ? tr("e.g. python3 -m vllm.entrypoints.openai.api_server")
                                          : tr("e.g. python3 train.py"));
}

void PoolWorkloadSection::showPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    showWorkload(pool);
    const Catalog &catalog = document()->catalog();
    judgeSwitch(advisor, pool, m_extendedRunTime, &Workload::extendedRunTime, QStringLiteral("workload.extendedRunTime"),
                tr("Autopilot pods that may run up to %n day(s) without being evicted for maintenance.", nullptr,
                   catalog.limits.extendedRunTimeDays.value));
    judgeSwitch(advisor, pool, m_collection, &Workload::collectionScheduling, QStringLiteral("workload.collectionScheduling"),
                tr("Trillium (v6e) serving: keeps enough replicas of the collection up during maintenance."));
    // The default is a pricing fact of the catalog.
    m_hours->setSpecialValueText(tr("default (%1)").arg(catalog.limits.defaultHoursPerMonth.value));
    showValue(m_hours, pool.usage && pool.usage->hoursPerMonth ? *pool.usage->hoursPerMonth : m_hours->minimum());
}

void PoolWorkloadSection::showWorkload(const Pool &pool)
{
    const Workload w = pool.workload.value_or(Workload{});
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(w.kind == QLatin1String("auto") ? QString() : w.kind)));
    showPlaceholders();
    showText(m_image, w.image);
    if (!m_command->hasFocus()) // the user's own quoting stays while they type
        showText(m_command, w.command ? joinCommand(*w.command) : QString());
    showValue(m_chipsPerPod, w.tpuChipsPerPod.value_or(m_chipsPerPod->minimum()));
    showValue(m_containers, w.containersPerPod.value_or(m_containers->minimum()));
    showText(m_cpu, w.cpu);
    showText(m_memory, w.memory);
    showText(m_priorityClass, w.priorityClass);
    showText(m_queue, w.queue);
    const PoolShape shape = PoolShape::derive(pool, isAutopilot(), document()->catalog());
    m_chipsPerPodFacts->setText(shape.chipsPerVm > 0 ? tr("each pod gets %n chip(s)%1", nullptr, shape.chipsPerVm)
                                                           .arg(shape.chipsPerVmDefaulted ? tr(" (default)") : QString())
                                                     : QString());
    // One container per NUMA node keeps each process next to its chips (Ironwood: two).
    const int numa = shape.numaNodes();
    m_containersFacts->setText(numa > 0 ? tr("one per NUMA node: %n per VM", nullptr, numa) : QString());
}

void PoolWorkloadSection::judgeSwitch(const ChoiceAdvisor &advisor, const Pool &pool, QCheckBox *box,
                                      std::optional<bool> Workload::*field, const QString &path, const QString &help)
{
    const bool current = pool.workload && (*pool.workload.*field).value_or(false);
    showChecked(box, current);
    Pool edited = pool;
    workload(edited).*field = true;
    const ChoiceVerdict verdict = advisor.poolEdit(poolIndex(), edited, {path});
    box->setEnabled(current || verdict.isAllowed());
    box->setToolTip(verdict.isAllowed() ? help : reasonOf(verdict));
}

} // namespace tpuplan
