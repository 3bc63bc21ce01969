// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Languages.h"

#include <QDir>
#include <QTranslator>

namespace tpuplan::Languages {

namespace {
const QString kPrefix = QStringLiteral("tpu-planner_");
const QString kSuffix = QStringLiteral(".qm");
const QString kDirectory = QStringLiteral(":/i18n");
} // namespace

QStringList available()
{
    // The embedded .qm files are the list: a language is offered exactly when it can be loaded.
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(kDirectory).entryList({kPrefix + u'*' + kSuffix}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        languages.append(file.mid(kPrefix.size(), file.size() - kPrefix.size() - kSuffix.size()));
    return languages;
}

bool load(QTranslator &translator, const QString &language)
{
    if (language == u"en" || !available().contains(language))
        return false;
    return translator.load(kPrefix + language + kSuffix, kDirectory);
}

} // namespace tpuplan::Languages
