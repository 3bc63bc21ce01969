// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace tpuplan {

/// The size a dialog opens at. Each dialog names the size its content reads best at; on a small
/// screen or a high scale factor (1366x768, or 1600x1000 at 200 %, 800x500 logical pixels) that
/// size can be larger than the screen, and the dialog's buttons end up out of reach.
namespace DialogSize {

/// `preferred`, bounded to nine tenths of `available` (room for the frame and a panel), but never
/// below `minimum` (the layout's smallest usable size) where `available` has room for that.
QSize fitting(QSize preferred, QSize minimum, QRect available);

/// Resizes `dialog` to fitting(preferred, its minimum size hint, the available area of the screen
/// it opens on: its parent window's, else its own).
void resizeToFit(QWidget *dialog, QSize preferred);

} // namespace DialogSize

} // namespace tpuplan
