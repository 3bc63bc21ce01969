// SPDX-License-Identifier: GPL-3.0-or-later
// The search over the catalog's slices: its order (fits, then deadline and budget, then cost),
// unknown prices kept unknown, one given slice, and the plan of a candidate passing the rules.
#include "core/rules/RuleEngine.h"
#include "core/sizing/ModelPresets.h"
#include "core/sizing/SizingReport.h"
#include "core/sizing/SliceSearch.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

using namespace tpuplan;

namespace {

ModelWorkload servingWorkload(const char *preset)
{
    ModelWorkload w;
    w.name = QStringLiteral("serve");
    w.model = *ModelPresets::builtIn().find(QLatin1String(preset));
    ServingJob job;
    job.contextLen = 8192;
    job.concurrency = 64;
    w.serving = job;
    return w;
}

SizingCandidate candidate(Fit fit, std::optional<double> monthly, bool meets = true, qint64 chips = 8)
{
    SizingCandidate c;
    c.slice.tpu = QStringLiteral("v6e");
    c.slice.topology = Topology({int(chips), 1});
    c.fit = fit;
    c.serving = ServingEstimate();
    c.monthly.onDemand = monthly;
    c.meetsBudget = meets;
    return c;
}

/// Llama 3.1 8B on a thousand trillion tokens: months on the largest slice.
ModelWorkload trainingWorkload(double deadlineDays)
{
    ModelWorkload w;
    w.name = QStringLiteral("train");
    w.model = *ModelPresets::builtIn().find(QStringLiteral("llama-3.1-8b"));
    TrainingJob job;
    job.tokens = 1e15;
    job.seqLen = 8192;
    job.globalBatch = 256;
    w.training = job;
    w.constraints.deadlineDays = deadlineDays;
    w.constraints.tpus = {QStringLiteral("v6e"), QStringLiteral("v5p")};
    return w;
}

/// A model no slice holds: 1,000 layers of a million-wide hidden state (the dialog's largest).
ModelWorkload hugeWorkload()
{
    ModelWorkload w = servingWorkload("llama-3.1-8b");
    w.model.layers = 1000;
    w.model.hidden = 1000000;
    w.model.ffn = 10000000;
    return w;
}

/// Marks the text table's words it is asked for ("<fits>"), to show they go through tr().
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *disambiguation, int) const override
    {
        const bool table = disambiguation && QByteArray(disambiguation).startsWith("text table");
        return qstrcmp(context, "SizingReport") == 0 && table ? QStringLiteral("<%1>").arg(QString::fromUtf8(source)) : QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestSliceSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void order()
    {
        QList<SizingCandidate> list{
            candidate(Fit::DoesNotFit, 10.0),
            candidate(Fit::Tight, 20.0),
            candidate(Fit::Fits, std::nullopt),
            candidate(Fit::Fits, 500.0, false),
            candidate(Fit::Fits, 300.0),
            candidate(Fit::Fits, 100.0, true, 16),
            candidate(Fit::Fits, 100.0, true, 8),
        };
        std::stable_sort(list.begin(), list.end(), SliceSearch::before);
        // Fits and meets, cheapest first (equal cost: fewer chips); then the unknown price; then
        // what misses a constraint; then tight; then what does not fit, however cheap.
        QCOMPARE(list[0].slice.chips(), qint64(8));
        QCOMPARE(*list[0].monthly.onDemand, 100.0);
        QCOMPARE(list[1].slice.chips(), qint64(16));
        QCOMPARE(*list[2].monthly.onDemand, 300.0);
        QVERIFY(!list[3].monthly.onDemand);
        QVERIFY(!list[4].meetsBudget);
        QCOMPARE(list[5].fit, Fit::Tight);
        QCOMPARE(list[6].fit, Fit::DoesNotFit);
    }

    // Of the slices that do not fit, the one least short of memory comes first, however cheap
    // the others are.
    void closestToFittingFirst()
    {
        QList<SizingCandidate> list{candidate(Fit::DoesNotFit, 10.0), candidate(Fit::DoesNotFit, 20.0),
                                    candidate(Fit::DoesNotFit, 30.0)};
        const double needs[] = {40.0, 20.0, 30.0}; // GiB of 16 usable
        for (int i = 0; i < list.size(); ++i) {
            list[i].usableBytes = 16.0 * SizingMath::kBytesPerGiB;
            list[i].memory.weights = needs[i] * SizingMath::kBytesPerGiB;
        }
        std::stable_sort(list.begin(), list.end(), SliceSearch::before);
        QCOMPARE(*list[0].monthly.onDemand, 20.0);
        QCOMPARE(*list[1].monthly.onDemand, 30.0);
        QCOMPARE(*list[2].monthly.onDemand, 10.0);
    }

    // Nothing fits: the result says so first, naming the closest slice; the search ranks the
    // closest first.
    void nothingFitsIsSaid()
    {
        const SizingResult result = SliceSearch::run(hugeWorkload(), Catalog::builtIn());
        QVERIFY(!result.candidates.isEmpty());
        QCOMPARE(result.candidates.first().fit, Fit::DoesNotFit);
        for (int i = 1; i < result.candidates.size(); ++i)
            QVERIFY(result.candidates[i].headroom() <= result.candidates[0].headroom());
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY2(result.warnings.first().startsWith(QStringLiteral("No slice fits: the closest, ")),
                 qPrintable(result.warnings.first()));
        QVERIFY(result.warnings.first().contains(result.candidates.first().slice.label()));
        QVERIFY(SliceSearch::run(servingWorkload("llama-3.1-8b"), Catalog::builtIn()).warnings.isEmpty());
    }

    // A deadline no slice meets: each candidate says so in the singular for one day, and the
    // result says so as a whole, with the fastest time; the text report prints it.
    void missedDeadlineIsSaid()
    {
        const ModelWorkload w = trainingWorkload(1);
        const SizingResult result = SliceSearch::run(w, Catalog::builtIn());
        QVERIFY(!result.candidates.isEmpty());
        QVERIFY(!result.candidates.first().meetsDeadline);
        QVERIFY(result.candidates.first().why.contains(QStringLiteral("Misses the deadline of 1 day(s).")));
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY2(result.warnings.first().startsWith(
                     QStringLiteral("No slice that fits meets the deadline of 1 day(s). The fastest takes ")),
                 qPrintable(result.warnings.first()));
        QVERIFY(SizingReport::toText(QStringLiteral("w.yaml"), w, result)
                    .contains(QStringLiteral("Warning: No slice that fits meets the deadline")));
        QVERIFY(SliceSearch::run(trainingWorkload(36500), Catalog::builtIn()).warnings.isEmpty());
        // A fraction of a day keeps its figure.
        const SizingResult half = SliceSearch::run(trainingWorkload(0.5), Catalog::builtIn());
        QVERIFY(half.candidates.first().why.contains(QStringLiteral("Misses the deadline of 0.5 days.")));
    }

    void searchRanksFittingSlicesFirst()
    {
        const SizingResult result = SliceSearch::run(servingWorkload("llama-3.1-70b"), Catalog::builtIn());
        QVERIFY(result.error.isEmpty());
        QVERIFY(result.candidates.size() > 20);
        for (int i = 1; i < result.candidates.size(); ++i)
            QVERIFY(!SliceSearch::before(result.candidates[i], result.candidates[i - 1]));
        QCOMPARE(result.candidates.first().fit, Fit::Fits);
        // A v5e-1 (15.75 GiB) cannot hold 131 GiB of weights: it is ranked after every fitting slice.
        const auto v5eSingle = std::find_if(result.candidates.cbegin(), result.candidates.cend(), [](const SizingCandidate &c) {
            return c.slice.tpu == QLatin1String("v5e") && c.slice.chips() == 1;
        });
        QVERIFY(v5eSingle != result.candidates.cend());
        QCOMPARE(v5eSingle->fit, Fit::DoesNotFit);
    }

    void unknownPriceStaysUnknown()
    {
        ModelWorkload w = servingWorkload("llama-3.1-8b");
        w.constraints.tpus = {QStringLiteral("tpu7x")};
        const SizingResult result = SliceSearch::run(w, Catalog::builtIn());
        QVERIFY(!result.candidates.isEmpty());
        for (const SizingCandidate &c : result.candidates) {
            QCOMPARE(c.slice.tpu, QStringLiteral("tpu7x"));
            QVERIFY(!c.hourly.onDemand);
            QVERIFY(!c.monthly.onDemand);
            // Two devices of 94.75 GiB per chip.
            QCOMPARE(c.usableBytes, 2 * 94.75 * 1024.0 * 1024.0 * 1024.0);
        }
    }

    void budgetAndDeadline()
    {
        ModelWorkload w;
        w.name = QStringLiteral("train");
        w.model = *ModelPresets::builtIn().find(QStringLiteral("llama-3.1-8b"));
        TrainingJob job;
        job.tokens = 1e12;
        job.seqLen = 8192;
        job.globalBatch = 256;
        w.training = job;
        w.constraints.deadlineDays = 30;
        w.constraints.tpus = {QStringLiteral("v6e"), QStringLiteral("v5p")};
        const SizingResult result = SliceSearch::run(w, Catalog::builtIn());
        QVERIFY(!result.candidates.isEmpty());
        const SizingCandidate &best = result.candidates.first();
        QVERIFY(best.meetsDeadline);
        QVERIFY(*best.training->days <= 30);
        QVERIFY(best.total.onDemand);
        // Every candidate that fits and meets the deadline costs at least as much as the first.
        for (const SizingCandidate &c : result.candidates) {
            if (c.fit == best.fit && c.meetsDeadline && c.total.onDemand)
                QVERIFY(*c.total.onDemand >= *best.total.onDemand);
        }
    }

    void oneGivenSlice()
    {
        SizingRequest request;
        request.tpu = QStringLiteral("v6e");
        request.topology = QStringLiteral("2x4");
        const SizingResult result = SliceSearch::run(servingWorkload("llama-3.1-70b"), Catalog::builtIn(), request);
        QCOMPARE(result.candidates.size(), 1);
        QCOMPARE(result.candidates.first().slice.chips(), qint64(8));
        request.topology = QStringLiteral("3x5");
        QVERIFY(!SliceSearch::run(servingWorkload("llama-3.1-70b"), Catalog::builtIn(), request).error.isEmpty());
    }

    // The text table says the fit and the bound in the language (German "passt", not "fits");
    // the JSON keeps the contract's ids.
    void textTableSaysValuesInTheLanguage()
    {
        const ModelWorkload fits = servingWorkload("llama-3.1-70b");
        const SizingResult fitting = SliceSearch::run(fits, Catalog::builtIn());
        const SizingResult none = SliceSearch::run(hugeWorkload(), Catalog::builtIn());
        MarkingTranslator marking;
        QCoreApplication::installTranslator(&marking);
        const QString text = SizingReport::toText(QStringLiteral("w.yaml"), fits, fitting);
        const QString noneText = SizingReport::toText(QStringLiteral("w.yaml"), hugeWorkload(), none);
        const QJsonObject json = SizingReport::toJson(QStringLiteral("w.yaml"), fits, fitting);
        QCoreApplication::removeTranslator(&marking);
        const QString bound = SizingReport::boundOf(fitting.candidates.first());
        QVERIFY2(text.contains(QStringLiteral("<fits>")) && text.contains(QStringLiteral("<%1>").arg(bound)), qPrintable(text));
        QVERIFY2(noneText.contains(QStringLiteral("<no>")), qPrintable(noneText));
        const QJsonObject first = json.value(QStringLiteral("candidates")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fit")).toString(),
                 QStringLiteral("fits"));
        QCOMPARE(first.value(QStringLiteral("bound")).toString(), bound);
    }

    void paretoFront()
    {
        QList<SizingCandidate> list{candidate(Fit::Fits, 100.0), candidate(Fit::Fits, 200.0), candidate(Fit::Fits, 300.0),
                                    candidate(Fit::DoesNotFit, 50.0), candidate(Fit::Fits, 250.0), candidate(Fit::Fits, std::nullopt)};
        const double tokens[] = {1000, 900, 3000, 99999, 2000, 5000};
        for (int i = 0; i < list.size(); ++i)
            list[i].serving->tokensPerSecond = tokens[i];
        // 200 is beaten by 100 (cheaper and faster); the misfit and the unknown price are left out.
        QCOMPARE(SliceSearch::paretoFront(list), (QList<int>{0, 4, 2}));
    }

    void candidatePlanPassesTheRules()
    {
        const Catalog &catalog = Catalog::builtIn();
        const ModelWorkload w = servingWorkload("llama-3.1-70b");
        const SizingResult result = SliceSearch::run(w, catalog);
        for (int i = 0; i < 5 && i < result.candidates.size(); ++i) {
            const Plan plan = SliceSearch::planFor(result.candidates[i], w, catalog);
            const Findings findings = RuleEngine::evaluate(plan, catalog);
            QVERIFY2(!hasErrors(findings), qPrintable(findings.isEmpty() ? QString() : findings.first().message));
            QCOMPARE(plan.pools.first().topology, result.candidates[i].slice.topology.toString());
        }
    }
};

QTEST_GUILESS_MAIN(TestSliceSearch)
#include "tst_slicesearch.moc"
