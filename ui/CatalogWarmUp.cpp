// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogWarmUp.h"

#include "catalog/Catalog.h"

namespace tpuplan {

CatalogWarmUp::CatalogWarmUp() : m_thread([] { Catalog::builtIn(); })
{
}

CatalogWarmUp::~CatalogWarmUp()
{
    m_thread.join();
}

} // namespace tpuplan
