// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QDialog;

namespace tpuplan {

/// Dialogs open at the size the user last left them at (Settings::dialogSizes, by the dialog's
/// class), still within the screen (DialogSize::fitting); the first time, at their own size.
namespace DialogSizes {

/// Gives `dialog` its remembered size, and remembers the size it is finished at.
void remember(QDialog *dialog);

} // namespace DialogSizes

} // namespace tpuplan
