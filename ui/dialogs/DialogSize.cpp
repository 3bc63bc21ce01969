// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/DialogSize.h"

#include <QScreen>
#include <QWidget>

namespace tpuplan {

QSize DialogSize::fitting(QSize preferred, QSize minimum, QRect available)
{
    const QSize room = available.size() * 0.9;
    return preferred.boundedTo(room).expandedTo(minimum.boundedTo(available.size()));
}

void DialogSize::resizeToFit(QWidget *dialog, QSize preferred)
{
    const QWidget *parent = dialog->parentWidget();
    const QScreen *screen = parent ? parent->window()->screen() : dialog->screen();
    dialog->resize(fitting(preferred, dialog->minimumSizeHint(), screen->availableGeometry()));
}

} // namespace tpuplan
