// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupWarmUp.h"

#include "catalog/Catalog.h"

#include <QDBusConnection>
#include <QDir>
#include <QLibraryInfo>
#include <QPluginLoader>

#if TPUPLAN_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

namespace tpuplan {
namespace {

void loadImageFormatPlugins()
{
    const QDir dir(QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/imageformats"));
    for (const QString &file : dir.entryList(QDir::Files)) {
        // Loaded, not instantiated: Qt's factory later finds the library mapped and relocated.
        QPluginLoader(dir.filePath(file)).load();
    }
}

} // namespace

StartupWarmUp::StartupWarmUp()
    : m_worker([] {
#if TPUPLAN_HAVE_FONTCONFIG
          FcInit(); // thread-safe and idempotent: Qt's own FcInit() finds the configuration loaded
#endif
          Catalog::builtIn();
          loadImageFormatPlugins();
          // Qt's bus connections live in their own thread and need no application object; the
          // one made here is the one the accessibility bridge later asks for.
          QDBusConnection::sessionBus();
      })
{
}

StartupWarmUp::~StartupWarmUp()
{
    finish();
}

void StartupWarmUp::finish()
{
    if (m_worker.joinable())
        m_worker.join();
}

} // namespace tpuplan
