// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/cost/PriceOverrides.h"

#include <memory>

namespace tpuplan {

/// The prices a user entered in the window (Tools > Contract Prices), kept in the settings in
/// the `--prices` file format and laid over the catalog the window was started with.
class ContractPrices
{
public:
    explicit ContractPrices(const Catalog &base);

    /// Reads the saved prices; false (and `problem` says why) when they no longer fit the catalog,
    /// in which case none are used and the saved ones are kept for a later catalog.
    bool restore(QString *problem);
    /// Uses `overrides` from now on and saves them (an empty list removes the saved prices).
    void set(const PriceOverrides &overrides);

    const Catalog &base() const { return *m_base; }
    const PriceOverrides &overrides() const { return m_overrides; }
    /// The base catalog with the prices laid over it.
    std::shared_ptr<const Catalog> priced() const;

private:
    std::shared_ptr<const Catalog> m_base;
    PriceOverrides m_overrides;
};

} // namespace tpuplan
