// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

/// Runs the real `tpu-plan` binary (TPUPLAN_CLI) in `workingDirectory` and keeps what it said.
struct CliRun
{
    int exitCode = -1; ///< -1: did not finish in time, -2: crashed
    QByteArray out;
    QByteArray err;

    /// `childSetup` runs in the child between fork and exec (set resource limits there; only
    /// async-signal-safe calls).
    static CliRun run(const QString &workingDirectory, const QStringList &arguments,
                      const std::function<void()> &childSetup = {})
    {
        QProcess process;
        process.setWorkingDirectory(workingDirectory);
        if (childSetup)
            process.setChildProcessModifier(childSetup);
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
