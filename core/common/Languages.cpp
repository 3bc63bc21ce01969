// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Languages.h"

#include <QDir>
#include <QMutex>
#include <QMutexLocker>
#include <QTranslator>

namespace tpuplan::Languages {

namespace {
const QString kPrefix = QStringLiteral("tpu-planner_");
const QString kSuffix = QStringLiteral(".qm");
const QString kDirectory = QStringLiteral(":/i18n");
} // namespace

namespace {
// Set on the GUI thread when the language changes, read by exports on worker threads.
QMutex reportLocaleMutex;
QLocale theReportLocale(QLocale::English);
} // namespace

QLocale reportLocale()
{
    const QMutexLocker lock(&reportLocaleMutex);
    return theReportLocale;
}

void setReportLocale(const QLocale &locale)
{
    const QMutexLocker lock(&reportLocaleMutex);
    theReportLocale = locale;
}

QStringList available()
{
    // The embedded .qm files are the list: a language is offered exactly when it can be loaded.
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(kDirectory).entryList({kPrefix + u'*' + kSuffix}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString language = file.mid(kPrefix.size(), file.size() - kPrefix.size() - kSuffix.size());
        if (!languages.contains(language)) // English has a file too: its plural forms
            languages.append(language);
    }
    return languages;
}

bool load(QTranslator &translator, const QString &language)
{
    if (!available().contains(language))
        return false;
    // English is the source language; its file holds only the plural forms ("1 chip").
    return translator.load(kPrefix + language + kSuffix, kDirectory);
}

bool loadQtTexts(QTranslator &translator, const QString &language)
{
    return translator.load(QStringLiteral("qtbase_") + language + kSuffix, kDirectory);
}

} // namespace tpuplan::Languages
