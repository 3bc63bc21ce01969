// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner's own start-up, run as a process: options that exit early exit cleanly; nothing
// (no thread, no Qt object) exists before QApplication, since a thread that made Qt objects
// first once left the window deaf to all input; and, on an X display, the window answers
// the keyboard.
#include <QDeadlineTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestPlannerStartup : public QObject
{
    Q_OBJECT

private:
    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("TPUPLAN_STARTUP_PROBE"), QStringLiteral("1"));
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

    /// Runs xdotool until it succeeds (a search can fail on an X error while the starting
    /// program makes and drops windows), for at most 15 s; its output, or null.
    static QByteArray xdotool(const QString &program, const QStringList &arguments)
    {
        QDeadlineTimer deadline(15000);
        do {
            QProcess process;
            process.start(program, arguments);
            if (process.waitForFinished(int(std::max<qint64>(deadline.remainingTime(), 1))) && process.exitCode() == 0
                && process.exitStatus() == QProcess::NormalExit) {
                const QByteArray out = process.readAllStandardOutput();
                if (!out.trimmed().isEmpty() || arguments.constFirst() != QLatin1String("search"))
                    return out + ' ';
            }
            process.kill();
            process.waitForFinished();
            QTest::qWait(100);
        } while (!deadline.hasExpired());
        return QByteArray();
    }

    static void checkProbe(const QByteArray &err)
    {
        QVERIFY2(err.contains("startup-probe: threads=1 qobjects=0\n"), err.constData());
        QVERIFY2(!err.contains("was not created in the main() thread"), err.constData());
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
        // Repeated: anything racing the start would show in some of the runs.
        for (int i = 0; i < 8; ++i) {
            QByteArray out;
            QByteArray err;
            const int code = run(arguments, &out, &err);
            QVERIFY2(code == exitCode, qPrintable(QStringLiteral("run %1: exit %2\n%3").arg(i).arg(code).arg(QString::fromLocal8Bit(err))));
            QVERIFY2(QString::fromLocal8Bit(out + err).contains(output), qPrintable(QString::fromLocal8Bit(out + err)));
            QVERIFY2(!err.contains("mutex") && !err.contains("Assertion") && !err.contains("malloc"),
                     qPrintable(QString::fromLocal8Bit(err)));
            checkProbe(err);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The real window, started as a user starts it, closed with Ctrl+Q typed on the display.
    void theWindowAnswersTheKeyboard()
    {
        if (qgetenv("QT_QPA_PLATFORM") != "xcb" || qEnvironmentVariableIsEmpty("DISPLAY"))
            QSKIP("needs an X display (tst_plannerstartup_xvfb runs this under Xvfb)");
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("xdotool"));
        if (tool.isEmpty())
            QSKIP("xdotool is not installed");
        for (int i = 0; i < 3; ++i) {
            QTemporaryDir home; // no saved layout, no recovery copies to ask about
            QProcessEnvironment env = environment();
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
            env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
            QProcess planner;
            planner.setProcessEnvironment(env);
            planner.start(QStringLiteral(TPUPLAN_GUI_BINARY), QStringList());
            QVERIFY(planner.waitForStarted());
            const QByteArray window = xdotool(tool, {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                                     QStringLiteral("--pid"), QString::number(planner.processId()),
                                                     QStringLiteral("--name"), QStringLiteral("TPU Planner")})
                                          .trimmed()
                                          .split('\n')
                                          .constFirst();
            if (window.isEmpty()) {
                planner.kill();
                planner.waitForFinished();
                QFAIL(qPrintable(QStringLiteral("run %1: the window did not appear\n%2")
                                     .arg(i)
                                     .arg(QString::fromLocal8Bit(planner.readAllStandardError()))));
            }
            QVERIFY(!xdotool(tool, {QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::fromLatin1(window)}).isNull());
            QVERIFY(!xdotool(tool, {QStringLiteral("key"), QStringLiteral("ctrl+q")}).isNull());
            const bool finished = planner.waitForFinished(15000);
            if (!finished)
                planner.kill();
            QVERIFY2(finished, qPrintable(QStringLiteral("run %1: the window ignored Ctrl+Q").arg(i)));
            const QByteArray err = planner.readAllStandardError();
            QVERIFY2(planner.exitStatus() == QProcess::NormalExit && planner.exitCode() == 0,
                     qPrintable(QStringLiteral("run %1: exit %2\n%3").arg(i).arg(planner.exitCode()).arg(QString::fromLocal8Bit(err))));
            checkProbe(err);
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestPlannerStartup)
#include "tst_plannerstartup.moc"
