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

const Setting<QByteArray> Settings::windowGeometry{"window/geometry", QByteArray()};
const Setting<QByteArray> Settings::windowState{"window/state", QByteArray()};
const Setting<QByteArray> Settings::editorSplitter{"window/editorSplitter", QByteArray()};
const Setting<QStringList> Settings::recentFiles{"files/recent", QStringList()};
const Setting<QString> Settings::language{"ui/language", QString()};
const Setting<QString> Settings::lastDirectory{"files/lastDirectory", QString()};

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
