// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PlanSection.h"

#include "ui/document/PlanDocument.h"

#include <QLabel>
#include <QLineEdit>

namespace tpuplan {

PlanSection::PlanSection(QWidget *parent) : FormSection(parent), m_name(new QLineEdit(this)), m_description(new QLineEdit(this))
{
    m_nameLabel = addRow(m_name);
    m_descriptionLabel = addRow(m_description);
    addField(QStringLiteral("metadata.name"), m_name);
    addField(QStringLiteral("metadata"), m_name);
    addField(QStringLiteral("metadata.description"), m_description);
    setFieldOrder({m_name, m_description});
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Rename plan"), QStringLiteral("metadata.name"), [&](Plan &plan) { plan.metadata.name = text; });
    });
    connect(m_description, &QLineEdit::textEdited, this, [this](const QString &text) {
        editPlan(tr("Change description"), QStringLiteral("metadata.description"),
                 [&](Plan &plan) { plan.metadata.description = text; });
    });
    retranslate();
}

void PlanSection::retranslate()
{
    setTitle(tr("Plan"));
    m_nameLabel->setText(tr("Plan &name:"));
    m_descriptionLabel->setText(tr("&Description:"));
    m_name->setToolTip(tr("Free text shown in titles and reports."));
}

void PlanSection::showPlan(const ChoiceAdvisor &)
{
    const Plan &plan = document()->plan();
    showText(m_name, plan.metadata.name);
    showText(m_description, plan.metadata.description);
}

} // namespace tpuplan
