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

void loadPlugins(const char *kind)
{
    const QDir dir(QLibraryInfo::path(QLibraryInfo::PluginsPath) + QLatin1Char('/') + QLatin1String(kind));
    for (const QString &file : dir.entryList(QDir::Files)) {
        // Loaded, not instantiated: Qt's factory later finds the library mapped and relocated.
        QPluginLoader(dir.filePath(file)).load();
    }
}

} // namespace

StartupWarmUp::StartupWarmUp()
    : m_beforeApplication([] {
#if TPUPLAN_HAVE_FONTCONFIG
          FcInit(); // thread-safe and idempotent: Qt's own FcInit() finds the configuration loaded
#endif
          Catalog::builtIn();
          loadPlugins("imageformats");
          loadPlugins("iconengines");
      })
{
}

StartupWarmUp::~StartupWarmUp()
{
    finish();
}

void StartupWarmUp::finish()
{
    if (m_beforeApplication.joinable())
        m_beforeApplication.join();
    if (m_afterApplication.joinable())
        m_afterApplication.join();
}

void StartupWarmUp::applicationStarted()
{
    if (!m_afterApplication.joinable() && m_beforeApplication.joinable())
        m_afterApplication = std::thread([] { QDBusConnection::sessionBus(); });
}

} // namespace tpuplan
