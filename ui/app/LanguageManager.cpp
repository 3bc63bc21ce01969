// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/LanguageManager.h"

#include "core/common/Languages.h"
#include "ui/app/Settings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QTranslator>

namespace tpuplan {
namespace {

/// The application's name in `translator`'s language (English without one). Qt appends it to
/// every window and dialog title; set before the translator is installed, so that the windows
/// retitling themselves on its LanguageChange already get it.
void nameTheApplication(const QTranslator *translator)
{
    static const char *const name = QT_TRANSLATE_NOOP("main", "TPU Planner");
    const QString translated = translator ? translator->translate("main", name) : QString();
    QGuiApplication::setApplicationDisplayName(translated.isEmpty() ? QString::fromUtf8(name) : translated);
}

} // namespace

LanguageManager::LanguageManager(QObject *parent) : QObject(parent)
{
    // English until told otherwise, with its plural forms ("1 chip").
    setLanguage(QStringLiteral("en"), false);
}

void LanguageManager::restore()
{
    const QString saved = Settings::language.get();
    if (!saved.isEmpty() && setLanguage(saved, false))
        return;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    // English when the system's language has no translation; it has its plural forms too.
    if (!Languages::available().contains(system) || !setLanguage(system, false))
        setLanguage(QStringLiteral("en"), false);
}

bool LanguageManager::setLanguage(const QString &language, bool remember)
{
    if (!Languages::available().contains(language))
        return false;
    // Installing a translator sends LanguageChange at once: whoever retranslates then asks
    // language() and QLocale() (the numbers) and must get the new ones.
    const QString previous = m_language;
    m_language = language;
    followInNumbers(language);
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator);
        delete m_translator;
        m_translator = nullptr;
    }
    if (m_qtTranslator) {
        QCoreApplication::removeTranslator(m_qtTranslator);
        delete m_qtTranslator;
        m_qtTranslator = nullptr;
    }
    m_translator = new QTranslator(this);
    if (Languages::load(*m_translator, language)) {
        nameTheApplication(m_translator);
        QCoreApplication::installTranslator(m_translator);
    } else {
        delete m_translator;
        m_translator = nullptr;
        if (language != QLatin1String("en")) {
            m_language = previous;
            followInNumbers(previous);
            return false;
        }
        nameTheApplication(nullptr);
    }
    if (language != QLatin1String("en")) {
        // Qt's own strings (standard buttons, dialogs): the system's (qt6-translations-l10n has
        // German and Italian), else the planner's own (Vietnamese, which Qt does not ship).
        auto *qt = new QTranslator(this);
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))
            || Languages::loadQtTexts(*qt, language)) {
            m_qtTranslator = qt;
            QCoreApplication::installTranslator(qt);
        } else {
            delete qt;
        }
    }
    if (remember)
        Settings::language.set(language);
    Q_EMIT languageChanged(language);
    return true;
}

void LanguageManager::followInNumbers(const QString &language)
{
    // Figures as the language writes them (1.000.000 and 70,55 in German and Vietnamese,
    // 1,000,000 and 70.55 in English): the system's locale where it speaks this language (it
    // knows the country: de_CH writes 1’000’000), else the language's own.
    const QLocale system = QLocale::system();
    const QLocale chosen(language);
    QLocale::setDefault(system.language() == chosen.language() ? system : chosen);
    // The bundle's README and cost.md too, as the reviewers in that language read them.
    Languages::setReportLocale(QLocale());
    // Widgets made before the switch take it too (spin boxes, charts): QApplication passes the
    // event to every window.
    QEvent change(QEvent::LocaleChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
}

QMenu *LanguageManager::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    auto *group = new QActionGroup(menu);
    for (const QString &language : Languages::available()) {
        const QLocale locale(language);
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        QAction *action = menu->addAction(name.isEmpty() ? language : name);
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(language == m_language);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }
    connect(this, &LanguageManager::languageChanged, menu, [menu](const QString &language) {
        for (QAction *action : menu->actions())
            action->setChecked(action->data().toString() == language);
    });
    return menu;
}

} // namespace tpuplan
