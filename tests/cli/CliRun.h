// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

/// Runs the real `tpu-plan` binary (TPUPLAN_CLI) in `workingDirectory` and keeps what it said.
struct CliRun
{
    int exitCode = -1; ///< -1: did not finish in time, -2: crashed
    QByteArray out;
    QByteArray err;

    static CliRun run(const QString &workingDirectory, const QStringList &arguments)
    {
        QProcess process;
        process.setWorkingDirectory(workingDirectory);
        process.start(QStringLiteral(TPUPLAN_CLI), arguments);
        CliRun result;
        if (!process.waitForFinished(60000)) {
            process.kill();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }
};
