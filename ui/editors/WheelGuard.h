// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace tpuplan {

/// Keeps the mouse wheel from changing a combo box or spin box the user is only scrolling past:
/// without keyboard focus the wheel scrolls the form instead (the event goes on to the scroll
/// area). Click or Tab into the field and the wheel changes its value as usual.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /// Guards `field` when it is a combo box or spin box; other widgets are left alone.
    static void guard(QWidget *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) {}
};

} // namespace tpuplan
