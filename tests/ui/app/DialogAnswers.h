// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

namespace tpuplan::test {

/// Answers the message boxes a window opens, in order, by the text of a button ("Save",
/// "&Recover"; mnemonics ignored), and keeps what each box said. A box with no answer left is
/// answered by Escape so that no test hangs.
class DialogAnswers : public QObject
{
public:
    explicit DialogAnswers(QStringList buttons) : m_buttons(std::move(buttons))
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogAnswers::answer);
        m_timer.start(5);
    }
    QStringList texts() const { return m_texts; }
    QStringList titles() const { return m_titles; }
    /// The buttons each box offered, without mnemonics.
    QList<QStringList> offered() const { return m_offered; }
    bool allUsed() const { return m_buttons.isEmpty(); }

private:
    static QString plain(QString text) { return text.remove(QLatin1Char('&')); }

    void answer()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box == m_last)
            return;
        m_last = box;
        m_titles.append(box->windowTitle());
        m_texts.append(box->text());
        QStringList names;
        QAbstractButton *chosen = nullptr;
        const QString wanted = m_buttons.isEmpty() ? QString() : m_buttons.takeFirst();
        for (QAbstractButton *button : box->buttons()) {
            names.append(plain(button->text()));
            if (plain(button->text()) == wanted)
                chosen = button;
        }
        m_offered.append(names);
        if (chosen)
            chosen->click();
        else
            box->reject();
    }

    QStringList m_buttons;
    QStringList m_texts;
    QStringList m_titles;
    QList<QStringList> m_offered;
    QPointer<QMessageBox> m_last;
    QTimer m_timer;
};

} // namespace tpuplan::test
