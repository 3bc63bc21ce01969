// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMenu;
class QTranslator;

namespace tpuplan {

/// Switches the user-interface language at run time: loads the embedded
/// `:/i18n/tpu-planner_<lang>.qm` (and Qt's own translations when installed), installs it, and
/// lets every widget retranslate itself on QEvent::LanguageChange; numbers follow the language
/// too (the default QLocale). Remembers the choice.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);

    /// Applies the saved language, or the system's when none was saved.
    void restore();
    /// "en" removes the translations. False when `language` has no translation.
    bool setLanguage(const QString &language, bool remember = true);
    QString language() const { return m_language; }
    /// A View > Language menu with one checkable entry per language (in its own name).
    QMenu *createMenu(QWidget *parent);

Q_SIGNALS:
    void languageChanged(const QString &language);

private:
    /// Makes `language`'s number format the application's default locale.
    void followInNumbers(const QString &language);

    QString m_language = QStringLiteral("en");
    QTranslator *m_translator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
};

} // namespace tpuplan
