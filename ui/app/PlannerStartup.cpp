// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/PlannerStartup.h"

#include "ui/app/DocumentController.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"

#include "core/catalog/CatalogLoader.h"
#include "tpuplan/Version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

namespace tpuplan {

void PlannerStartup::configureApplication()
{
    QApplication::setApplicationName(QStringLiteral("tpu-planner"));
    QApplication::setOrganizationName(QStringLiteral("TPU Planner"));
    QApplication::setOrganizationDomain(QStringLiteral("tpuplanner.example.org"));
    QApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.example.tpuplanner.TpuPlanner"));
}

std::unique_ptr<MainWindow> PlannerStartup::start(QApplication &app)
{
    // The language first, so that the window is built in it (and the application named in it:
    // LanguageManager names it again on every switch).
    auto *languages = new LanguageManager(&app);
    languages->restore();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan Cloud TPU capacity on GKE."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption catalogOption(QStringLiteral("catalog"),
                                           QApplication::translate("main", "Use this catalog file instead of the built-in one (a file that says 'extends: built-in' is merged onto it)."),
                                           QApplication::translate("main", "file"));
    parser.addOption(catalogOption);
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "Plan file to open."),
                                 QStringLiteral("[plan]"));
    parser.process(app);

    const CatalogChoice choice = CatalogLoader::loadOrBuiltIn(parser.value(catalogOption));
    const QStringList plans = parser.positionalArguments();
    auto window = std::make_unique<MainWindow>(choice.catalog, languages, nullptr, plans.isEmpty() ? QString() : plans.constFirst());
    window->show();
    MainWindow *shown = window.get();
    QTimer::singleShot(0, shown, [shown, choice] {
        if (!choice.refusedPath.isEmpty()) {
            QStringList lines;
            for (const Finding &f : choice.refusedProblems)
                lines.append(CatalogLoader::describe(choice.refusedPath, f));
            QMessageBox::warning(shown, QApplication::translate("main", "Catalog refused"),
                                 QApplication::translate("main", "The catalog %1 was refused; the built-in catalog is used.\n\n%2")
                                     .arg(choice.refusedPath, lines.join(QLatin1Char('\n'))));
        }
        if (!choice.mergeConflicts.isEmpty()) {
            QStringList lines;
            for (const Finding &f : choice.mergeConflicts)
                lines.append(CatalogLoader::describe(choice.mergedPath, f));
            QMessageBox::information(shown, QApplication::translate("main", "Team catalog merged"),
                                     QApplication::translate("main", "The team catalog %1 was merged onto the built-in "
                                                                     "catalog. Its values replace these built-in ones:\n\n%2")
                                         .arg(choice.mergedPath, lines.join(QLatin1Char('\n'))));
        }
        shown->documents()->offerRecovery();
    });
    return window;
}

} // namespace tpuplan
