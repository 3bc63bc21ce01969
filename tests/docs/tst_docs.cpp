// SPDX-License-Identifier: GPL-3.0-or-later
// The repository stands on its own: docs/rules.md has a row for every rule id the core can
// report (RuleEngine and ManifestRules), and no file of the tree points to design notes or
// references kept outside it (a path up into a shared folder, a design note NAME.md), which a
// reader of the repository cannot open; and the house rule on function length holds.
#include "core/lint/ManifestRules.h"
#include "core/rules/RuleEngine.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace tpuplan;

namespace {

QString sourceDir()
{
    return QDir::cleanPath(QStringLiteral(TPUPLAN_SOURCE_DIR));
}

/// Folders that are not the repository's own text: git's store and build trees (in or beside
/// the source tree).
bool isSkippedFolder(const QString &relative)
{
    const QString top = relative.section(QLatin1Char('/'), 0, 0);
    return top == QLatin1String(".git") || top.startsWith(QLatin1String("build"));
}

/// Text files only: a NUL byte in the first 8 KiB marks a binary file (PNG, .qm, fuzz inputs).
bool isText(const QByteArray &head)
{
    return !head.contains('\0');
}

} // namespace

class TestDocs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rulesDocumentListsEveryRuleId()
    {
        QFile file(sourceDir() + QStringLiteral("/docs/rules.md"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QString text = QString::fromUtf8(file.readAll());
        QStringList missing;
        for (const QString &id : RuleEngine::ruleIds() + ManifestRules::ruleIds()) {
            // A table row of its own: "| `id` | severity | ...".
            if (!text.contains(QStringLiteral("| `%1` |").arg(id)))
                missing.append(id);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("docs/rules.md has no row for: ") + missing.join(QStringLiteral(", "))));
    }

    void noFilePointsOutsideTheRepository()
    {
        // Built from pieces so that this file does not match itself.
        const QString up = QStringLiteral("..") + QStringLiteral("/shared/");
        const QRegularExpression designNote(QStringLiteral("(^|[^A-Za-z0-9_.-])design") + QStringLiteral("/[A-Za-z0-9_-]+\\.md"));
        const QRegularExpression sharedNotes(QStringLiteral("shared") + QStringLiteral("/(reference|design|seeds)/"));
        const QDir root(sourceDir());
        const QString binaryDir = QDir::cleanPath(QStringLiteral(TPUPLAN_BINARY_DIR));
        QStringList hits;
        int files = 0;
        QDirIterator it(root.path(), QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = root.relativeFilePath(path);
            if (isSkippedFolder(relative) || path.startsWith(binaryDir + QLatin1Char('/')))
                continue;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly) || file.size() > 4 * 1024 * 1024 || !isText(file.peek(8192)))
                continue;
            ++files;
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QString &line = lines.at(i);
                if (line.contains(up) || designNote.match(line).hasMatch() || sharedNotes.match(line).hasMatch())
                    hits.append(QStringLiteral("%1:%2: %3").arg(relative).arg(i + 1).arg(line.trimmed().left(120)));
            }
        }
        QVERIFY2(files > 500, qPrintable(QStringLiteral("only %1 text files found under %2").arg(files).arg(root.path())));
        QVERIFY2(hits.isEmpty(),
                 qPrintable(QStringLiteral("files that point outside the repository:\n") + hits.join(QLatin1Char('\n'))));
    }

    /// The house rule of CONTRIBUTING.md: no function of the programs (core, ui, app) past about
    /// 80 lines, from its first line to its closing brace, as universal-ctags finds them (lambdas
    /// count on their own). Tests may hold longer tables of rows.
    void noFunctionPastEightyLines()
    {
        const QString ctags = QStandardPaths::findExecutable(QStringLiteral("ctags-universal"));
        if (ctags.isEmpty())
            QSKIP("ctags-universal is not installed (Debian package universal-ctags; packaging/install-deps.sh installs it)");
        constexpr int kMaxLines = 80;
        QProcess process;
        process.setWorkingDirectory(sourceDir());
        process.start(ctags, {QStringLiteral("-R"), QStringLiteral("--languages=C++"), QStringLiteral("--kinds-C++=f"),
                              QStringLiteral("-x"), QStringLiteral("--_xformat=%{end} %{line} %F %N"), QStringLiteral("-o"),
                              QStringLiteral("-"), QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")});
        QVERIFY2(process.waitForFinished(60000), qPrintable(process.errorString()));
        QCOMPARE(process.exitCode(), 0);
        QStringList tooLong;
        int functions = 0;
        for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
            const QList<QByteArray> fields = line.split(' ');
            bool endOk = false;
            bool startOk = false;
            const int end = fields.value(0).toInt(&endOk);
            const int start = fields.value(1).toInt(&startOk);
            if (!endOk || !startOk || fields.size() < 4)
                continue;
            ++functions;
            if (end - start + 1 > kMaxLines)
                tooLong.append(QStringLiteral("%1:%2: %3 has %4 lines")
                                   .arg(QString::fromUtf8(fields.at(2)))
                                   .arg(start)
                                   .arg(QString::fromUtf8(fields.at(3)))
                                   .arg(end - start + 1));
        }
        QVERIFY2(functions > 1000, qPrintable(QStringLiteral("ctags found only %1 functions").arg(functions)));
        QVERIFY2(tooLong.isEmpty(),
                 qPrintable(QStringLiteral("functions past %1 lines; split them into named steps or data:\n").arg(kMaxLines)
                            + tooLong.join(QLatin1Char('\n'))));
    }
};

QTEST_APPLESS_MAIN(TestDocs)
#include "tst_docs.moc"
