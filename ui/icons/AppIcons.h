// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QIcon>

#include <array>

namespace tpuplan {

/// The planner's own icons, SVG drawings in resources/icons embedded under :/icons. They look the
/// same on every desktop, so that an instructor's screen matches the room's, and need no
/// icon-theme look-up.
class AppIcons
{
public:
    /// The icon drawn in resources/icons/<name>.svg, e.g. "document-new"; a null icon for an unknown name.
    static QIcon named(const QString &name);
    /// The icon that marks a finding of this severity, in the findings dock and the outline.
    static QIcon severity(Severity severity);
};

/// The severity icons of one model, each read once: a view asks for a row's icon on every size
/// hint and paint, and reading the drawing each time costs more than laying the row out.
class SeverityIcons
{
public:
    QIcon operator()(Severity severity) const;

private:
    mutable std::array<QIcon, 3> m_icons; ///< by Severity, read when first asked for
};

} // namespace tpuplan
