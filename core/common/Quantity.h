// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace tpuplan {

/// Kubernetes resource quantities ("200", "500m", "400Gi"): read into base units (cores or
/// bytes) and written back, for the plan's checks and the exporters alike.
class Quantity
{
public:
    /// The quantity in base units; empty unless `text` is a decimal number with an optional SI
    /// or binary suffix.
    static std::optional<double> parse(const QString &text);
    /// `value` base units as a quantity: whole cores or `m`; bytes as Gi, Mi or plain. Never
    /// overflows: a value too large for 64 bits in those units is rounded up to a larger unit.
    static QString format(double value, bool memory);
};

} // namespace tpuplan
