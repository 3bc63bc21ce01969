// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "catalog/CatalogLoader.h"
#include "report/FindingsReport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tpu-planner"));
    QApplication::setApplicationDisplayName(QApplication::translate("main", "TPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("TPU Planner"));
    QApplication::setOrganizationDomain(QStringLiteral("tpuplanner.example.org"));
    QApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan Cloud TPU capacity on GKE."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption catalogOption(QStringLiteral("catalog"),
                                           QApplication::translate("main", "Use this catalog file instead of the built-in one."),
                                           QApplication::translate("main", "file"));
    parser.addOption(catalogOption);
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "Plan file to open."),
                                 QStringLiteral("[plan]"));
    parser.process(app);

    const tpuplan::CatalogChoice choice = tpuplan::CatalogLoader::loadOrBuiltIn(parser.value(catalogOption));
    tpuplan::MainWindow window(choice.catalog);
    window.show();
    if (!choice.refusedPath.isEmpty()) {
        QStringList lines;
        for (const tpuplan::Finding &f : choice.refusedProblems)
            lines.append(tpuplan::CatalogLoader::describe(choice.refusedPath, f));
        QMessageBox::warning(&window, QApplication::translate("main", "Catalog refused"),
                             QApplication::translate("main", "The catalog %1 was refused; the built-in catalog is used.\n\n%2")
                                 .arg(choice.refusedPath, lines.join(QLatin1Char('\n'))));
    }
    if (!parser.positionalArguments().isEmpty())
        window.openPlan(parser.positionalArguments().constFirst());
    return app.exec();
}
