// SPDX-License-Identifier: GPL-3.0-or-later
// The manifest linter over a corpus written after GKE's documented samples (tests/data/lint: each
// correct sample clean, one planted mistake per rule, findings at their line), and over every
// manifest the exporter writes, which must lint clean against its own plan.
#include "core/catalog/TopologyOptions.h"
#include "core/common/Languages.h"
#include "core/export/ExportBundle.h"
#include "core/lint/ManifestLinter.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace tpuplan;

namespace {

const QString kCorpus = QStringLiteral(TPUPLAN_TEST_DATA "/lint");

/// The header comments of a corpus file: how to lint it and what it must give.
struct Expectation
{
    std::optional<bool> autopilot;
    QString plan;
    QStringList findings; ///< "rule line", sorted
    QStringList notes;    ///< "rule line" of the notes (checks left partial), sorted
    int notKubernetes = 0;
};

Expectation readExpectation(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot open a corpus file");
    Expectation expectation;
    static const QRegularExpression header(QStringLiteral("^# (mode|plan|expect|note|notKubernetes): (.+)$"));
    for (const QByteArray &line : in.readAll().split('\n')) {
        const QRegularExpressionMatch match = header.match(QString::fromUtf8(line));
        if (!match.hasMatch())
            continue;
        const QString value = match.captured(2).trimmed();
        if (match.captured(1) == QLatin1String("mode"))
            expectation.autopilot = value == QLatin1String("autopilot");
        else if (match.captured(1) == QLatin1String("plan"))
            expectation.plan = QStringLiteral(TPUPLAN_SOURCE_DIR "/") + value;
        else if (match.captured(1) == QLatin1String("note"))
            expectation.notes.append(value);
        else if (match.captured(1) == QLatin1String("notKubernetes"))
            expectation.notKubernetes = value.toInt();
        else
            expectation.findings.append(value);
    }
    expectation.findings.sort();
    expectation.notes.sort();
    return expectation;
}

QStringList found(const Findings &findings)
{
    QStringList list;
    for (const Finding &finding : findings)
        list.append(QStringLiteral("%1 %2").arg(finding.rule).arg(finding.line));
    list.sort();
    return list;
}

QStringList found(const LintFileResult &result)
{
    return found(result.findings);
}

QString describe(const LintFileResult &result)
{
    QString text;
    for (const Finding &finding : result.findings)
        text += QStringLiteral("\n  %1:%2 [%3] %4").arg(finding.line).arg(finding.column).arg(finding.rule, finding.message);
    return text;
}

Plan loadPlan(const QString &file)
{
    const PlanLoadResult loaded = PlanReader::readFile(file);
    if (!loaded.isPlan())
        qFatal("a plan of the corpus does not load");
    return loaded.plan;
}

/// Lints every manifest of the plan's bundle with the plan as context; returns the findings.
QString lintBundle(const Plan &plan)
{
    const QList<BundleFile> bundle = ExportBundle::build(plan, QStringLiteral("plan.tpuplan.yaml"), {}, Catalog::builtIn());
    LintContext context{Catalog::builtIn(), plan.cluster.isAutopilot(), &plan};
    QString problems;
    int manifests = 0;
    for (const BundleFile &file : bundle) {
        if (!file.path.startsWith(QLatin1String("manifests/")))
            continue;
        ++manifests;
        const LintFileResult result = ManifestLinter::lintBytes(file.path, file.contents, context);
        if (!result.findings.isEmpty() || result.workloads == 0)
            problems += file.path + describe(result) + QStringLiteral(" (workloads: %1)\n").arg(result.workloads);
    }
    if (manifests != plan.pools.size())
        problems += QStringLiteral("%1 manifests for %2 pools\n").arg(manifests).arg(plan.pools.size());
    return problems;
}

} // namespace

class TestManifestLint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &folder : {QStringLiteral("good"), QStringLiteral("bad")}) {
            const QDir dir(kCorpus + QLatin1Char('/') + folder);
            for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(folder + QLatin1Char('/') + name)) << dir.filePath(name);
        }
        QVERIFY(QDir(kCorpus + QStringLiteral("/good")).entryList({QStringLiteral("*.yaml")}).size() >= 8);
    }

    void corpus()
    {
        QFETCH(QString, file);
        const Expectation expectation = readExpectation(file);
        std::optional<Plan> plan;
        if (!expectation.plan.isEmpty())
            plan = loadPlan(expectation.plan);
        LintContext context{Catalog::builtIn(), expectation.autopilot, plan ? &*plan : nullptr};
        if (plan)
            context.autopilot = plan->cluster.isAutopilot();
        const LintFileResult result = ManifestLinter::lintFile(file, context);
        QVERIFY2(found(result) == expectation.findings, qPrintable(QStringLiteral("expected %1, found:%2")
                                                                        .arg(expectation.findings.join(QStringLiteral(", ")),
                                                                             describe(result))));
        QCOMPARE(found(result.notes), expectation.notes);
        QCOMPARE(result.notKubernetes, expectation.notKubernetes);
        if (file.contains(QLatin1String("/good/")))
            QVERIFY(result.workloads > 0);
        for (const Finding &finding : result.findings) {
            QVERIFY(finding.column > 0);
            QVERIFY2(!finding.field.isEmpty() || finding.rule == QLatin1String("lint-yaml"), qPrintable(finding.rule));
        }
    }

    void everyRuleHasAPlantedMistake()
    {
        QSet<QString> planted;
        const QDir dir(kCorpus + QStringLiteral("/bad"));
        for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files)) {
            for (const QString &expected : readExpectation(dir.filePath(name)).findings)
                planted.insert(expected.section(QLatin1Char(' '), 0, 0));
        }
        const QStringList ids = ManifestRules::ruleIds();
        QCOMPARE(planted, QSet<QString>(ids.begin(), ids.end()));
    }

    void exampleBundlesLintClean_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples"));
        for (const QString &name : dir.entryList({QStringLiteral("*.tpuplan.yaml")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    void exampleBundlesLintClean()
    {
        QFETCH(QString, file);
        const QString problems = lintBundle(loadPlan(file));
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    /// Every topology the catalog offers, of every version in both modes, exported from a
    /// training and a serving example of each mode: what the exporter writes, the linter accepts.
    void everyOfferedShapeExportsLintClean()
    {
        int exported = 0;
        for (const char *name : {"v5e-16x16-standard", "v5e-inference-standard", "v4-autopilot-multislice",
                                 "v6e-serving-autopilot"}) {
            const Plan example = loadPlan(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/%1.tpuplan.yaml").arg(QLatin1String(name)));
            for (const TpuVersion &tpu : Catalog::builtIn().tpus) {
                for (const TopologyOption &option : TopologyOptions::list(tpu, example.cluster.isAutopilot())) {
                    Plan plan = example;
                    plan.pools = {example.pools.first()};
                    Pool &pool = plan.pools.first();
                    pool.tpu = tpu.id;
                    pool.topology = option.topology.toString();
                    pool.reservation.reset();
                    pool.capacity.clear();
                    pool.autoscaling.reset();
                    if (plan.cluster.isAutopilot()) {
                        pool.accelerator = option.owner;
                        if (pool.workload)
                            pool.workload->tpuChipsPerPod = option.chipsPerVm;
                    } else {
                        pool.machineType = option.owner;
                        if (pool.workload)
                            pool.workload->tpuChipsPerPod.reset();
                    }
                    const QString problems = lintBundle(plan);
                    QVERIFY2(problems.isEmpty(), qPrintable(QLatin1String(name) + QLatin1Char(' ') + option.owner + QLatin1Char(' ')
                                                            + option.topology.toString() + QLatin1Char('\n') + problems));
                    ++exported;
                }
            }
        }
        QVERIFY(exported > 150);
    }

    void documentsKeepTheirLinesInAStream()
    {
        const QByteArray text = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n---\n"
                                "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  nodeSelector:\n"
                                "    cloud.google.com/gke-tpu-accelerator: tpu-v9\n  containers: []\n";
        const LintFileResult result = ManifestLinter::lintBytes(QStringLiteral("s.yaml"), text, {Catalog::builtIn(), {}, nullptr});
        QCOMPARE(result.skipped, 1);
        QCOMPARE(result.workloads, 1);
        // No container asks for chips (line 12) and the accelerator does not exist (line 11).
        QCOMPARE(found(result), (QStringList{QStringLiteral("lint-accelerator 11"), QStringLiteral("lint-tpu-request 12")}));
        QCOMPARE(result.findings.first().pool, QStringLiteral("Pod/p"));
    }

    void listItemsAndNonObjects()
    {
        const QByteArray text = "apiVersion: v1\nkind: List\nitems:\n"
                                "  - {apiVersion: v1, kind: Service, metadata: {name: s}}\n"
                                "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: p}\n    spec:\n"
                                "      nodeSelector: {cloud.google.com/gke-tpu-accelerator: tpu-v6e-slice, cloud.google.com/gke-tpu-topology: 2x2}\n"
                                "      containers: [{name: c, image: i, resources: {limits: {google.com/tpu: 4}}}]\n"
                                "---\n- just a list\n";
        const LintFileResult result = ManifestLinter::lintBytes(QStringLiteral("l.yaml"), text, {Catalog::builtIn(), false, nullptr});
        QCOMPARE(result.workloads, 1);
        // A top-level list (an Ansible play, a kustomize patch) is skipped and counted like a
        // mapping that is no Kubernetes object, not refused.
        QCOMPARE(found(result), QStringList());
        QCOMPARE(result.notKubernetes, 1);
        QVERIFY(!result.unreadable);
        const LintFileResult values = ManifestLinter::lintBytes(QStringLiteral("v.yaml"), "replicas: 2\nkind: Values\n",
                                                                {Catalog::builtIn(), false, nullptr});
        QCOMPARE(values.notKubernetes, 1);
        QCOMPARE(values.skipped, 0);
    }

    void templatesAreSkippedWithANote_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        // Not YAML at all (Helm control lines, Jinja blocks), or YAML only by accident.
        QTest::newRow("helm if") << QByteArray("{{- if .Values.on }}\napiVersion: v1\nkind: Pod\n{{- end }}\n") << 1;
        QTest::newRow("jinja for") << QByteArray("# rendered by Ansible\n{% for s in slices %}\nkind: Job\n{% endfor %}\n") << 2;
        QTest::newRow("helm value") << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\n") << 4;
    }

    void templatesAreSkippedWithANote()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        const LintFileResult result = ManifestLinter::lintBytes(QStringLiteral("t.yaml"), text, {Catalog::builtIn(), {}, nullptr});
        QVERIFY(result.isTemplate);
        QVERIFY(!result.unreadable);
        QVERIFY(result.valid());
        QCOMPARE(found(result), QStringList());
        QCOMPARE(found(result.notes), QStringList{QStringLiteral("lint-yaml %1").arg(line)});
        // The note offers --exclude where the caller has it (the command line), not elsewhere.
        QVERIFY(result.notes.first().message.contains(QLatin1String("--exclude")));
        const LintContext window{Catalog::builtIn(), {}, nullptr, nullptr, false};
        const LintFileResult inWindow = ManifestLinter::lintBytes(QStringLiteral("t.yaml"), text, window);
        QCOMPARE(inWindow.notes.size(), 1);
        QVERIFY2(!inWindow.notes.first().message.contains(QLatin1String("--exclude")),
                 qPrintable(inWindow.notes.first().message));
        // Quoted {{ }} (Argo-style parameters) are plain strings of a real manifest.
        const LintFileResult quoted = ManifestLinter::lintBytes(
            QStringLiteral("q.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: \"{{workflow.name}}\"}\n", {Catalog::builtIn(), {}, nullptr});
        QVERIFY(!quoted.isTemplate);
        QCOMPARE(quoted.skipped, 1);
        // Broken YAML without template markers is still unreadable (exit 2).
        QVERIFY(ManifestLinter::lintBytes(QStringLiteral("b.yaml"), "a: [1, 2\n", {Catalog::builtIn(), {}, nullptr}).unreadable);
    }

    /// A queue's flavor in another file decides the queued workloads' selectors: alone, each job
    /// is checked in part (a note); beside the Kueue setup, the wrong one is an error.
    void kueueFlavorsFromAnotherFile()
    {
        const QString folder = kCorpus + QStringLiteral("/kueue-split");
        const LintContext context{Catalog::builtIn(), false, nullptr};
        const LintFileResult alone = ManifestLinter::lintFile(folder + QStringLiteral("/wrong.yaml"), context);
        QCOMPARE(found(alone), QStringList());
        QCOMPARE(found(alone.notes), QStringList{QStringLiteral("lint-kueue 7")});
        const LintResult together = ManifestLinter::lintPaths({folder}, context);
        QCOMPARE(together.files.size(), 3);
        for (const LintFileResult &file : together.files) {
            QVERIFY2(file.notes.isEmpty(), qPrintable(file.file));
            QCOMPARE(found(file), file.file.endsWith(QLatin1String("wrong.yaml")) ? QStringList{QStringLiteral("lint-pods-per-slice 13")}
                                                                                 : QStringList());
        }
    }

    /// Pods that select their TPU themselves, in a queue whose LocalQueue is not in view, are
    /// judged on their own selectors: an unrelated flavor neither hides nor invents a problem.
    void ownSelectorsWinOverAGuessedFlavor()
    {
        const auto lint = [](int chips) {
            const QByteArray text = QStringLiteral("apiVersion: kueue.x-k8s.io/v1beta1\nkind: ResourceFlavor\nmetadata: {name: v5p}\n"
                                                   "spec: {nodeLabels: {cloud.google.com/gke-tpu-accelerator: tpu-v5p-slice}}\n---\n"
                                                   "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\n"
                                                   "  labels: {kueue.x-k8s.io/queue-name: elsewhere}\nspec:\n  template:\n    spec:\n"
                                                   "      nodeSelector: {cloud.google.com/gke-tpu-accelerator: tpu-v6e-slice, "
                                                   "cloud.google.com/gke-tpu-topology: 2x2}\n"
                                                   "      containers: [{name: c, image: i, resources: {limits: {google.com/tpu: %1}}}]\n")
                                        .arg(chips)
                                        .toUtf8();
            return ManifestLinter::lintBytes(QStringLiteral("j.yaml"), text, {Catalog::builtIn(), false, nullptr});
        };
        const LintFileResult right = lint(4);
        QCOMPARE(found(right), QStringList());
        QVERIFY(right.notes.isEmpty());
        const LintFileResult wrong = lint(3);
        QCOMPARE(found(wrong), QStringList{QStringLiteral("lint-tpu-request 15")});
        QVERIFY(wrong.notes.isEmpty());
    }

    void excludeLeavesFilesOut()
    {
        const QString folder = kCorpus + QStringLiteral("/templates");
        QStringList excluded;
        QStringList files = ManifestLinter::expandPaths({folder}, nullptr, {QStringLiteral("chart"), QStringLiteral("*.j2")}, &excluded);
        QCOMPARE(files, (QStringList{folder + QStringLiteral("/apps/argo-like.yaml"), folder + QStringLiteral("/playbooks/job.yaml")}));
        QCOMPARE(excluded.size(), 3);
        files = ManifestLinter::expandPaths({folder}, nullptr, {QStringLiteral("job.y?ml"), QStringLiteral("*/templates/*")}, &excluded);
        QCOMPARE(files, (QStringList{folder + QStringLiteral("/apps/argo-like.yaml"), folder + QStringLiteral("/chart/values.yaml")}));
        // Templates left in are skipped with a note, so a repository lints without exit 2.
        const LintResult all = ManifestLinter::lintPaths({folder}, {Catalog::builtIn(), false, nullptr});
        QVERIFY(!all.anyUnreadable() && !all.anyErrors());
        int templates = 0;
        for (const LintFileResult &file : all.files)
            templates += file.isTemplate;
        QCOMPARE(templates, 3);
    }

    void aStreamThatStallsIsRefused()
    {
        // yaml-cpp 0.7's LoadAll reports empty document after empty document here and never
        // ends (found by fuzz_manifest_linter): refused with a line instead.
        const LintFileResult result = ManifestLinter::lintBytes(QStringLiteral("s.yaml"), ",apiVersion#\"mode: ",
                                                                {Catalog::builtIn(), std::nullopt, nullptr});
        QVERIFY(result.unreadable);
        QCOMPARE(found(result), QStringList{QStringLiteral("lint-yaml 1")});
    }

    void autopilotSplitNeedsTheRightChips()
    {
        // v5e 2x4 on Autopilot: 8 chips (one pod) or 4 (two pods); 2 chips fits neither.
        auto lint = [](int chips, bool autopilot) {
            const QByteArray text = QStringLiteral("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  replicas: 2\n"
                                                   "  template:\n    spec:\n      nodeSelector:\n"
                                                   "        cloud.google.com/gke-tpu-accelerator: tpu-v5-lite-podslice\n"
                                                   "        cloud.google.com/gke-tpu-topology: 2x4\n"
                                                   "      containers: [{name: c, image: i, resources: {limits: {google.com/tpu: %1}}}]\n")
                                        .arg(chips)
                                        .toUtf8();
            return found(ManifestLinter::lintBytes(QStringLiteral("d.yaml"), text, {Catalog::builtIn(), autopilot, nullptr}));
        };
        QCOMPARE(lint(8, true), QStringList());
        QCOMPARE(lint(4, true), QStringList());
        QCOMPARE(lint(2, true), QStringList{QStringLiteral("lint-tpu-request 11")});
        QCOMPARE(lint(4, false), QStringList()); // ct5lp-hightpu-4t: two VMs of 4 chips
    }

    // Counts go through %n: with the English plural forms one chip reads "1 chip".
    void countedNounsReadInEnglish()
    {
        QTranslator english;
        QVERIFY(Languages::load(english, QStringLiteral("en")));
        QCoreApplication::installTranslator(&english);
        const QByteArray text = "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n"
                                "  nodeSelector: {cloud.google.com/gke-tpu-accelerator: tpu-v6e-slice, cloud.google.com/gke-tpu-topology: 2x2}\n"
                                "  containers: [{name: c, image: i, resources: {limits: {google.com/tpu: 1}}}]\n";
        const LintFileResult result = ManifestLinter::lintBytes(QStringLiteral("p.yaml"), text, {Catalog::builtIn(), false, nullptr});
        QCoreApplication::removeTranslator(&english);
        QCOMPARE(found(result), QStringList{QStringLiteral("lint-tpu-request 6")});
        QVERIFY2(result.findings.first().message.startsWith(QStringLiteral("the pods ask for 1 chip,")),
                 qPrintable(result.findings.first().message));
    }

    void expandsFoldersButNotHiddenOnes()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a/b")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".git")));
        for (const QString &name : {QStringLiteral("a/b/x.yaml"), QStringLiteral("a/y.yml"), QStringLiteral(".git/z.yaml"),
                                    QStringLiteral("a/notes.txt")}) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QStringList missing;
        const QStringList files = ManifestLinter::expandPaths({dir.path(), dir.filePath(QStringLiteral("nope.yaml"))}, &missing);
        QCOMPARE(files, (QStringList{dir.filePath(QStringLiteral("a/b/x.yaml")), dir.filePath(QStringLiteral("a/y.yml"))}));
        QCOMPARE(missing, QStringList{dir.filePath(QStringLiteral("nope.yaml"))});
    }

    void aFoldersPlanFilesAreNoManifests()
    {
        // A review bundle: its plan.tpuplan.yaml is YAML but not for kubectl.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("manifests")));
        for (const QString &name : {QStringLiteral("plan.tpuplan.yaml"), QStringLiteral("manifests/pool.yaml")}) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QCOMPARE(ManifestLinter::expandPaths({dir.path()}, nullptr), QStringList{dir.filePath(QStringLiteral("manifests/pool.yaml"))});
        // Named on its own, a file is read whatever its name.
        const QString plan = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QCOMPARE(ManifestLinter::expandPaths({plan}, nullptr), QStringList{plan});
    }
};

QTEST_GUILESS_MAIN(TestManifestLint)
#include "tst_manifestlint.moc"
