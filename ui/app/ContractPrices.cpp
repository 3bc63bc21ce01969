// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/ContractPrices.h"

#include "ui/app/Settings.h"

#include <QCoreApplication>

namespace tpuplan {

ContractPrices::ContractPrices(const Catalog &base) : m_base(std::make_shared<const Catalog>(base)) {}

bool ContractPrices::restore(QString *problem)
{
    const QByteArray saved = Settings::contractPrices.get();
    if (saved.isEmpty())
        return true;
    const QString origin = QCoreApplication::translate("ContractPrices", "saved contract prices");
    const PriceOverridesLoadResult result = PriceOverridesLoader::loadBytes(saved, origin, *m_base);
    if (!result.overrides) {
        if (problem && !result.problems.isEmpty())
            *problem = result.problems.constFirst().message;
        return false;
    }
    m_overrides = *result.overrides;
    return true;
}

void ContractPrices::set(const PriceOverrides &overrides)
{
    m_overrides = overrides;
    Settings::contractPrices.set(overrides.entries.isEmpty() ? QByteArray() : overrides.toYaml());
}

std::shared_ptr<const Catalog> ContractPrices::priced() const
{
    if (m_overrides.entries.isEmpty())
        return m_base;
    Catalog catalog = *m_base;
    m_overrides.applyTo(catalog);
    return std::make_shared<const Catalog>(std::move(catalog));
}

} // namespace tpuplan
