// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace tpuplan {

/// Parses the built-in catalog on a second core while QApplication connects to the display.
/// The two take milliseconds each and neither needs the other. Catalog::builtIn() keeps the
/// catalog in a function-local static, so a main-thread caller that comes early waits for this
/// parse instead of starting its own. Made before QApplication; joins when destroyed.
class CatalogWarmUp
{
public:
    CatalogWarmUp();
    ~CatalogWarmUp();
    CatalogWarmUp(const CatalogWarmUp &) = delete;
    CatalogWarmUp &operator=(const CatalogWarmUp &) = delete;

private:
    std::thread m_thread;
};

} // namespace tpuplan
