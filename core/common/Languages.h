// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

class QTranslator;

namespace tpuplan::Languages {

/// The languages of the window and of tpu-plan, one list for both: "en" (the source language)
/// followed by every language whose translation is embedded (`:/i18n/tpu-planner_<lang>.qm`).
QStringList available();

/// Loads the embedded translation of `language` into `translator` (for "en", only the plural
/// forms of the messages that count, "1 chip"); false for a language without a translation.
bool load(QTranslator &translator, const QString &language);

/// Loads the planner's own translation of Qt's texts (standard buttons, the wizard's, the file
/// dialog's) for a language Qt does not translate (Vietnamese); false where there is none.
bool loadQtTexts(QTranslator &translator, const QString &language);

/// The locale the reports write their figures in (the review bundle's README and cost.md,
/// tpu-plan's text output): the language's, set with its translation (tpu-plan --lang, the
/// window's language), so an Italian README reads 3.300 GB; English until set. JSON and the
/// files tools read (YAML, HCL, scripts) keep plain numbers.
QLocale reportLocale();
void setReportLocale(const QLocale &locale);

} // namespace tpuplan::Languages
