// SPDX-License-Identifier: GPL-3.0-or-later
// Long findings wrap inside the dock instead of being cut off.
#include "ui/docks/FindingsDock.h"
#include "ui/models/FindingsModel.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

using namespace tpuplan;

namespace {

/// A plan of one pool, "train", and a finding about its field `field`.
Plan onePoolPlan()
{
    Plan plan;
    Pool pool;
    pool.name = QStringLiteral("train");
    plan.pools.append(pool);
    return plan;
}

Finding findingOnTrain(const QString &rule, const QString &field, const QString &message)
{
    Finding finding;
    finding.rule = rule;
    finding.pool = QStringLiteral("train");
    finding.field = field;
    finding.message = message;
    return finding;
}

} // namespace

class TestFindingsDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void longMessagesWrap()
    {
        const Plan plan = onePoolPlan();
        const Finding shortFinding = findingOnTrain(QStringLiteral("smt"), QStringLiteral("pools[0].smt"), QStringLiteral("short"));
        Finding longFinding = shortFinding;
        longFinding.rule = QStringLiteral("maintenance");
        longFinding.message = QStringLiteral("long-running training loses the work since its last checkpoint when "
                                             "interrupted: give it a higher priority class than other jobs, set a "
                                             "maintenance exclusion and checkpoint often");
        FindingsDock dock;
        dock.resize(420, 300);
        dock.setFindings({shortFinding, longFinding}, plan);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTreeView *view = dock.view();
        const QModelIndex group = view->model()->index(0, 0);
        QVERIFY(group.isValid());
        const QModelIndex shortRow = view->model()->index(0, FindingsModel::MessageColumn, group);
        const QModelIndex longRow = view->model()->index(1, FindingsModel::MessageColumn, group);
        QTRY_VERIFY(view->visualRect(longRow).height() >= 2 * view->visualRect(shortRow).height());
        // Wider column, fewer lines.
        const int narrowHeight = view->visualRect(longRow).height();
        dock.resize(1600, 300);
        QTRY_VERIFY(view->visualRect(longRow).height() < narrowHeight);
    }

    // The rule and field columns fit their texts each time findings are shown (sized then, not
    // measured again at every layout of the window), and the user may widen them.
    void ruleAndFieldColumnsFitTheirTexts()
    {
        const Plan plan = onePoolPlan();
        Finding finding = findingOnTrain(QStringLiteral("a-rather-long-rule-identifier-for-this-test"),
                                         QStringLiteral("pools[0].workload.collectionScheduling.somethingLonger"),
                                         QStringLiteral("message"));
        FindingsDock dock;
        dock.resize(1200, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        dock.setFindings({finding}, plan);
        QTreeView *view = dock.view();
        const QFontMetrics metrics = view->fontMetrics();
        QVERIFY(view->columnWidth(FindingsModel::RuleColumn) >= metrics.horizontalAdvance(finding.rule));
        QVERIFY(view->columnWidth(FindingsModel::FieldColumn) >= metrics.horizontalAdvance(finding.field));
        // Shorter texts, narrower columns.
        const int wideRule = view->columnWidth(FindingsModel::RuleColumn);
        finding.rule = QStringLiteral("smt");
        finding.field = QStringLiteral("pools[0].smt");
        dock.setFindings({finding}, plan);
        QVERIFY(view->columnWidth(FindingsModel::RuleColumn) < wideRule);
        QVERIFY(view->columnWidth(FindingsModel::RuleColumn) >= metrics.horizontalAdvance(finding.rule));
        QCOMPARE(view->header()->sectionResizeMode(FindingsModel::RuleColumn), QHeaderView::Interactive);
    }

    // The title counts what the tab shown holds, never the plan's counts over the manifests'.
    void titleCountsTheTabShown()
    {
        const Plan plan = onePoolPlan();
        Finding warning = findingOnTrain(QStringLiteral("smt"), QStringLiteral("pools[0].smt"), QStringLiteral("w"));
        warning.severity = Severity::Warning;
        FindingsDock dock;
        dock.setFindings({warning}, plan);
        QCOMPARE(dock.windowTitle(), QStringLiteral("Findings: 0 errors, 1 warnings, 0 notes"));
        LintFileResult file;
        file.file = QStringLiteral("job.yaml");
        Finding error;
        error.rule = QStringLiteral("lint-topology");
        error.severity = Severity::Error;
        Finding note = error;
        note.severity = Severity::Info;
        file.findings = {error, error, error};
        file.notes = {note};
        LintResult result;
        result.files = {file};
        dock.showManifestResult(result);
        QCOMPARE(dock.windowTitle(), QStringLiteral("Manifest Findings: 3 errors, 0 warnings, 1 notes"));
        dock.tabs()->setCurrentIndex(0);
        QCOMPARE(dock.windowTitle(), QStringLiteral("Findings: 0 errors, 1 warnings, 0 notes"));
        // The plan's findings change while the Manifests tab is shown: the title stays its own.
        dock.tabs()->setCurrentIndex(1);
        dock.setFindings({warning, warning}, plan);
        QCOMPARE(dock.windowTitle(), QStringLiteral("Manifest Findings: 3 errors, 0 warnings, 1 notes"));
    }
};

QTEST_MAIN(TestFindingsDock)
#include "tst_findingsdock.moc"
