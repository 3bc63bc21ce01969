// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolEditor.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/PoolBlockSection.h"
#include "ui/editors/PoolCapacitySection.h"
#include "ui/editors/PoolNodesSection.h"
#include "ui/editors/PoolSliceSection.h"
#include "ui/editors/PoolWorkloadSection.h"

#include "core/advice/ChoiceAdvisor.h"

#include <QEvent>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace tpuplan {

PoolEditor::PoolEditor(QWidget *parent)
    : QWidget(parent), m_slice(new PoolSliceSection(this)), m_capacity(new PoolCapacitySection(this)),
      m_nodes(new PoolNodesSection(this)), m_workload(new PoolWorkloadSection(this)), m_block(new PoolBlockSection(this)),
      m_sections{m_slice, m_block, m_capacity, m_nodes, m_workload}
{
    auto *layout = new QVBoxLayout(this);
    for (PoolSection *section : std::as_const(m_sections))
        layout->addWidget(section);
    layout->addStretch(1);
    chainTabOrder();
}

void PoolEditor::chainTabOrder()
{
    // One keyboard path through every section, in reading order.
    QList<QWidget *> order;
    for (PoolSection *section : std::as_const(m_sections))
        order += section->fieldOrder();
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
}

void PoolEditor::changeEvent(QEvent *event)
{
    // The sections translate their fixed texts themselves; the texts derived from the plan
    // (facts, reasons) are worded again here.
    if (event->type() == QEvent::LanguageChange)
        refresh();
    // Qt 6.4 re-links the focus chain of a widget moved into another parent (the window puts
    // the editor into its scroll area): Tab went from the last workload field back up to Slices.
    if (event->type() == QEvent::ParentChange)
        chainTabOrder();
    QWidget::changeEvent(event);
}

void PoolEditor::setFieldWording(const FieldWording &wording)
{
    for (PoolSection *section : std::as_const(m_sections))
        section->setFieldWording(wording);
}

void PoolEditor::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_pool = -1;
    for (PoolSection *section : std::as_const(m_sections)) {
        section->setDocument(document);
        section->setPool(-1);
    }
    if (document)
        connect(document, &PlanDocument::changed, this, &PoolEditor::refresh);
}

void PoolEditor::setPool(int index)
{
    m_pool = index;
    for (PoolSection *section : std::as_const(m_sections))
        section->setPool(index);
    refresh();
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
    // One advisor judges every section's choices.
    const ChoiceAdvisor advisor(m_document->check());
    for (PoolSection *section : std::as_const(m_sections))
        section->refresh(advisor);
}

bool PoolEditor::focusField(const QString &path)
{
    const QString prefix = QStringLiteral("pools[%1].").arg(m_pool);
    if (!path.startsWith(prefix))
        return false;
    QString rest = path.mid(prefix.size());
    // The longest known prefix of the field path names the widget.
    while (!rest.isEmpty()) {
        for (PoolSection *section : std::as_const(m_sections)) {
            if (QWidget *widget = section->fieldWidgets().value(rest)) {
                widget->setFocus(Qt::OtherFocusReason);
                return true;
            }
        }
        // `sliceWorkloads[1]` is an item of the list its table edits; `a.b` is a field of `a`.
        const int cut = int(rest.endsWith(QLatin1Char(']')) ? rest.lastIndexOf(QLatin1Char('['))
                                                            : rest.lastIndexOf(QLatin1Char('.')));
        rest = cut < 0 ? QString() : rest.left(cut);
    }
    return false;
}

ChoiceComboBox *PoolEditor::tpuCombo() const { return m_slice->tpuCombo(); }
ChoiceComboBox *PoolEditor::ownerCombo() const { return m_slice->ownerCombo(); }
QLabel *PoolEditor::ownerLabel() const { return m_slice->ownerLabel(); }
ChoiceComboBox *PoolEditor::zoneCombo() const { return m_slice->zoneCombo(); }
TopologyPicker *PoolEditor::topologyPicker() const { return m_slice->topologyPicker(); }
QSpinBox *PoolEditor::slicesSpin() const { return m_slice->slicesSpin(); }
QLineEdit *PoolEditor::nameEdit() const { return m_slice->nameEdit(); }
ChoiceComboBox *PoolEditor::capacityCombo() const { return m_capacity->capacityCombo(); }
QCheckBox *PoolEditor::autoscalingCheck() const { return m_nodes->autoscalingCheck(); }
QSpinBox *PoolEditor::chipsPerPodSpin() const { return m_workload->chipsPerPodSpin(); }
QComboBox *PoolEditor::workloadKindCombo() const { return m_workload->kindCombo(); }
QCheckBox *PoolEditor::collectionSchedulingCheck() const { return m_workload->collectionSchedulingCheck(); }

} // namespace tpuplan

namespace tpuplan {

QString PoolEditor::fieldLabel(const QString &path, bool autopilot)
{
    // With or without the pool's index: messages name a pool's fields without it ("set
    // reservation.name").
    static const QRegularExpression poolPrefix(QStringLiteral("^pools\\[[0-9]+\\]\\."));
    const QString rest = QString(path).remove(poolPrefix);
    QString text = rowText(rest, autopilot);
    // An item of a list shown as one table (`sliceWorkloads[1].topology`) is named by the
    // list's row: the table is where it is edited.
    static const QRegularExpression listItem(QStringLiteral("\\[[0-9]+\\].*$"));
    if (text.isEmpty() && rest.contains(listItem))
        text = rowText(QString(rest).remove(listItem), autopilot);
    return text.isEmpty() ? QString() : FormSection::plainLabel(text);
}

QString PoolEditor::rowText(const QString &path, bool autopilot)
{
    // Exactly the field's path: a shorter prefix names another field (`workload` is the image).
    // Each path has a row in at most one section; asked in the editor's order, first found wins.
    QString text = PoolSliceSection::rowText(path, autopilot);
    if (text.isEmpty())
        text = PoolBlockSection::rowText(path);
    if (text.isEmpty())
        text = PoolCapacitySection::rowText(path);
    if (text.isEmpty())
        text = PoolNodesSection::rowText(path);
    if (text.isEmpty())
        text = PoolWorkloadSection::rowText(path);
    return text;
}

QString PoolEditor::fieldPathOf(const QWidget *widget) const
{
    for (const auto *section : std::as_const(m_sections)) {
        const QString path = section->fieldPathOf(widget);
        if (!path.isEmpty())
            return QStringLiteral("pools[%1].").arg(m_pool) + path;
    }
    return QString();
}

} // namespace tpuplan
