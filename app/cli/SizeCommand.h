// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace tpuplan {

/// `tpu-plan size WORKLOAD [--tpu V] [--topology T] [--slices N] [--mfu X] [--plan-out PLAN]
/// [--force]`: from a model and a job to the slices that fit it (core/sizing). Exit 0 when a
/// candidate fits, 1 when none does, 2 when the workload cannot be read or the command line is
/// wrong. Kept apart from CliApplication, which only hands it the parsed command line.
class SizeCommand
{
    Q_DECLARE_TR_FUNCTIONS(SizeCommand)
public:
    struct Context
    {
        const QCommandLineParser &parser;
        const Catalog &catalog;
        QString tpu;   ///< --tpu, empty = search every version
        bool force = false;
        bool json = false;
        QTextStream &out;
        QTextStream &err;
    };

    SizeCommand();
    QList<QCommandLineOption> options() const;
    int run(const QStringList &files, const Context &context) const;

private:
    int usageError(const QString &message, QTextStream &err) const;
    /// Writes the best candidate's plan; false (after saying why) when refused or failed.
    bool writePlan(const QString &path, const QByteArray &yaml, bool force, QTextStream &err) const;

    QCommandLineOption m_topologyOption;
    QCommandLineOption m_slicesOption;
    QCommandLineOption m_mfuOption;
    QCommandLineOption m_planOutOption;
};

} // namespace tpuplan
