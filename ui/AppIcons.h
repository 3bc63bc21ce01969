// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Finding.h"

#include <QIcon>

namespace tpuplan {

/// The planner's own icons, drawn as SVG (resources/icons) and embedded as PNG under :/icons at the
/// sizes the window uses (rendered at build time: a PNG is decoded faster than an SVG is parsed,
/// and an SVG icon is parsed twice before its first frame). They look the same on every desktop,
/// so that an instructor's screen matches the room's, and they need no icon-theme look-up: on a
/// machine without a theme that look-up searches every theme folder and costs more start-up time
/// than building the whole editor.
class AppIcons
{
public:
    /// The icon drawn in resources/icons/<name>.svg, e.g. "document-new"; a null icon for an unknown name.
    static QIcon named(const QString &name);
    /// The icon that marks a finding of this severity, in the findings dock and the outline.
    static QIcon severity(Severity severity);
};

} // namespace tpuplan
