// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/QuotaSection.h"

#include "ui/document/PlanDocument.h"

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace tpuplan {

QuotaSection::QuotaSection(QWidget *parent) : FormSection(parent), m_help(new QLabel(this))
{
    // The help explains the whole group, so it spans the form above the rows.
    m_help->setWordWrap(true);
    m_help->setForegroundRole(QPalette::PlaceholderText);
    form()->addRow(m_help);
    retranslate();
}

bool QuotaSection::buildRows(const Catalog &catalog)
{
    if (!m_spins.isEmpty())
        return false;
    QList<QWidget *> order;
    for (const TpuVersion &tpu : catalog.tpus) {
        auto *spin = new QSpinBox(this);
        setRange(spin, PlanFieldRules::kQuotaChips, true); // the slot below shows "not set": no quota recorded
        spin->setAccelerated(true);
        spin->setObjectName(QStringLiteral("quota-") + tpu.id);
        auto *label = new QLabel(tpu.name + QLatin1Char(':'), this);
        label->setBuddy(spin);
        form()->addRow(label, spin);
        m_spins.insert(tpu.id, spin);
        addField(QStringLiteral("quota.") + tpu.id, spin);
        if (order.isEmpty())
            addField(QStringLiteral("quota"), spin);
        order.append(spin);
        const QString id = tpu.id;
        connect(spin, &QSpinBox::valueChanged, this, [this, id](int chips) { editQuota(id, chips); });
    }
    setFieldOrder(order);
    retranslate();
    return true;
}

void QuotaSection::editQuota(const QString &tpu, int chips)
{
    editPlan(tr("Change %1 quota").arg(tpu), QStringLiteral("quota.") + tpu, [&](Plan &plan) {
        QMap<QString, qint64> quota = plan.quota.value_or(QMap<QString, qint64>());
        if (chips < PlanFieldRules::kQuotaChips.min)
            quota.remove(tpu);
        else
            quota.insert(tpu, chips);
        if (quota.isEmpty())
            plan.quota.reset();
        else
            plan.quota = quota;
    });
}

void QuotaSection::retranslate()
{
    setTitle(tr("TPU quota in the region"));
    m_help->setText(tr("Chips of each TPU version the project may use in the cluster's region, as the Cloud "
                       "console shows under IAM & Admin → Quotas. A plan whose pools could grow past a quota "
                       "is an error."));
    for (QSpinBox *spin : std::as_const(m_spins)) {
        spin->setSpecialValueText(tr("not set"));
        spin->setSuffix(tr(" chips"));
        spin->setToolTip(tr("Leave at \"not set\" when you do not know the quota; the plan is then not checked "
                            "against it."));
    }
}

void QuotaSection::showPlan(const ChoiceAdvisor &)
{
    const Plan &plan = document()->plan();
    for (auto it = m_spins.constBegin(); it != m_spins.constEnd(); ++it) {
        const qint64 chips = plan.quota ? plan.quota->value(it.key(), -1) : -1;
        showValue(it.value(), int(std::clamp<qint64>(chips, it.value()->minimum(), it.value()->maximum())));
    }
}

} // namespace tpuplan
