// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/ClusterEditor.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterSection.h"
#include "ui/editors/PlanSection.h"
#include "ui/editors/QuotaSection.h"

#include "core/advice/ChoiceAdvisor.h"

#include <QEvent>
#include <QVBoxLayout>

namespace tpuplan {

ClusterEditor::ClusterEditor(QWidget *parent)
    : QWidget(parent), m_plan(new PlanSection(this)), m_cluster(new ClusterSection(this)), m_quota(new QuotaSection(this)),
      m_sections{m_plan, m_cluster, m_quota}
{
    auto *layout = new QVBoxLayout(this);
    for (FormSection *section : std::as_const(m_sections))
        layout->addWidget(section);
    layout->addStretch(1);
    chainTabOrder();
}

void ClusterEditor::chainTabOrder()
{
    // One keyboard path through every section, in reading order.
    QList<QWidget *> order;
    for (FormSection *section : std::as_const(m_sections))
        order += section->fieldOrder();
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
}

void ClusterEditor::changeEvent(QEvent *event)
{
    // The sections translate their fixed texts themselves; the texts derived from the plan
    // (the version check, reasons) are worded again here.
    if (event->type() == QEvent::LanguageChange)
        refresh();
    // Qt 6.4 re-links the focus chain of a widget moved into another parent (the scroll area).
    if (event->type() == QEvent::ParentChange)
        chainTabOrder();
    QWidget::changeEvent(event);
}

void ClusterEditor::setFieldWording(const FieldWording &wording)
{
    for (FormSection *section : std::as_const(m_sections))
        section->setFieldWording(wording);
}

void ClusterEditor::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // The quota rows follow the catalog's TPU versions, known with the first document.
    if (document && m_quota->buildRows(document->catalog()))
        chainTabOrder();
    for (FormSection *section : std::as_const(m_sections))
        section->setDocument(document);
    if (document)
        connect(document, &PlanDocument::changed, this, &ClusterEditor::refresh);
    refresh();
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
    if (m_stale || !m_document)
        return;
    const ChoiceAdvisor advisor(m_document->check());
    for (FormSection *section : std::as_const(m_sections))
        section->refresh(advisor);
}

bool ClusterEditor::focusField(const QString &path)
{
    // The longest known prefix of the field path names the widget.
    QString rest = path;
    while (!rest.isEmpty()) {
        for (FormSection *section : std::as_const(m_sections)) {
            if (QWidget *widget = section->fieldWidgets().value(rest)) {
                widget->setFocus(Qt::OtherFocusReason);
                return true;
            }
        }
        const int dot = int(rest.lastIndexOf(QLatin1Char('.')));
        rest = dot < 0 ? QString() : rest.left(dot);
    }
    return false;
}

QRadioButton *ClusterEditor::standardButton() const { return m_cluster->standardButton(); }
QRadioButton *ClusterEditor::autopilotButton() const { return m_cluster->autopilotButton(); }
ChoiceComboBox *ClusterEditor::regionCombo() const { return m_cluster->regionCombo(); }
QLineEdit *ClusterEditor::versionEdit() const { return m_cluster->versionEdit(); }
QLabel *ClusterEditor::versionStatus() const { return m_cluster->versionStatus(); }
QLineEdit *ClusterEditor::clusterNameEdit() const { return m_cluster->nameEdit(); }
QLineEdit *ClusterEditor::planNameEdit() const { return m_plan->nameEdit(); }
QSpinBox *ClusterEditor::quotaSpin(const QString &tpu) const { return m_quota->quotaSpin(tpu); }

} // namespace tpuplan

namespace tpuplan {

QString ClusterEditor::fieldLabel(const QString &path) const
{
    // Exactly the field's path: a shorter prefix names another field (`workload` is the image).
    for (const FormSection *section : std::as_const(m_sections)) {
        if (section->fieldWidgets().contains(path))
            return section->fieldLabel(path);
    }
    return QString();
}

QString ClusterEditor::fieldPathOf(const QWidget *widget) const
{
    for (const auto *section : std::as_const(m_sections)) {
        const QString path = section->fieldPathOf(widget);
        if (!path.isEmpty())
            return path;
    }
    return QString();
}

} // namespace tpuplan
