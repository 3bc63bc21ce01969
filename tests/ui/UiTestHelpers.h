// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/ChoiceComboBox.h"
#include "ui/app/Settings.h"

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace tpuplan::test {

/// Keeps tests away from the user's settings and recovery files, and from each other's: each
/// test program has its own (ctest runs them in parallel; one saving layouts or clearing the
/// recovery folder must not reach another).
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tpu-planner-tests"));
    QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).fileName());
    settingsStore().clear(); // the first use of the store: it opens the test file
}

inline QString example(const char *name)
{
    return QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

/// An example plan as the window opens it; a test cannot go on without it.
inline Plan loadExample(const char *name)
{
    const PlanLoadResult loaded = PlanReader::readFile(example(name));
    if (!loaded.isPlan())
        qFatal("example %s does not load", name);
    return loaded.plan;
}

/// The built-in catalog, shared without a copy (it lives as long as the program).
inline std::shared_ptr<const Catalog> builtInCatalog()
{
    return std::shared_ptr<const Catalog>(&Catalog::builtIn(), [](const Catalog *) {});
}

/// Picks `value` in a choice combo the way a user does (select, then activated()); fails the
/// test when the value is missing or disabled.
inline bool choose(ChoiceComboBox *combo, const QString &value)
{
    const int index = combo->indexOfValue(value);
    if (index < 0 || !combo->isValueEnabled(value)) {
        qWarning("cannot choose %s: %s", qPrintable(value), index < 0 ? "missing" : qPrintable(combo->reasonFor(value)));
        return false;
    }
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
    return true;
}

} // namespace tpuplan::test
