// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/FormSection.h"

class QLabel;
class QLineEdit;

namespace tpuplan {

/// The plan's own name and description.
class PlanSection : public FormSection
{
    Q_OBJECT
public:
    explicit PlanSection(QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }

protected:
    void retranslate() override;
    void showPlan(const ChoiceAdvisor &advisor) override;

private:
    QLineEdit *m_name;
    QLineEdit *m_description;
    QLabel *m_nameLabel;
    QLabel *m_descriptionLabel;
};

} // namespace tpuplan
