// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/ClusterEditor.h"

#include "ui/editors/ChoiceComboBox.h"
#include "ui/editors/FormTexts.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/catalog/Catalog.h"
#include "core/common/GkeVersion.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace tpuplan {
namespace {

QLabel *helpLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setIndent(24);
    return label;
}

/// A field made of several widgets stacked tightly (a control and its explanation below it).
QVBoxLayout *stackedField(QWidget *box)
{
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    return layout;
}

} // namespace

ClusterEditor::ClusterEditor(QWidget *parent) : QWidget(parent)
{
    build();
    retranslate();
}

void ClusterEditor::build()
{
    auto *layout = new QVBoxLayout(this);
    m_planGroup = new QGroupBox(this);
    auto *planForm = new QFormLayout(m_planGroup);
    m_planName = new QLineEdit(m_planGroup);
    m_description = new QLineEdit(m_planGroup);
    const auto row = [](QFormLayout *form, QWidget *field, const char *text) {
        auto *label = new QLabel(form->parentWidget());
        if (!qobject_cast<QCheckBox *>(field)) // a check box carries its own mnemonic
            label->setBuddy(field);
        FormTexts::setSource(label, text);
        form->addRow(label, field);
    };
    row(planForm, m_planName, QT_TR_NOOP("Plan &name:"));
    row(planForm, m_description, QT_TR_NOOP("&Description:"));
    layout->addWidget(m_planGroup);

    m_clusterGroup = new QGroupBox(this);
    auto *form = new QFormLayout(m_clusterGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_clusterName = new QLineEdit(m_clusterGroup);
    row(form, m_clusterName, QT_TR_NOOP("C&luster name:"));

    auto *modes = new QWidget(m_clusterGroup);
    QVBoxLayout *modesLayout = stackedField(modes);
    m_standard = new QRadioButton(modes);
    m_standardHelp = helpLabel(modes);
    m_autopilot = new QRadioButton(modes);
    m_autopilotHelp = helpLabel(modes);
    for (QWidget *w : std::initializer_list<QWidget *>{m_standard, m_standardHelp, m_autopilot, m_autopilotHelp})
        modesLayout->addWidget(w);
    auto *group = new QButtonGroup(modes);
    group->addButton(m_standard);
    group->addButton(m_autopilot);
    modes->setFocusProxy(m_standard);
    auto *modeLabel = new QLabel(m_clusterGroup);
    FormTexts::setSource(modeLabel, QT_TR_NOOP("Mode:"));
    form->addRow(modeLabel, modes);

    m_region = new ChoiceComboBox(m_clusterGroup);
    row(form, m_region, QT_TR_NOOP("&Region:"));
    auto *versionBox = new QWidget(m_clusterGroup);
    QVBoxLayout *versionLayout = stackedField(versionBox);
    m_version = new QLineEdit(versionBox);
    m_versionStatus = new QLabel(versionBox);
    m_versionStatus->setWordWrap(true);
    m_versionStatus->setTextFormat(Qt::PlainText);
    versionLayout->addWidget(m_version);
    versionLayout->addWidget(m_versionStatus);
    versionBox->setFocusProxy(m_version);
    row(form, versionBox, QT_TR_NOOP("&GKE version:"));
    m_nodeImage = new ChoiceComboBox(m_clusterGroup);
    row(form, m_nodeImage, QT_TR_NOOP("Node &image:"));
    // The check box keeps a short text; its explanation wraps below it, in every language.
    auto *provisioning = new QWidget(m_clusterGroup);
    QVBoxLayout *provisioningLayout = stackedField(provisioning);
    m_autoprovisioning = new QCheckBox(provisioning);
    m_autoprovisioningHelp = helpLabel(provisioning);
    provisioningLayout->addWidget(m_autoprovisioning);
    provisioningLayout->addWidget(m_autoprovisioningHelp);
    provisioning->setFocusProxy(m_autoprovisioning);
    row(form, provisioning, QT_TR_NOOP("Node pools:"));
    m_bucket = new QLineEdit(m_clusterGroup);
    row(form, m_bucket, QT_TR_NOOP("&Data bucket location:"));
    layout->addWidget(m_clusterGroup);

    // One row per TPU version of the catalog, added with the first document (see buildQuotaRows).
    m_quotaGroup = new QGroupBox(this);
    auto *quotaLayout = new QVBoxLayout(m_quotaGroup);
    m_quotaHelp = helpLabel(m_quotaGroup);
    m_quotaHelp->setIndent(0); // it explains the whole group, not one control above it
    quotaLayout->addWidget(m_quotaHelp);
    m_quotaForm = new QFormLayout;
    quotaLayout->addLayout(m_quotaForm);
    layout->addWidget(m_quotaGroup);
    layout->addStretch(1);

    m_fieldWidgets = {
        {QStringLiteral("metadata.name"), m_planName},
        {QStringLiteral("metadata"), m_planName},
        {QStringLiteral("metadata.description"), m_description},
        {QStringLiteral("cluster.name"), m_clusterName},
        {QStringLiteral("cluster"), m_clusterName},
        {QStringLiteral("cluster.mode"), m_standard},
        {QStringLiteral("cluster.region"), m_region},
        {QStringLiteral("cluster.version"), m_version},
        {QStringLiteral("cluster.nodeImage"), m_nodeImage},
        {QStringLiteral("cluster.autoprovisioning"), m_autoprovisioning},
        {QStringLiteral("dataBucket"), m_bucket},
    };

    connect(m_planName, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Rename plan"), QStringLiteral("metadata.name"), [&](Plan &plan) { plan.metadata.name = text; });
    });
    connect(m_description, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Change description"), QStringLiteral("metadata.description"),
                 [&](Plan &plan) { plan.metadata.description = text; });
    });
    connect(m_clusterName, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Rename cluster"), QStringLiteral("cluster.name"), [&](Plan &plan) { plan.cluster.name = text.trimmed(); });
    });
    connect(m_version, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Change GKE version"), QStringLiteral("cluster.version"),
                 [&](Plan &plan) { plan.cluster.version = text.trimmed(); });
    });
    connect(m_bucket, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Change data bucket location"), QStringLiteral("dataBucket.location"), [&](Plan &plan) {
            if (text.trimmed().isEmpty()) {
                plan.dataBucket.reset();
                return;
            }
            if (!plan.dataBucket)
                plan.dataBucket = DataBucket{};
            plan.dataBucket->location = text.trimmed();
        });
    });
    connect(m_standard, &QRadioButton::clicked, this, [this] { chooseMode(QStringLiteral("standard")); });
    connect(m_autopilot, &QRadioButton::clicked, this, [this] { chooseMode(QStringLiteral("autopilot")); });
    connect(m_region, &ChoiceComboBox::valueChosen, this, [this](const QString &region) {
        for (const Choice &choice : ChoiceAdvisor(m_document->plan(), m_document->catalog()).regions()) {
            if (choice.value == region && choice.verdict.isAllowed())
                m_document->editPlan(choice.verdict.candidate, tr("Change region"));
        }
    });
    connect(m_nodeImage, &ChoiceComboBox::valueChosen, this, [this](const QString &image) {
        editPlan(tr("Change node image"), QString(), [&](Plan &plan) { plan.cluster.nodeImage = image; });
    });
    connect(m_autoprovisioning, &QCheckBox::toggled, this, [this](bool on) {
        editPlan(tr("Change auto-provisioning"), QString(), [&](Plan &plan) { plan.cluster.autoprovisioning = on; });
    });
    const QList<QWidget *> order{m_planName, m_description, m_clusterName, m_standard, m_autopilot, m_region, m_version, m_nodeImage,
                 m_autoprovisioning, m_bucket};
    FormTexts::chainTabOrder(order);
}

void ClusterEditor::buildQuotaRows(const Catalog &catalog)
{
    QWidget *previous = m_bucket;
    for (const TpuVersion &tpu : catalog.tpus) {
        auto *spin = new QSpinBox(m_quotaGroup);
        spin->setRange(-1, 10'000'000); // -1 shows "not set": no quota is recorded for this version
        spin->setAccelerated(true);
        spin->setObjectName(QStringLiteral("quota-") + tpu.id);
        auto *label = new QLabel(tpu.name + QLatin1Char(':'), m_quotaGroup);
        label->setBuddy(spin);
        m_quotaForm->addRow(label, spin);
        m_quotaSpins.insert(tpu.id, spin);
        m_fieldWidgets.insert(QStringLiteral("quota.") + tpu.id, spin);
        if (!m_fieldWidgets.contains(QStringLiteral("quota")))
            m_fieldWidgets.insert(QStringLiteral("quota"), spin);
        setTabOrder(previous, spin);
        previous = spin;
        const QString id = tpu.id;
        connect(spin, &QSpinBox::valueChanged, this, [this, id](int chips) {
            editPlan(tr("Change %1 quota").arg(id), QStringLiteral("quota.") + id, [&](Plan &plan) {
                QMap<QString, qint64> quota = plan.quota.value_or(QMap<QString, qint64>());
                if (chips < 0)
                    quota.remove(id);
                else
                    quota.insert(id, chips);
                if (quota.isEmpty())
                    plan.quota.reset();
                else
                    plan.quota = quota;
            });
        });
    }
    retranslate();
}

void ClusterEditor::retranslate()
{
    FormTexts::retranslateLabels(this);
    m_quotaGroup->setTitle(tr("TPU quota in the region"));
    m_quotaHelp->setText(tr("Chips of each TPU version the project may use in the cluster's region, as the Cloud "
                            "console shows under IAM & Admin → Quotas. A plan whose pools could grow past a quota "
                            "is an error."));
    for (QSpinBox *spin : std::as_const(m_quotaSpins)) {
        spin->setSpecialValueText(tr("not set"));
        spin->setSuffix(tr(" chips"));
        spin->setToolTip(tr("Leave at \"not set\" when you do not know the quota; the plan is then not checked "
                            "against it."));
    }
    m_planGroup->setTitle(tr("Plan"));
    m_clusterGroup->setTitle(tr("GKE cluster"));
    m_standard->setText(tr("&Standard"));
    m_standardHelp->setText(tr("You create and size the TPU node pools yourself: full control over machine types, "
                               "autoscaling and node images."));
    m_autopilot->setText(tr("&Autopilot"));
    m_autopilotHelp->setText(tr("GKE creates TPU nodes when a workload asks for them; you name an accelerator and a "
                                "topology, and pay for what the pods use."));
    m_autoprovisioning->setText(tr("Node auto-&provisioning"));
    m_autoprovisioningHelp->setText(tr("GKE creates TPU node pools on demand, within the cluster's resource limits."));
    m_version->setPlaceholderText(tr("e.g. 1.31.5-gke.1233000"));
    m_bucket->setPlaceholderText(tr("optional: region or multi-region of the training data, e.g. us-central1 or us"));
    m_planName->setToolTip(tr("Free text shown in titles and reports."));
    m_clusterName->setToolTip(tr("The GKE cluster's name: lowercase letters, digits and '-', at most 40 characters."));
    m_region->setFieldToolTip(tr("The cluster's region; every pool's zone must lie in it. Regions where a pool's TPU "
                                 "version is not offered are disabled."));
    m_nodeImage->setFieldToolTip(tr("The node operating system image (Standard only)."));
}

void ClusterEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void ClusterEditor::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document && m_quotaSpins.isEmpty())
        buildQuotaRows(document->catalog());
    if (document)
        connect(document, &PlanDocument::changed, this, &ClusterEditor::refresh);
    refresh();
}

void ClusterEditor::editPlan(const QString &text, const QString &mergeKey, const std::function<void(Plan &)> &change)
{
    if (m_refreshing || !m_document)
        return;
    Plan plan = m_document->plan();
    change(plan);
    m_document->editPlan(plan, text, mergeKey);
}

void ClusterEditor::chooseMode(const QString &mode)
{
    if (m_refreshing || !m_document || m_document->plan().cluster.mode == mode)
        return;
    for (const Choice &choice : ChoiceAdvisor(m_document->plan(), m_document->catalog()).modes()) {
        if (choice.value == mode && choice.verdict.isAllowed()) {
            m_document->editPlan(choice.verdict.candidate, tr("Change mode"));
            return;
        }
    }
    refresh(); // a rejected mode: put the buttons back
}

void ClusterEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void ClusterEditor::refresh()
{
    // An editor on a page the window does not show is brought up to date when it is shown.
    m_stale = !isVisibleTo(window());
    if (m_stale)
        return;
    if (!m_document)
        return;
    m_refreshing = true;
    const Plan &plan = m_document->plan();
    const ChoiceAdvisor advisor(plan, m_document->catalog());
    FormTexts::showText(m_planName, plan.metadata.name);
    FormTexts::showText(m_description, plan.metadata.description);
    FormTexts::showText(m_clusterName, plan.cluster.name);
    FormTexts::showText(m_version, plan.cluster.version);
    FormTexts::showText(m_bucket, plan.dataBucket ? plan.dataBucket->location : QString());

    for (const Choice &choice : advisor.modes()) {
        QRadioButton *button = choice.value == QLatin1String("autopilot") ? m_autopilot : m_standard;
        const bool current = plan.cluster.mode == choice.value;
        button->setChecked(current);
        button->setEnabled(current || choice.verdict.isAllowed());
        button->setToolTip(choice.verdict.isAllowed() ? QString() : choice.verdict.reason());
    }

    QList<ChoiceItem> regions;
    for (const Choice &choice : advisor.regions())
        regions.append({choice.value, choice.value, choice.verdict.isAllowed(), choice.verdict.reason()});
    m_region->setChoices(regions, plan.cluster.region);

    QString error;
    const std::optional<GkeVersion> version = GkeVersion::parse(plan.cluster.version, &error);
    QStringList versionProblems;
    for (const Finding &finding : advisor.evaluator().findings()) {
        if (finding.isError() && finding.field == QLatin1String("cluster.version") && !versionProblems.contains(finding.message))
            versionProblems.append(finding.message);
    }
    const bool ok = version && versionProblems.isEmpty();
    m_versionStatus->setText(!version                    ? error
                             : versionProblems.isEmpty() ? tr("✓ GKE %1 runs every pool of this plan.").arg(version->toString())
                                                         : versionProblems.join(QLatin1Char('\n')));
    QPalette palette = m_versionStatus->palette();
    palette.setColor(QPalette::WindowText, ok ? palette.color(QPalette::PlaceholderText) : QColor(220, 50, 47));
    m_versionStatus->setPalette(palette);

    const bool standard = !plan.cluster.isAutopilot();
    QList<ChoiceItem> images;
    for (const Choice &choice : advisor.nodeImages())
        images.append({choice.value, choice.value, choice.verdict.isAllowed(), choice.verdict.reason()});
    m_nodeImage->setChoices(images, plan.cluster.nodeImage.isEmpty() && standard ? m_document->catalog().gke.defaultNodeImage
                                                                                 : plan.cluster.nodeImage);
    const QString standardOnly = tr("Autopilot manages nodes itself; this setting is for Standard clusters.");
    m_nodeImage->setEnabled(standard);
    m_autoprovisioning->setEnabled(standard);
    m_autoprovisioning->setChecked(plan.cluster.autoprovisioning.value_or(false));
    m_autoprovisioning->setToolTip(standard ? QString() : standardOnly);
    for (auto it = m_quotaSpins.constBegin(); it != m_quotaSpins.constEnd(); ++it) {
        const qint64 chips = plan.quota ? plan.quota->value(it.key(), -1) : -1;
        FormTexts::showValue(it.value(), int(std::clamp<qint64>(chips, -1, it.value()->maximum())));
    }
    if (!standard)
        m_nodeImage->setToolTip(standardOnly);
    m_refreshing = false;
}

bool ClusterEditor::focusField(const QString &path)
{
    QString rest = path;
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
