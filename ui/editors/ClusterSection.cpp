// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/ClusterSection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/common/GkeVersion.h"
#include "ui/editors/WholeTokens.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tpuplan {

ClusterSection::ClusterSection(QWidget *parent)
    : FormSection(parent), m_name(new QLineEdit(this)), m_standard(new QRadioButton(this)), m_standardHelp(helpLabel()),
      m_autopilot(new QRadioButton(this)), m_autopilotHelp(helpLabel()), m_region(new ChoiceComboBox(this)),
      m_version(new QLineEdit(this)), m_versionStatus(new QLabel(this)), m_releaseChannel(new ChoiceComboBox(this)),
      m_nodeImage(new ChoiceComboBox(this)),
      m_autoprovisioning(new QCheckBox(this)), m_autoprovisioningHelp(helpLabel()), m_bucketName(new QLineEdit(this)),
      m_bucket(new QLineEdit(this))
{
    form()->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_region->setObjectName(QStringLiteral("regionCombo"));
    m_nodeImage->setObjectName(QStringLiteral("nodeImageCombo"));
    m_versionStatus->setObjectName(QStringLiteral("VersionStatus"));
    m_versionStatus->setWordWrap(true);
    m_versionStatus->setTextFormat(Qt::PlainText);
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_standard);
    modes->addButton(m_autopilot);
    addRows();
    addTypedField(QStringLiteral("cluster.name"), m_name);
    addField(QStringLiteral("cluster"), m_name);
    m_standard->setObjectName(QStringLiteral("StandardMode"));
    addField(QStringLiteral("cluster.mode"), m_standard);
    addField(QStringLiteral("cluster.region"), m_region);
    // Not a typed field's problem row: the version's status line under it already says what
    // is wrong (twice the same message otherwise).
    addField(QStringLiteral("cluster.version"), m_version);
    addField(QStringLiteral("cluster.releaseChannel"), m_releaseChannel);
    addField(QStringLiteral("cluster.nodeImage"), m_nodeImage);
    addField(QStringLiteral("cluster.autoprovisioning"), m_autoprovisioning);
    addTypedField(QStringLiteral("dataBucket.name"), m_bucketName);
    addField(QStringLiteral("dataBucket"), m_bucket);
    addField(QStringLiteral("dataBucket.location"), m_bucket);
    setFieldOrder({m_name, m_standard, m_autopilot, m_region, m_version, m_releaseChannel, m_nodeImage, m_autoprovisioning,
                   m_bucketName, m_bucket});
    connectEdits();
    retranslate();
}

QLabel *ClusterSection::helpLabel()
{
    auto *label = new QLabel(this);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setIndent(24); // under the text of the control above, past its check mark
    return label;
}

QWidget *ClusterSection::stackedField(const QList<QWidget *> &widgets)
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (QWidget *widget : widgets)
        layout->addWidget(widget);
    // No focus proxy: Tab would stop at the box as well as at its first widget (see FormSection::addRow).
    return box;
}

void ClusterSection::addRows()
{
    m_labels.append(addRow(m_name));
    // The mode label names a group of buttons, each with its own mnemonic: no buddy.
    m_labels.append(addRow(stackedField({m_standard, m_standardHelp, m_autopilot, m_autopilotHelp})));
    m_labels.constLast()->setBuddy(nullptr);
    m_labels.append(addRow(m_region));
    m_labels.append(addRow(stackedField({m_version, m_versionStatus})));
    m_labels.append(addRow(m_releaseChannel));
    m_labels.append(addRow(m_nodeImage));
    // The check box keeps a short text; its explanation wraps below it, in every language.
    m_labels.append(addRow(stackedField({m_autoprovisioning, m_autoprovisioningHelp})));
    m_labels.append(addRow(m_bucketName));
    m_labels.append(addRow(m_bucket));
}

void ClusterSection::connectEdits()
{
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        // What was typed, spaces included: the rule's message under the field says what is wrong.
        editPlan(tr("Rename cluster"), QStringLiteral("cluster.name"), [&](Plan &plan) { plan.cluster.name = text; });
    });
    connect(m_version, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Change GKE version"), QStringLiteral("cluster.version"),
                 [&](Plan &plan) { plan.cluster.version = text.trimmed(); });
    });
    connect(m_bucketName, &QLineEdit::textEdited, this, [this](const QString &text) {
        // As typed: the rule's message under the field says what a bucket name may hold.
        editBucket(tr("Change data bucket"), QStringLiteral("dataBucket.name"), [&](DataBucket &bucket) { bucket.name = text; });
    });
    connect(m_bucket, &QLineEdit::textEdited, this, [this](const QString &text) {
        editBucket(tr("Change data bucket location"), QStringLiteral("dataBucket.location"),
                   [&](DataBucket &bucket) { bucket.location = text.trimmed(); });
    });
    connect(m_standard, &QRadioButton::clicked, this, [this] { chooseMode(QStringLiteral("standard")); });
    connect(m_autopilot, &QRadioButton::clicked, this, [this] { chooseMode(QStringLiteral("autopilot")); });
    connect(m_region, &ChoiceComboBox::valueChosen, this, [this](const QString &region) {
        for (const Choice &choice : ChoiceAdvisor(document()->check()).regions()) {
            if (choice.value == region && choice.verdict.isAllowed())
                document()->editPlan(choice.verdict.candidate(), tr("Change region"));
        }
    });
    connect(m_releaseChannel, &ChoiceComboBox::valueChosen, this, [this](const QString &channel) {
        editPlan(tr("Change release channel"), QString(), [&](Plan &plan) { plan.cluster.releaseChannel = channel; });
    });
    connect(m_nodeImage, &ChoiceComboBox::valueChosen, this, [this](const QString &image) {
        editPlan(tr("Change node image"), QString(), [&](Plan &plan) { plan.cluster.nodeImage = image; });
    });
    connect(m_autoprovisioning, &QCheckBox::toggled, this, [this](bool on) {
        editPlan(tr("Change auto-provisioning"), QString(), [&](Plan &plan) { plan.cluster.autoprovisioning = on; });
    });
}

void ClusterSection::retranslate()
{
    setTitle(tr("GKE cluster"));
    const QStringList labels{tr("C&luster name:"),        tr("Mode:"),        tr("&Region:"),    tr("&GKE version:"),
                             tr("Release &channel:"),     tr("Node &image:"), tr("Node pools:"), tr("Data &bucket:"),
                             tr("Data bucket l&ocation:")};
    for (qsizetype i = 0; i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_standard->setText(tr("&Standard"));
    m_standardHelp->setText(tr("You create and size the TPU node pools yourself: full control over machine types, "
                               "autoscaling and node images."));
    m_autopilot->setText(tr("&Autopilot"));
    m_autopilotHelp->setText(tr("GKE creates TPU nodes when a workload asks for them; you name an accelerator and a "
                                "topology, and pay for what the pods use."));
    m_autoprovisioning->setText(tr("Node auto-&provisioning"));
    m_autoprovisioningHelp->setText(tr("GKE creates TPU node pools on demand, within the cluster's resource limits."));
    m_version->setPlaceholderText(tr("e.g. 1.31.5-gke.1233000"));
    m_bucketName->setPlaceholderText(tr("optional: e.g. my-training-data (without gs://)"));
    m_bucketName->setToolTip(tr("The Cloud Storage bucket the workloads read and write. Named, the bundle gives them "
                                "an identity allowed to use it (Workload Identity and the IAM binding)."));
    m_bucket->setPlaceholderText(tr("optional: region or multi-region of the training data, e.g. us-central1 or us"));
    m_name->setToolTip(tr("The GKE cluster's name: lowercase letters, digits and '-', at most %1 characters.")
                           .arg(PlanFieldRules::kNameLength));
    m_region->setFieldToolTip(tr("The cluster's region; every pool's zone must lie in it. Regions where a pool's TPU "
                                 "version is not offered are disabled."));
    m_nodeImage->setFieldToolTip(tr("The node operating system image (Standard only)."));
    m_releaseChannel->setFieldToolTip(tr("How GKE upgrades the cluster from its GKE version: Rapid gets new versions "
                                         "first, Stable last; Extended keeps a minor version supported longer, for an "
                                         "extra fee. New clusters are enrolled in Regular."));
}

void ClusterSection::editBucket(const QString &text, const QString &mergeKey, const std::function<void(DataBucket &)> &change)
{
    editPlan(text, mergeKey, [&](Plan &plan) {
        DataBucket bucket = plan.dataBucket.value_or(DataBucket{});
        change(bucket);
        // A bucket with neither name nor location (nor keys of a newer format) is no bucket.
        if (bucket.name.isEmpty() && bucket.location.isEmpty() && bucket.unknown.isEmpty())
            plan.dataBucket.reset();
        else
            plan.dataBucket = bucket;
    });
}

void ClusterSection::chooseMode(const QString &mode)
{
    if (isRefreshing() || !document() || document()->plan().cluster.mode == mode)
        return;
    const ChoiceAdvisor advisor(document()->plan(), document()->catalog());
    for (const Choice &choice : advisor.modes()) {
        if (choice.value == mode && choice.verdict.isAllowed()) {
            document()->editPlan(choice.verdict.candidate(), tr("Change mode"));
            return;
        }
    }
    refresh(advisor); // a rejected mode: put the buttons back
}

void ClusterSection::showPlan(const ChoiceAdvisor &advisor)
{
    const Plan &plan = document()->plan();
    showText(m_name, plan.cluster.name);
    showText(m_version, plan.cluster.version);
    showText(m_bucketName, plan.dataBucket ? plan.dataBucket->name : QString());
    showText(m_bucket, plan.dataBucket ? plan.dataBucket->location : QString());
    showModes(advisor);
    // Every region is a whole-plan check: judged when the list opens, not on every key pressed.
    m_region->setChoicesLater(plan.cluster.region, [this] {
        QList<ChoiceItem> regions;
        for (const Choice &choice : ChoiceAdvisor(document()->check()).regions())
            regions.append({choice.value, choice.value, choice.verdict.isAllowed(), reasonOf(choice.verdict)});
        return regions;
    });
    showVersion(advisor);
    showReleaseChannel();
    showNodes();
}

const Choice &ClusterSection::otherMode(const ChoiceAdvisor &advisor)
{
    // Switching mode checks the whole plan in the other mode. Names and the data bucket cannot
    // make it allowed or refused (their errors are the same in either mode): a key pressed in
    // them keeps the verdict.
    const Plan &plan = document()->plan();
    ModeInputs read{plan.cluster, plan.quota, plan.pools};
    read.cluster.name.clear();
    if (m_modesJudgedFor != read) {
        m_otherMode = advisor.mode(plan.cluster.isAutopilot() ? QStringLiteral("standard") : QStringLiteral("autopilot"));
        m_modesJudgedFor = std::move(read);
    }
    return m_otherMode;
}

void ClusterSection::showModes(const ChoiceAdvisor &advisor)
{
    const bool autopilot = document()->plan().cluster.isAutopilot();
    QRadioButton *current = autopilot ? m_autopilot : m_standard;
    current->setChecked(true);
    current->setEnabled(true);
    current->setToolTip(QString());
    const Choice &other = otherMode(advisor);
    QRadioButton *button = autopilot ? m_standard : m_autopilot;
    button->setEnabled(other.verdict.isAllowed());
    button->setToolTip(other.verdict.isAllowed() ? QString() : reasonOf(other.verdict));
}

void ClusterSection::showVersion(const ChoiceAdvisor &advisor)
{
    QString error;
    const std::optional<GkeVersion> version = GkeVersion::parse(document()->plan().cluster.version, &error);
    QStringList problems;
    for (const Finding &finding : advisor.evaluator().findings()) {
        const QString problem = worded(finding.message, finding.field);
        if (finding.isError() && finding.field == QLatin1String("cluster.version") && !problems.contains(problem))
            problems.append(problem);
    }
    const bool ok = version && problems.isEmpty();
    m_versionStatus->setText(keepVersionsWhole(!version            ? error
                                               : problems.isEmpty() ? tr("✓ GKE %1 runs every pool of this plan.").arg(version->toString())
                                                                    : problems.join(QLatin1Char('\n'))));
    QPalette palette = m_versionStatus->palette();
    palette.setColor(QPalette::WindowText, ok ? palette.color(QPalette::PlaceholderText) : QColor(220, 50, 47));
    m_versionStatus->setPalette(palette);
    m_version->setAccessibleDescription(ok ? QString() : m_versionStatus->text());
}

void ClusterSection::showReleaseChannel()
{
    const QStringList texts{tr("Rapid: newest versions first"), tr("Regular (GKE's default)"),
                            tr("Stable: versions proven in Regular"), tr("Extended: longer support, extra fee")};
    const QStringList channels = PlanFieldRules::releaseChannels();
    QList<ChoiceItem> items;
    for (qsizetype i = 0; i < channels.size(); ++i)
        items.append({channels[i], texts.value(i, channels[i]), true, QString()});
    m_releaseChannel->setChoices(items, document()->plan().cluster.effectiveReleaseChannel());
}

void ClusterSection::showNodes()
{
    const Plan &plan = document()->plan();
    const bool standard = !plan.cluster.isAutopilot();
    m_nodeImage->setChoicesLater(plan.cluster.nodeImage.isEmpty() && standard ? document()->catalog().gke.defaultNodeImage
                                                                               : plan.cluster.nodeImage,
                                 [this] {
                                     QList<ChoiceItem> images;
                                     for (const Choice &choice : ChoiceAdvisor(document()->check()).nodeImages())
                                         images.append(
                                             {choice.value, choice.value, choice.verdict.isAllowed(), reasonOf(choice.verdict)});
                                     return images;
                                 });
    const QString standardOnly = tr("Autopilot manages nodes itself; this setting is for Standard clusters.");
    m_nodeImage->setEnabled(standard);
    if (!standard)
        m_nodeImage->setToolTip(standardOnly);
    m_autoprovisioning->setEnabled(standard);
    m_autoprovisioning->setChecked(plan.cluster.autoprovisioning.value_or(false));
    m_autoprovisioning->setToolTip(standard ? QString() : standardOnly);
}

} // namespace tpuplan
