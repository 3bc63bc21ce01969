// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/RecentFilesMenu.h"

#include "ui/app/Settings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace tpuplan {

RecentFilesMenu::RecentFilesMenu(QWidget *parent) : QMenu(parent)
{
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList files = Settings::recentFiles.get();
    int number = 1;
    for (const QString &path : files) {
        const QString label = number < 10 ? QStringLiteral("&%1 %2").arg(number).arg(QFileInfo(path).fileName())
                                          : QFileInfo(path).fileName();
        QAction *action = addAction(label);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT fileChosen(path); });
        ++number;
    }
    if (files.isEmpty()) {
        addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear Menu")), &QAction::triggered, this, [] { Settings::recentFiles.set({}); });
}

void RecentFilesMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // the window retitles the menu; its entries are ours
    QMenu::changeEvent(event);
}

} // namespace tpuplan
