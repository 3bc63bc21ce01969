// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace tpuplan {

/// File > Open Recent: the recent plan files from the settings, rebuilt each time it opens.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT
public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

Q_SIGNALS:
    void fileChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
};

} // namespace tpuplan
