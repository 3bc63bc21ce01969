// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>

namespace tpuplan {

void WheelGuard::guard(QWidget *field)
{
    if (!qobject_cast<QComboBox *>(field) && !qobject_cast<QAbstractSpinBox *>(field))
        return;
    // Focus by click or Tab only: a wheel turn must not take focus (and the value) on its way.
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(new WheelGuard(field));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Wheel && widget && !widget->hasFocus()) {
        // Ignored and filtered: QApplication hands the wheel to the parent, the scroll area.
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tpuplan
