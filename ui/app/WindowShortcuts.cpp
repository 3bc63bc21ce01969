// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/WindowShortcuts.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace tpuplan {

namespace {

// The keys a text field edits or moves with. Qt's line edit does not claim all of them before
// the shortcut map is tried (Ctrl+Delete, its "delete word", removed the pool instead), so they
// are claimed for it here: in a text field they edit the text, never act on the plan.
const QKeySequence::StandardKey kTextEditingKeys[] = {
    QKeySequence::DeleteEndOfWord,
    QKeySequence::DeleteStartOfWord,
    QKeySequence::DeleteEndOfLine,
    QKeySequence::DeleteCompleteLine,
    QKeySequence::Delete,
    QKeySequence::Backspace,
    QKeySequence::MoveToNextWord,
    QKeySequence::MoveToPreviousWord,
    QKeySequence::SelectNextWord,
    QKeySequence::SelectPreviousWord,
    QKeySequence::MoveToStartOfLine,
    QKeySequence::MoveToEndOfLine,
    QKeySequence::SelectStartOfLine,
    QKeySequence::SelectEndOfLine,
    QKeySequence::SelectAll,
    QKeySequence::Copy,
    QKeySequence::Cut,
    QKeySequence::Paste,
};

bool isTextEditingKey(const QKeySequence &pressed)
{
    for (const QKeySequence::StandardKey key : kTextEditingKeys) {
        for (const QKeySequence &binding : QKeySequence::keyBindings(key)) {
            if (binding.matches(pressed) == QKeySequence::ExactMatch)
                return true;
        }
    }
    return false;
}

} // namespace

WindowShortcuts::WindowShortcuts(QWidget *window, const QList<QAction *> &actions) : QObject(window), m_window(window)
{
    for (QAction *action : actions)
        m_actions.append(action);
    qApp->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !m_window)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    const bool textField = qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
                           || qobject_cast<QPlainTextEdit *>(widget) || qobject_cast<QTextEdit *>(widget);
    if (!textField)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const QKeySequence pressed(key->keyCombination());
    for (const QPointer<QAction> &action : std::as_const(m_actions)) {
        if (!action || !action->isEnabled())
            continue;
        for (const QKeySequence &shortcut : action->shortcuts()) {
            if (shortcut.matches(pressed) == QKeySequence::ExactMatch) {
                // Not accepted: the field does not get the key, the shortcut map does.
                event->ignore();
                return true;
            }
        }
    }
    if (isTextEditingKey(pressed)) {
        // Accepted: the field gets the key before any shortcut of the window.
        event->accept();
        return true;
    }
    return false;
}

} // namespace tpuplan
