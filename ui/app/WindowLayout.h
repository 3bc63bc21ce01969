// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>

namespace tpuplan {

/// The window's layout as one settings value: its geometry, its docks and toolbars, and the
/// editor splitter, with a format version and a checksum. A value this version did not write,
/// or one damaged on disk, is refused whole before any of it is applied, so the window keeps
/// its default layout; Qt's own checks let damaged sizes and half-read states through.
struct WindowLayout
{
    /// Raise when the docks or toolbars change: older layouts are then ignored, not half-applied.
    /// Also the version QMainWindow::saveState()/restoreState() are given.
    static constexpr int kVersion = 1;

    int version = kVersion;
    QByteArray geometry; ///< QWidget::saveGeometry()
    QByteArray docks;    ///< QMainWindow::saveState(kVersion)
    QByteArray splitter; ///< QSplitter::saveState()

    QByteArray toBytes() const;
    /// The layout in `bytes`, or nothing when they are not a whole layout of this version.
    static std::optional<WindowLayout> fromBytes(const QByteArray &bytes);
};

} // namespace tpuplan
