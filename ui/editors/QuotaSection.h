// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/FormSection.h"

class QLabel;
class QSpinBox;

namespace tpuplan {

class Catalog;

/// The project's TPU quota in the cluster's region: one field per TPU version of the catalog,
/// "not set" when the quota is unknown (the plan is then not checked against it).
class QuotaSection : public FormSection
{
    Q_OBJECT
public:
    explicit QuotaSection(QWidget *parent = nullptr);

    /// Adds a row per TPU version of `catalog`, once; true when rows were added.
    bool buildRows(const Catalog &catalog);
    /// The field of a TPU version (catalog id), or null before buildRows().
    QSpinBox *quotaSpin(const QString &tpu) const { return m_spins.value(tpu); }

protected:
    void retranslate() override;
    void showPlan(const ChoiceAdvisor &advisor) override;

private:
    void editQuota(const QString &tpu, int chips);

    QLabel *m_help;
    QHash<QString, QSpinBox *> m_spins; ///< by TPU id
};

} // namespace tpuplan
