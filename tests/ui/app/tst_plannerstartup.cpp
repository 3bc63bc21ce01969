// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner's own start-up, run as a process: options that exit early must exit cleanly while
// StartupWarmUp's thread is still loading the catalog and connecting the session bus.
#include <QProcess>
#include <QTest>

class TestPlannerStartup : public QObject
{
    Q_OBJECT

private:
    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

    static int run(const QStringList &arguments, QByteArray *out, QByteArray *err)
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(TPUPLAN_GUI_BINARY), arguments);
        if (!process.waitForFinished(20000)) {
            process.kill();
            return -1;
        }
        *out = process.readAllStandardOutput();
        *err = process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    }

private Q_SLOTS:
    void earlyExitsAreClean_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("output");
        QTest::newRow("version") << QStringList{QStringLiteral("--version")} << 0 << QStringLiteral("tpu-planner 0.1.0");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << QStringLiteral("--catalog <file>");
        QTest::newRow("bad option") << QStringList{QStringLiteral("--bogus")} << 1 << QStringLiteral("bogus");
    }

    void earlyExitsAreClean()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, output);
        // Each exit races the warm-up thread differently: repeat so that a race shows.
        for (int i = 0; i < 8; ++i) {
            QByteArray out;
            QByteArray err;
            const int code = run(arguments, &out, &err);
            QVERIFY2(code == exitCode, qPrintable(QStringLiteral("run %1: exit %2\n%3").arg(i).arg(code).arg(QString::fromLocal8Bit(err))));
            QVERIFY2(QString::fromLocal8Bit(out + err).contains(output), qPrintable(QString::fromLocal8Bit(out + err)));
            QVERIFY2(!err.contains("mutex") && !err.contains("Assertion") && !err.contains("malloc"),
                     qPrintable(QString::fromLocal8Bit(err)));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlannerStartup)
#include "tst_plannerstartup.moc"
