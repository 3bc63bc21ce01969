// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fixture catalog (tests/data/catalog/fixture-catalog.yaml) and the plans written for it:
// invented, round facts in the real catalog format, so tests of code (cost arithmetic, rules,
// exporters) keep their hand-worked figures when the built-in catalog is refreshed. Tests of the
// built-in catalog's facts use Catalog::builtIn() (tests/core/catalog/tst_catalogfacts.cpp).

#include "core/catalog/CatalogLoader.h"
#include "core/plan/PlanReader.h"

#include <QString>
#include <QtGlobal>

namespace tpuplan::fixture {

inline QString catalogPath()
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/catalog/fixture-catalog.yaml");
}

/// Read by the ordinary CatalogLoader; a fixture that does not load stops the test with the
/// loader's FILE:LINE:COLUMN messages.
inline const Catalog &catalog()
{
    static const Catalog loaded = [] {
        const CatalogLoadResult result = CatalogLoader::loadFile(catalogPath());
        if (!result.catalog) {
            for (const Finding &problem : result.problems)
                qCritical("%s", qPrintable(CatalogLoader::describe(catalogPath(), problem)));
            qFatal("the fixture catalog does not load");
        }
        return *result.catalog;
    }();
    return loaded;
}

/// tests/data/catalog/plans/NAME.tpuplan.yaml, a plan for the fixture catalog.
inline Plan plan(const char *name)
{
    const QString path = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/plans/%1.tpuplan.yaml").arg(QLatin1String(name));
    const PlanLoadResult loaded = PlanReader::readFile(path);
    if (!loaded.isPlan())
        qFatal("fixture plan %s does not load", name);
    return loaded.plan;
}

} // namespace tpuplan::fixture
