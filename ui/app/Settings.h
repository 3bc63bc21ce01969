// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

namespace tpuplan {

/// The application's settings, one QSettings for the whole process, owned by the application.
/// A QSettings per access would check every candidate file on construction and write the file
/// (with a disk sync) on destruction; the shared one writes once per event-loop turn and on exit.
QSettings &settingsStore();

/// One typed setting: key and default declared once, read and written through QSettings.
template<typename T>
class Setting
{
public:
    constexpr Setting(const char *key, T defaultValue) : m_key(key), m_default(std::move(defaultValue)) {}

    T get() const
    {
        const QVariant value = settingsStore().value(QLatin1String(m_key));
        return value.isValid() && value.canConvert<T>() ? value.value<T>() : m_default;
    }
    void set(const T &value) const
    {
        // An unchanged value is not written again: every write rewrites and syncs the file.
        const QVariant stored = settingsStore().value(QLatin1String(m_key));
        if (stored.isValid() && stored.canConvert<T>() && stored.value<T>() == value)
            return;
        settingsStore().setValue(QLatin1String(m_key), QVariant::fromValue(value));
    }
    const char *key() const { return m_key; }

private:
    const char *m_key;
    T m_default;
};

/// Every setting of the planner window, declared in one place.
struct Settings
{
    static const Setting<QByteArray> windowLayout; ///< a WindowLayout
    static const Setting<QStringList> recentFiles;
    static const Setting<QString> language;       ///< "" = follow the system, else "en", "de", ...
    static const Setting<QString> lastDirectory;
    static const Setting<QString> lastManifestDirectory; ///< Check Manifests' own: their folders hold no plans
    static const Setting<QByteArray> contractPrices; ///< a `--prices` file (PriceOverrides::toYaml)
    static const Setting<QVariantMap> dialogSizes;   ///< a dialog's class name -> the QSize it was left at
    static constexpr int kMaxRecentFiles = 8;

    /// Puts `path` first in the recent files, keeping at most kMaxRecentFiles.
    static void addRecentFile(const QString &path);
};

} // namespace tpuplan
