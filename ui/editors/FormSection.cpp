// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/FormSection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/WheelGuard.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTimer>
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
    showTypedProblems();
    m_refreshing = false;
}

QString FormSection::fieldLabel(const QString &path) const
{
    QWidget *widget = m_fieldWidgets.value(path);
    // A field inside a row's box (with its facts beside it) is labelled through the box.
    for (QWidget *w = widget; w && w != this; w = w->parentWidget()) {
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(w)))
            return plainLabel(label->text());
    }
    return QString();
}

QString FormSection::rowLabel(std::span<const RowLabel> rows, QStringView path, Translate tr)
{
    for (const RowLabel &row : rows) {
        if (path == QLatin1StringView(row.path))
            return tr(row.text, nullptr, -1);
    }
    return QString();
}

QString FormSection::plainLabel(QString text)
{
    static const QRegularExpression mnemonic(QStringLiteral("&(?!&)"));
    text.remove(mnemonic);
    text.replace(QLatin1String("&&"), QLatin1String("&"));
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QLatin1Char(' ')) || text.endsWith(QChar(0xa0)))
        text.chop(1);
    return text;
}

void FormSection::addTypedField(const QString &path, QLineEdit *edit)
{
    addField(path, edit);
    auto *problem = new QLabel(this);
    problem->setTextFormat(Qt::PlainText);
    problem->setWordWrap(true);
    problem->setObjectName(QStringLiteral("fieldProblem"));
    // The palette's link colour reads on light and dark themes alike; bold marks it as a problem
    // for those who do not see the colour.
    problem->setForegroundRole(QPalette::LinkVisited);
    QFont font = problem->font();
    font.setBold(true);
    problem->setFont(font);
    int row = -1;
    QFormLayout::ItemRole role;
    for (QWidget *w = edit; w && w != this && row < 0; w = w->parentWidget())
        m_form->getWidgetPosition(w, &row, &role);
    m_form->insertRow(row < 0 ? m_form->rowCount() : row + 1, static_cast<QWidget *>(nullptr), problem);
    m_form->setRowVisible(problem, false);
    m_typedFields.append({path, edit, problem});
}

void FormSection::showTypedProblems()
{
    for (const TypedField &typed : std::as_const(m_typedFields)) {
        const QString field = findingPrefix() + typed.path;
        QString message;
        for (const Finding &finding : m_document->findings()) {
            if (finding.isError() && finding.field == field) {
                message = worded(finding.message, finding.field);
                break;
            }
        }
        typed.problem->setText(message);
        typed.edit->setAccessibleDescription(message);
        m_form->setRowVisible(typed.problem, !message.isEmpty());
    }
}

void FormSection::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // After the whole window has its new texts (the editor refreshes its own after this).
        QTimer::singleShot(0, this, &FormSection::remeasureRows);
    }
    QGroupBox::changeEvent(event);
}

void FormSection::remeasureRows()
{
    // A row of stacked widgets (a radio button over its wrapped explanation) kept the height its
    // texts had in the old language: the form keeps each row's height for a width, and a text
    // changed inside the row does not reach it. Ask every row again.
    for (QWidget *row : findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (row->layout()) {
            row->layout()->invalidate();
            row->updateGeometry();
        }
    }
    m_form->invalidate();
    updateGeometry();
}

QLabel *FormSection::addRow(QWidget *field, QLabel *facts)
{
    auto *label = new QLabel(this);
    if (!qobject_cast<QCheckBox *>(field))
        label->setBuddy(field);
    WheelGuard::guard(field);
    if (!facts) {
        m_form->addRow(label, field);
        return label;
    }
    auto *box = new QWidget(this);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field);
    layout->addWidget(facts, 1);
    // No focus proxy on the box: Qt 6 lets Tab stop at a widget through its proxy, and the box
    // stays where it was made in the focus chain (after the section's last field) when the
    // field is moved into reading order, so Tab from the last workload field went back to Slices.
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

QString FormSection::fieldPathOf(const QWidget *widget) const
{
    QString best;
    for (auto it = m_fieldWidgets.cbegin(); it != m_fieldWidgets.cend(); ++it) {
        if (it.value() != widget && !it.value()->isAncestorOf(widget))
            continue;
        if (best.isEmpty() || it.key().size() < best.size() || (it.key().size() == best.size() && it.key() < best))
            best = it.key();
    }
    return best;
}

} // namespace tpuplan
