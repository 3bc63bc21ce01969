// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up benchmark: time from process start to the first shown window, tpu-planner (with an
// example plan) against a bare QMainWindow started the same way. Runs both alternately, prints
// the medians, their ratio and the median of the per-pair ratios (each pair runs back to back,
// so slow drift of the machine cancels) as one JSON line. Usage: bench_startup [--runs N] [plan]
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Milliseconds from starting `program` until it prints "shown"; -1 on failure.
double timeToShown(const QString &program, const QStringList &arguments, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    while (process.waitForReadyRead(30000)) {
        if (process.readAllStandardOutput().contains("shown")) {
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            process.waitForFinished(10000);
            return ms;
        }
    }
    process.kill();
    process.waitForFinished();
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int runs = 15;
    if (args.size() >= 2 && args.first() == QLatin1String("--runs")) {
        runs = args.at(1).toInt();
        args = args.mid(2);
    }
    const QString dir = QCoreApplication::applicationDirPath();
    const QString planner = dir + QStringLiteral("/startup_planner");
    const QString bare = dir + QStringLiteral("/startup_bare");
    // Fresh settings and no recovery files, the same for both.
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    QList<double> plannerMs;
    QList<double> bareMs;
    QList<double> pairRatios;
    // One warm-up of each so both start from a warm file cache.
    timeToShown(bare, {}, env);
    timeToShown(planner, args, env);
    for (int i = 0; i < runs; ++i) {
        const double b = timeToShown(bare, {}, env);
        const double p = timeToShown(planner, args, env);
        if (b < 0 || p < 0) {
            std::fprintf(stderr, "bench_startup: a probe did not show its window\n");
            return 1;
        }
        bareMs.append(b);
        plannerMs.append(p);
        pairRatios.append(p / b);
    }
    const double ratio = median(plannerMs) / median(bareMs);
    std::printf("{\"runs\": %d, \"plan\": \"%s\", \"bareMsMedian\": %.1f, \"plannerMsMedian\": %.1f, \"ratio\": %.2f, "
                "\"pairedRatioMedian\": %.2f, \"platform\": \"%s\"}\n",
                runs, args.isEmpty() ? "" : qPrintable(QFileInfo(args.constFirst()).fileName()), median(bareMs),
                median(plannerMs), ratio, median(pairRatios), qgetenv("QT_QPA_PLATFORM").constData());
    return 0;
}
