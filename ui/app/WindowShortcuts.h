// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace tpuplan {

/// Keeps the window's own shortcuts working while a text field has the focus. A QLineEdit or
/// spin box claims Ctrl+Z (its own undo) and, on X11, Ctrl+E (end of line) before any shortcut
/// is tried, so Export did nothing while typing and Ctrl+Z undid the field's text behind the
/// plan's undo stack. For the actions given here, the field's claim is withdrawn; the field's
/// other editing keys (copy, paste, select all, Ctrl+Delete, Ctrl+Backspace...) are claimed for
/// it, so no window shortcut on the same key (Remove Pool's Ctrl+Delete) takes them.
class WindowShortcuts : public QObject
{
    Q_OBJECT
public:
    /// Watches the key events of `window`'s widgets (an application-wide filter, as shortcut
    /// overrides go to the focus widget, not to the window).
    WindowShortcuts(QWidget *window, const QList<QAction *> &actions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    QList<QPointer<QAction>> m_actions;
};

} // namespace tpuplan
