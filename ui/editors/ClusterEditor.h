// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;
class ClusterSection;
class FieldWording;
class FormSection;
class PlanDocument;
class PlanSection;
class QuotaSection;

/// Edits what the plan holds besides its pools, in three sections: the plan's name, the GKE
/// cluster, and the project's TPU quota in the region.
class ClusterEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterEditor(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// How the sections name fields in the rules' messages (FormSection::setFieldWording).
    void setFieldWording(const FieldWording &wording);
    bool focusField(const QString &path);
    /// The label of the field that edits `path`, empty if none does.
    QString fieldLabel(const QString &path) const;
    /// The field path (as findings name it) that `widget` edits, empty when none.
    QString fieldPathOf(const QWidget *widget) const;

    PlanSection *planSection() const { return m_plan; }
    ClusterSection *clusterSection() const { return m_cluster; }
    QuotaSection *quotaSection() const { return m_quota; }

    // The widgets, for tests.
    QRadioButton *standardButton() const;
    QRadioButton *autopilotButton() const;
    ChoiceComboBox *regionCombo() const;
    QLineEdit *versionEdit() const;
    QLabel *versionStatus() const;
    QLineEdit *clusterNameEdit() const;
    QLineEdit *planNameEdit() const;
    /// The quota field of a TPU version (catalog id), or null before a document is set.
    QSpinBox *quotaSpin(const QString &tpu) const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void chainTabOrder();
    void refresh();

    PlanDocument *m_document = nullptr;
    bool m_stale = false; ///< a refresh was skipped while the editor was hidden

    PlanSection *m_plan;
    ClusterSection *m_cluster;
    QuotaSection *m_quota;
    QList<FormSection *> m_sections;
};

} // namespace tpuplan
