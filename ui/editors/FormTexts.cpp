// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/FormTexts.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tpuplan {
namespace {
constexpr char kSourceProperty[] = "sourceText";
}

void FormTexts::setSource(QLabel *label, const char *source)
{
    label->setProperty(kSourceProperty, QString::fromLatin1(source));
}

void FormTexts::retranslateLabels(QWidget *editor)
{
    const char *context = editor->metaObject()->className();
    for (QLabel *label : editor->findChildren<QLabel *>()) {
        const QString source = label->property(kSourceProperty).toString();
        if (!source.isEmpty())
            label->setText(QCoreApplication::translate(context, source.toLatin1().constData()));
    }
}

void FormTexts::chainTabOrder(const QList<QWidget *> &order)
{
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

void FormTexts::showText(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        edit->setText(text);
        if (!edit->hasFocus())
            edit->setCursorPosition(0); // show a long text from its start, not its end
    }
}

void FormTexts::showValue(QSpinBox *spin, int value)
{
    if (spin->value() != value) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

} // namespace tpuplan
