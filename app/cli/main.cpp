// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliApplication.h"
#include "tpuplan/Version.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tpu-plan"));
    QCoreApplication::setOrganizationName(QStringLiteral("TPU Planner"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("tpuplanner.example.org"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    return tpuplan::CliApplication().run(QCoreApplication::arguments());
}
