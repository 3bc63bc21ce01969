// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/Settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>

namespace tpuplan {

QSettings &settingsStore()
{
    // Made on first use (after the application has its name) and deleted, hence written, with it.
    static QPointer<QSettings> store;
    if (!store)
        store = new QSettings(QCoreApplication::instance());
    return *store;
}

// A new key: the unchecked window/geometry, window/state and window/editorSplitter of earlier
// versions are left alone, never applied.
const Setting<QByteArray> Settings::windowLayout{"window/layout", QByteArray()};
const Setting<QStringList> Settings::recentFiles{"files/recent", QStringList()};
const Setting<QString> Settings::language{"ui/language", QString()};
const Setting<QByteArray> Settings::contractPrices{"prices/contract", QByteArray()};
const Setting<QString> Settings::lastDirectory{"files/lastDirectory", QString()};
const Setting<QString> Settings::lastManifestDirectory{"files/lastManifestDirectory", QString()};
const Setting<QVariantMap> Settings::dialogSizes{"ui/dialogSizes", QVariantMap()};

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles.get();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    recentFiles.set(files);
}

} // namespace tpuplan
