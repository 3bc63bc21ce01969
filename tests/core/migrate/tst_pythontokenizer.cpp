// SPDX-License-Identifier: GPL-3.0-or-later
// The Python tokenizer and reader of core/migrate: tokens with exact lines and columns (strings of
// every kind, comments, continuations, brackets over lines, indentation), the errors that make a
// file "not Python" with their positions, decoding (BOM, coding lines, NUL, bad UTF-8), and the
// same tokens as Python's own tokenize module on every test script when python3 is installed.
#include "core/migrate/PythonSource.h"
#include "core/migrate/PythonTokenizer.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using tpuplan::PySyntaxError;
using tpuplan::PythonSource;
using tpuplan::PythonTokenizer;
using tpuplan::PyToken;

namespace {

QString kindName(PyToken::Kind kind)
{
    switch (kind) {
    case PyToken::Kind::Name:
        return QStringLiteral("N");
    case PyToken::Kind::Number:
        return QStringLiteral("#");
    case PyToken::Kind::String:
        return QStringLiteral("S");
    case PyToken::Kind::Op:
        return QStringLiteral("O");
    case PyToken::Kind::Comment:
        return QStringLiteral("C");
    case PyToken::Kind::Newline:
        return QStringLiteral("NL");
    case PyToken::Kind::Indent:
        return QStringLiteral(">");
    case PyToken::Kind::Dedent:
        return QStringLiteral("<");
    case PyToken::Kind::End:
        return QStringLiteral("$");
    }
    return {};
}

/// `N:name@1:1 O:(@1:5 ...`; Newline, Indent, Dedent and End without text.
QString render(const tpuplan::PyTokens &tokens)
{
    QStringList out;
    for (const PyToken &t : tokens.tokens) {
        QString text = tokens.text(t).toString();
        text.replace(QLatin1Char('\n'), QLatin1String("\\n"));
        const bool bare = t.kind == PyToken::Kind::Newline || t.kind == PyToken::Kind::Indent
            || t.kind == PyToken::Kind::Dedent || t.kind == PyToken::Kind::End;
        const int line = tokens.line(t);
        const int column = tokens.column(t);
        out.append(bare ? QStringLiteral("%1@%2:%3").arg(kindName(t.kind)).arg(line).arg(column)
                        : QStringLiteral("%1:%2@%3:%4").arg(kindName(t.kind), text).arg(line).arg(column));
    }
    return out.join(QLatin1Char(' '));
}

/// Prints Python's own tokens of a file as "KIND LINE COL TEXT" lines (COL 1-based), with an
/// f-string of Python 3.12+ (FSTRING_START ... FSTRING_END) folded back into one STRING token,
/// as Python 3.11 and this tokenizer give it. INDENT and DEDENT carry no column.
const char *const kPythonTokens = R"(
import io, sys, tokenize
src = open(sys.argv[1], encoding='utf-8').read()
offsets = [0]
for line in src.splitlines(True):
    offsets.append(offsets[-1] + len(line))
def offset(position):
    return offsets[position[0] - 1] + position[1]
depth = 0
for t in tokenize.generate_tokens(io.StringIO(src).readline):
    name = tokenize.tok_name[t.type]
    if name == 'FSTRING_START':
        if depth == 0:
            start = t.start
        depth += 1
        continue
    if name == 'FSTRING_END':
        depth -= 1
        if depth == 0:
            print('STRING', start[0], start[1] + 1, repr(src[offset(start):offset(t.end)]))
        continue
    if depth:
        continue
    if name in ('INDENT', 'DEDENT'):
        print(name, t.start[0])
    elif name in ('NAME', 'NUMBER', 'STRING', 'OP'):
        print(name, t.start[0], t.start[1] + 1, repr(t.string))
)";

QString pythonRepr(const QString &text)
{
    // The repr() of a str as Python prints it for the texts of our test files (ASCII, quotes,
    // backslashes, newlines).
    const bool useDouble = text.contains(QLatin1Char('\'')) && !text.contains(QLatin1Char('"'));
    const QChar quote = useDouble ? QLatin1Char('"') : QLatin1Char('\'');
    QString out = quote;
    for (const QChar c : text) {
        if (c == QLatin1Char('\\'))
            out += QLatin1String("\\\\");
        else if (c == QLatin1Char('\n'))
            out += QLatin1String("\\n");
        else if (c == QLatin1Char('\t'))
            out += QLatin1String("\\t");
        else if (c == QLatin1Char('\r'))
            out += QLatin1String("\\r");
        else if (c == quote)
            out += QLatin1Char('\\') + QString(c);
        else
            out += c;
    }
    return out + quote;
}

} // namespace

class TestPythonTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("call") << "f(x)\n" << "N:f@1:1 O:(@1:2 N:x@1:3 O:)@1:4 NL@1:5 $@2:1";
        QTest::newRow("no final newline") << "a = 1" << "N:a@1:1 O:=@1:3 #:1@1:5 NL@1:6 $@1:6";
        QTest::newRow("comment is one token")
            << "x = 1  # tf.estimator.Estimator(\n" << "N:x@1:1 O:=@1:3 #:1@1:5 C:# tf.estimator.Estimator(@1:8 NL@1:33 $@2:1";
        QTest::newRow("brackets over lines are one logical line")
            << "f(a,\n  b)\ng\n" << "N:f@1:1 O:(@1:2 N:a@1:3 O:,@1:4 N:b@2:3 O:)@2:4 NL@2:5 N:g@3:1 NL@3:2 $@4:1";
        QTest::newRow("backslash continuation")
            << "x = \\\n    y\n" << "N:x@1:1 O:=@1:3 N:y@2:5 NL@2:6 $@3:1";
        QTest::newRow("triple-quoted string over lines")
            << "s = \"\"\"a\n'b' \"c\"\n\"\"\"\nt\n" << "N:s@1:1 O:=@1:3 S:\"\"\"a\\n'b' \"c\"\\n\"\"\"@1:5 NL@3:4 N:t@4:1 NL@4:2 $@5:1";
        QTest::newRow("prefixes")
            << "rb'\\d' F\"x\" u'y' Rb\"z\" br'w'\n"
            << "S:rb'\\d'@1:1 S:F\"x\"@1:8 S:u'y'@1:13 S:Rb\"z\"@1:18 S:br'w'@1:24 NL@1:29 $@2:1";
        QTest::newRow("escaped quote") << "'it\\'s'\n" << "S:'it\\'s'@1:1 NL@1:8 $@2:1";
        QTest::newRow("raw string keeps the quote after a backslash")
            << "r'\\'' + x\n" << "S:r'\\''@1:1 O:+@1:7 N:x@1:9 NL@1:10 $@2:1";
        QTest::newRow("string continued with a backslash")
            << "'a\\\nb' c\n" << "S:'a\\\\nb'@1:1 N:c@2:4 NL@2:5 $@3:1";
        QTest::newRow("f-string with nested quotes and format spec")
            << "f\"{d['k']:>{w}} {x!r} {{lit}}\" + y\n"
            << "S:f\"{d['k']:>{w}} {x!r} {{lit}}\"@1:1 O:+@1:32 N:y@1:34 NL@1:35 $@2:1";
        QTest::newRow("f-string reusing its quote (Python 3.12)")
            << "f\"{x[\"k\"]}\" z\n" << "S:f\"{x[\"k\"]}\"@1:1 N:z@1:13 NL@1:14 $@2:1";
        QTest::newRow("f-string spec holding a quote")
            << "f\"{x:'^10}\" w\n" << "S:f\"{x:'^10}\"@1:1 N:w@1:13 NL@1:14 $@2:1";
        QTest::newRow("characters beyond U+FFFF are one column each")
            << QStringLiteral("s = '\U0001F600'; \U0001D465\n")
            << QStringLiteral("N:s@1:1 O:=@1:3 S:'\U0001F600'@1:5 O:;@1:8 N:\U0001D465@1:10 NL@1:11 $@2:1");
        QTest::newRow("lines after a character beyond U+FFFF")
            << QStringLiteral("'\U0001F600'\nab\n") << QStringLiteral("S:'\U0001F600'@1:1 NL@1:4 N:ab@2:1 NL@2:3 $@3:1");
        QTest::newRow("numbers")
            << "1e-3 0x1F 1_000 10L .5j 0o17 1. 3.14e+2\n"
            << "#:1e-3@1:1 #:0x1F@1:6 #:1_000@1:11 #:10L@1:17 #:.5j@1:21 #:0o17@1:25 #:1.@1:30 #:3.14e+2@1:33 NL@1:40 $@2:1";
        QTest::newRow("operators longest first")
            << "a **= b -> c := d ... e != f\n"
            << "N:a@1:1 O:**=@1:3 N:b@1:7 O:->@1:9 N:c@1:12 O::=@1:14 N:d@1:17 O:...@1:19 N:e@1:23 O:!=@1:25 N:f@1:28 NL@1:29 $@2:1";
        QTest::newRow("columns count characters")
            << "é = 'ü'; tf\n" << "N:é@1:1 O:=@1:3 S:'ü'@1:5 O:;@1:8 N:tf@1:10 NL@1:12 $@2:1";
        QTest::newRow("indent and dedent")
            << "if x:\n    y\n\n    # c\nz\n"
            << "N:if@1:1 N:x@1:4 O::@1:5 NL@1:6 >@2:5 N:y@2:5 NL@2:6 C:# c@4:5 <@5:1 N:z@5:1 NL@5:2 $@6:1";
        QTest::newRow("tabs indent to multiples of eight")
            << "if x:\n\ty\n        z\n" << "N:if@1:1 N:x@1:4 O::@1:5 NL@1:6 >@2:2 N:y@2:2 NL@2:3 N:z@3:9 NL@3:10 <@4:1 $@4:1";
        QTest::newRow("CRLF line ends") << "a\r\nb\r\n" << "N:a@1:1 NL@1:2 N:b@2:1 NL@2:2 $@3:1";
        QTest::newRow("byte order mark") << QString(QChar(0xFEFF)) + QStringLiteral("x\n") << "N:x@1:1 NL@1:2 $@2:1";
        QTest::newRow("blank and comment lines do not indent")
            << "a\n   \n  # only a comment\nb\n" << "N:a@1:1 NL@1:2 C:# only a comment@3:3 N:b@4:1 NL@4:2 $@5:1";
    }
    void tokens()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const PythonTokenizer::Result result = PythonTokenizer::tokenize(source);
        QVERIFY2(!result.error, result.error ? qPrintable(result.error->message) : "");
        QCOMPARE(render(result), expected);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("unterminated string") << QByteArray("x = 1\ny = 'abc\n") << 2 << 5 << "unterminated string literal";
        QTest::newRow("unterminated triple-quoted string")
            << QByteArray("a = 1\n  \nb = f(\"\"\"doc\nmore\n") << 3 << 7 << "unterminated triple-quoted string literal";
        QTest::newRow("unterminated f-string field") << QByteArray("s = f'{x'\n") << 1 << 9 << "unterminated";
        QTest::newRow("unmatched closing bracket") << QByteArray("f(x))\n") << 1 << 5 << "unmatched ')'";
        QTest::newRow("wrong closing bracket")
            << QByteArray("cfg = dict(\n    a=[1, 2)\n") << 2 << 12 << "closing ')' does not match the '[' opened at line 2, column 7";
        QTest::newRow("bracket never closed") << QByteArray("x = 1\ncall(a,\n  b\n") << 2 << 5 << "'(' is never closed";
        QTest::newRow("dollar") << QByteArray("echo $HOME\n") << 1 << 6 << "invalid character '$'";
        QTest::newRow("question mark") << QByteArray("x = a ? b : c\n") << 1 << 7 << "invalid character '?'";
        QTest::newRow("lone exclamation mark") << QByteArray("if !x:\n  y\n") << 1 << 4 << "invalid character '!'";
        QTest::newRow("backslash before text") << QByteArray("x = 1 \\ + 2\n") << 1 << 7 << "after a line continuation";
        QTest::newRow("backslash at the end of the file") << QByteArray("x = 1 + \\") << 1 << 9 << "end of file";
        QTest::newRow("dedent to no level") << QByteArray("if a:\n        b\n    c\n") << 3 << 5 << "unindent does not match";
        QTest::newRow("unexpected indent") << QByteArray("a = 1\n  b = 2\n") << 2 << 3 << "unexpected indent";
        QTest::newRow("block without body") << QByteArray("def f():\nreturn 1\n") << 1 << 8 << "expected an indented block";
        QTest::newRow("block without body at the end") << QByteArray("for x in y:\n") << 1 << 11 << "expected an indented block";
        QTest::newRow("prose") << QByteArray("This script trains the model.\n") << 1 << 6 << "'script' follows 'This'";
        QTest::newRow("number then name") << QByteArray("x = 10 apples\n") << 1 << 8 << "'apples' follows '10'";
        QTest::newRow("string then name") << QByteArray("x = 'a' b\n") << 1 << 9 << "'b' follows ''a''";
        QTest::newRow("NUL byte") << QByteArray("x = 1\nab\0cd\n", 13) << 2 << 3 << "NUL byte";
        QTest::newRow("invalid UTF-8") << QByteArray("x = 1\n# caf\xe9\n") << 2 << 6 << "not valid UTF-8";
        QTest::newRow("overlong UTF-8") << QByteArray("s = '\xc0\xaf'\n") << 1 << 6 << "not valid UTF-8";
        QTest::newRow("unknown coding line")
            << QByteArray("# -*- coding: shift_jis -*-\nx = 1\n") << 1 << 1 << "names 'shift_jis'";
    }
    void errors()
    {
        QFETCH(QByteArray, source);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const PythonTokenizer::Result result = PythonSource::read(source);
        QVERIFY(result.error.has_value());
        QVERIFY2(result.error->message.contains(message), qPrintable(result.error->message));
        QCOMPARE(result.error->line, line);
        QCOMPARE(result.error->column, column);
        QVERIFY(result.tokens.isEmpty());
    }

    void accepted_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::newRow("empty file") << QByteArray();
        QTest::newRow("Python 2 print statement") << QByteArray("print 'hello', x\nprint >>f, y\n");
        QTest::newRow("Python 2 exec statement") << QByteArray("exec code in ns\n");
        QTest::newRow("soft keywords") << QByteArray("match x:\n    case 1:\n        pass\ntype A = int\n");
        QTest::newRow("keywords between names") << QByteArray("a = b if c else d\nx = not y is None\nfor k in v: pass\n");
        QTest::newRow("implicit string concatenation") << QByteArray("s = ('a' 'b'\n     \"c\")\n");
        QTest::newRow("one-line compound statements") << QByteArray("if x: y = 1\nelse: y = 2\nclass C: pass\n");
        QTest::newRow("decorators and async") << QByteArray("@tf.function\nasync def f():\n    await g()\n");
        QTest::newRow("Latin-1 coding line")
            << QByteArray("# -*- coding: latin-1 -*-\n# caf\xe9\nx = '\xe9'\n");
        QTest::newRow("UTF-8 byte order mark") << QByteArray("\xef\xbb\xbfimport os\n");
    }
    void accepted()
    {
        QFETCH(QByteArray, source);
        const PythonTokenizer::Result result = PythonSource::read(source);
        QVERIFY2(!result.error, result.error ? qPrintable(QStringLiteral("%1:%2: %3").arg(result.error->line).arg(result.error->column).arg(result.error->message)) : "");
        QVERIFY(!result.tokens.isEmpty());
        QCOMPARE(result.tokens.last().kind, PyToken::Kind::End);
    }

    void latin1IsDecoded()
    {
        const PythonTokenizer::Result result = PythonSource::read(QByteArray("# coding=latin-1\nx = '\xe9'\n"));
        QVERIFY(!result.error);
        QCOMPARE(result.text(result.tokens.at(3)), QStringLiteral("'\u00e9'"));
    }

    void plainStringValue()
    {
        QCOMPARE(PythonTokenizer::plainStringValue(QStringLiteral("'batch_size'")), QStringLiteral("batch_size"));
        QCOMPARE(PythonTokenizer::plainStringValue(QStringLiteral("\"batch_size\"")), QStringLiteral("batch_size"));
        QCOMPARE(PythonTokenizer::plainStringValue(QStringLiteral("u'batch_size'")), QStringLiteral("batch_size"));
        QCOMPARE(PythonTokenizer::plainStringValue(QStringLiteral("'''batch_size'''")), QStringLiteral("batch_size"));
        QVERIFY(!PythonTokenizer::plainStringValue(QStringLiteral("f'batch_size'")));
        QVERIFY(!PythonTokenizer::plainStringValue(QStringLiteral("b'batch_size'")));
        QVERIFY(!PythonTokenizer::plainStringValue(QStringLiteral("'batch\\x5fsize'")));
    }

    /// Python's own tokenize module cuts every test script the same way.
    void sameTokensAsPython_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(TPUPLAN_TEST_DATA "/migrate"));
        for (const QString &name : dir.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name)) {
            const PythonTokenizer::Result read = [&] {
                QFile file(dir.filePath(name));
                return file.open(QIODevice::ReadOnly) ? PythonSource::read(file.readAll()) : PythonTokenizer::Result{};
            }();
            // The scripts that are not Python are checked in tst_migrationscanner; python2_*.py
            // holds Python 2 literals (`1024L`, `ur''`), which ours reads whole and Python 3's
            // tokenize cuts in two.
            if (!read.error && !name.startsWith(QLatin1String("python2_")))
                QTest::newRow(qPrintable(name)) << dir.filePath(name);
        }
    }
    void sameTokensAsPython()
    {
        QFETCH(QString, path);
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 is not installed: cannot compare with Python's tokenize module");
        QProcess process;
        process.start(python, {QStringLiteral("-c"), QString::fromUtf8(kPythonTokens), path});
        QVERIFY(process.waitForFinished(60000));
        if (process.exitCode() != 0 && process.readAllStandardError().contains("SyntaxError"))
            QSKIP("this python3 is older than the syntax of the script");
        QCOMPARE(process.exitCode(), 0);
        const QStringList theirs = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const PythonTokenizer::Result read = PythonSource::read(file.readAll());
        QVERIFY(!read.error);
        QStringList ours;
        for (const PyToken &t : read.tokens) {
            switch (t.kind) {
            case PyToken::Kind::Name:
                ours.append(QStringLiteral("NAME %1 %2 %3").arg(read.line(t)).arg(read.column(t)).arg(pythonRepr(read.text(t).toString())));
                break;
            case PyToken::Kind::Number:
                ours.append(QStringLiteral("NUMBER %1 %2 %3").arg(read.line(t)).arg(read.column(t)).arg(pythonRepr(read.text(t).toString())));
                break;
            case PyToken::Kind::String:
                ours.append(QStringLiteral("STRING %1 %2 %3").arg(read.line(t)).arg(read.column(t)).arg(pythonRepr(read.text(t).toString())));
                break;
            case PyToken::Kind::Op:
                ours.append(QStringLiteral("OP %1 %2 %3").arg(read.line(t)).arg(read.column(t)).arg(pythonRepr(read.text(t).toString())));
                break;
            case PyToken::Kind::Indent:
                ours.append(QStringLiteral("INDENT %1").arg(read.line(t)));
                break;
            case PyToken::Kind::Dedent:
                ours.append(QStringLiteral("DEDENT %1").arg(read.line(t)));
                break;
            default:
                break;
            }
        }
        // Python puts the DEDENTs at the end of the file on the line after the last one.
        for (qsizetype i = 0; i < qMin(ours.size(), theirs.size()); ++i) {
            if (ours.at(i) != theirs.at(i) && !(ours.at(i).startsWith(QLatin1String("DEDENT")) && theirs.at(i).startsWith(QLatin1String("DEDENT"))))
                QFAIL(qPrintable(QStringLiteral("token %1: ours %2, Python's %3").arg(i).arg(ours.at(i), theirs.at(i))));
        }
        QCOMPARE(ours.size(), theirs.size());
    }
};

QTEST_GUILESS_MAIN(TestPythonTokenizer)
#include "tst_pythontokenizer.moc"
