// SPDX-License-Identifier: GPL-3.0-or-later
// The .ts files are complete: lupdate run into a copy changes nothing (no source text added or
// removed since the last `make translations`), and every message has a finished translation
// with the placeholders of its source and as many plural forms as the language has.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/// One message of a .ts file, as far as completeness is concerned.
struct TsMessage
{
    QString context;
    QString source;
    bool numerus = false;
    QString type; ///< "unfinished", "vanished", "obsolete" or empty (finished)
    QString text;
    QStringList forms;
};

struct TsFile
{
    QString language;
    QList<TsMessage> messages;
    QString error;
};

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        if (name == u"TS") {
            ts.language = xml.attributes().value(QLatin1StringView("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            ts.messages.append(TsMessage{context, {}, xml.attributes().value(QLatin1StringView("numerus")) == u"yes", {}, {}, {}});
        } else if (ts.messages.isEmpty()) {
            continue;
        } else if (name == u"source") {
            ts.messages.last().source = xml.readElementText();
        } else if (name == u"translation") {
            TsMessage &message = ts.messages.last();
            message.type = xml.attributes().value(QLatin1StringView("type")).toString();
            if (!message.numerus)
                message.text = xml.readElementText();
        } else if (name == u"numerusform") {
            ts.messages.last().forms.append(xml.readElementText());
        }
    }
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}

/// Plural forms per language as Qt Linguist's numerus rules count them (qttools,
/// src/linguist/shared/numerus.cpp); a new language needs its count here.
int pluralForms(const QString &language)
{
    if (language == u"de" || language == u"it" || language.section(u'_', 0, 0) == u"en")
        return 2;
    if (language == u"vi")
        return 1;
    return -1;
}

/// The numbers of the %1..%99 placeholders (also %L1) in a text.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d{1,2})"));
    QSet<QString> numbers;
    for (const auto &match : pattern.globalMatch(text))
        numbers.insert(match.captured(1));
    return numbers;
}

/// What is wrong with one message's translation; empty when it is finished.
QString problem(const TsMessage &message, int forms)
{
    if (!message.type.isEmpty())
        return QStringLiteral("translation is %1").arg(message.type);
    const QStringList texts = message.numerus ? message.forms : QStringList{message.text};
    if (message.numerus && texts.size() != forms)
        return QStringLiteral("%1 plural forms instead of %2").arg(texts.size()).arg(forms);
    for (const QString &text : texts) {
        if (text.trimmed().isEmpty())
            return QStringLiteral("empty translation");
        if (placeholders(text) != placeholders(message.source))
            return QStringLiteral("placeholders differ from the source: \"%1\"").arg(text);
    }
    return {};
}

QStringList tsFiles()
{
    return QString::fromUtf8(TPUPLAN_TS_FILES).split(u'|', Qt::SkipEmptyParts);
}

void addTsRows()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : tsFiles())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

QSet<QString> sourceTexts(const TsFile &ts)
{
    QSet<QString> texts;
    for (const TsMessage &message : ts.messages)
        texts.insert(message.context + QStringLiteral(": ") + message.source);
    return texts;
}

QString listed(QStringList lines)
{
    if (lines.isEmpty())
        return QStringLiteral("(none)");
    lines.sort();
    constexpr qsizetype shown = 20;
    const qsizetype more = lines.size() - shown;
    if (more > 0)
        lines = lines.first(shown) << QStringLiteral("... and %1 more").arg(more);
    return lines.join(QStringLiteral("\n  "));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hasFiles() { QVERIFY(!tsFiles().isEmpty()); }

    void upToDate_data() { addTsRows(); }
    void upToDate()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QVERIFY(QFile::copy(path, copy));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QStringList options = QString::fromUtf8(TPUPLAN_LUPDATE_OPTIONS).split(u'|', Qt::SkipEmptyParts);
        if (path.endsWith(QLatin1String("_en.ts")))
            options << QStringLiteral("-pluralonly"); // English: only the plural forms, see core/CMakeLists.txt
        lupdate.start(QStringLiteral(TPUPLAN_LUPDATE),
                      QStringList{QStringLiteral("@" TPUPLAN_LUPDATE_LIST)} << options
                          << QStringLiteral("-ts") << copy);
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        QCOMPARE(lupdate.exitCode(), 0);

        QFile original(path);
        QFile updated(copy);
        QVERIFY(original.open(QIODevice::ReadOnly) && updated.open(QIODevice::ReadOnly));
        if (original.readAll() == updated.readAll())
            return;
        const QSet<QString> before = sourceTexts(readTs(path));
        const QSet<QString> after = sourceTexts(readTs(copy));
        QFAIL(qPrintable(QStringLiteral("%1 is stale: run `make translations`, then translate.\n"
                                        "New in the sources:\n  %2\nNo longer in the sources:\n  %3")
                             .arg(path, listed((after - before).values()), listed((before - after).values()))));
    }

    void complete_data() { addTsRows(); }
    void complete()
    {
        QFETCH(QString, path);
        const TsFile ts = readTs(path);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        const int forms = pluralForms(ts.language);
        QVERIFY2(forms > 0, qPrintable(QStringLiteral("no plural form count for language '%1'").arg(ts.language)));
        QVERIFY(!ts.messages.isEmpty());
        QStringList problems;
        for (const TsMessage &message : ts.messages) {
            const QString what = problem(message, forms);
            if (!what.isEmpty())
                problems << QStringLiteral("%1: \"%2\": %3").arg(message.context, message.source, what);
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 has %2 unfinished message(s):\n  %3")
                                .arg(path).arg(problems.size()).arg(listed(problems))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
