// SPDX-License-Identifier: GPL-3.0-or-later
#include "FormTexts.h"

#include <QCoreApplication>
#include <QLabel>

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

} // namespace tpuplan
