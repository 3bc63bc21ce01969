// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/FormSection.h"

#include "ui/document/PlanDocument.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tpuplan {

FormSection::FormSection(QWidget *parent) : QGroupBox(parent), m_form(new QFormLayout(this)) {}

void FormSection::refresh(const ChoiceAdvisor &advisor)
{
    if (!m_document)
        return;
    m_refreshing = true;
    showPlan(advisor);
    m_refreshing = false;
}

void FormSection::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

QLabel *FormSection::addRow(QWidget *field, QLabel *facts)
{
    auto *label = new QLabel(this);
    if (!qobject_cast<QCheckBox *>(field))
        label->setBuddy(field);
    if (!facts) {
        m_form->addRow(label, field);
        return label;
    }
    auto *box = new QWidget(this);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field);
    layout->addWidget(facts, 1);
    box->setFocusProxy(field);
    m_form->addRow(label, box);
    return label;
}

QLabel *FormSection::factsLabel()
{
    auto *label = new QLabel(this);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return label;
}

void FormSection::editPlan(const QString &text, const QString &mergeKey, const std::function<void(Plan &)> &change)
{
    if (m_refreshing || !m_document)
        return;
    Plan plan = m_document->plan();
    change(plan);
    m_document->editPlan(plan, text, mergeKey);
}

void FormSection::showText(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        edit->setText(text);
        if (!edit->hasFocus())
            edit->setCursorPosition(0); // show a long text from its start, not its end
    }
}

void FormSection::showValue(QSpinBox *spin, int value)
{
    if (spin->value() != value) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

void FormSection::showChecked(QCheckBox *box, bool checked)
{
    const QSignalBlocker blocker(box);
    box->setChecked(checked);
}

void FormSection::setRange(QSpinBox *spin, PlanFieldRules::Range range, bool unsetSlot)
{
    spin->setRange(int(range.min - (unsetSlot ? 1 : 0)), int(range.max));
}

} // namespace tpuplan
