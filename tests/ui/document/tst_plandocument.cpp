// SPDX-License-Identifier: GPL-3.0-or-later
// PlanDocument: who keeps its catalog alive; an edit of one pool re-checks only it, and says
// what a full check says.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/MainWindow.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/PlanCheck.h"
#include "core/advice/PlanEdits.h"
#include "core/catalog/Catalog.h"

#include <QPointer>
#include <QUndoStack>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(QStringLiteral("%1 %2 [%3] %4: %5").arg(severityName(f.severity), f.rule, f.pool, f.field, f.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestPlanDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void keepsItsCatalogAliveAfterItsCreatorLetsGo()
    {
        // A catalog unlike the built-in one, so a document checked against another catalog shows.
        Catalog narrow = Catalog::builtIn();
        narrow.tpus.removeIf([](const TpuVersion &tpu) { return tpu.id != QLatin1String("v5e"); });
        std::weak_ptr<const Catalog> watch;
        std::unique_ptr<PlanDocument> document;
        {
            auto catalog = std::make_shared<const Catalog>(narrow);
            watch = catalog;
            document = std::make_unique<PlanDocument>(PlanEdits::newPlan(*catalog), catalog);
        }
        QVERIFY(!watch.expired());
        QCOMPARE(document->catalog().tpus.size(), 1);
        // Editing checks the plan again, against the document's own catalog.
        Plan plan = document->plan();
        plan.pools[0].tpu = QStringLiteral("v5p");
        document->editPlan(plan, QStringLiteral("v5p"));
        QVERIFY(hasErrors(document->findings()));
        document.reset();
        QVERIFY(watch.expired());
    }

    void anEditOfOnePoolSaysWhatAFullCheckSays()
    {
        auto catalog = std::make_shared<const Catalog>(Catalog::builtIn());
        Plan plan = PlanEdits::newPlan(*catalog);
        plan.pools.append(PlanEdits::newPool(plan, *catalog));
        plan.pools.append(PlanEdits::newPool(plan, *catalog));
        PlanDocument document(plan, catalog);
        const auto sameAsFull = [&] {
            return describe(document.findings()) == describe(PlanCheck::check(document.plan(), *catalog));
        };
        QVERIFY(sameAsFull());
        // A name another pool has, then a zone of no region: each one edit of one pool.
        Pool renamed = document.plan().pools[2];
        renamed.name = document.plan().pools[0].name;
        document.editPool(2, renamed, QStringLiteral("name"));
        QVERIFY(hasErrors(document.findings()));
        QVERIFY(sameAsFull());
        Pool moved = document.plan().pools[1];
        moved.zone = QStringLiteral("nowhere-1a");
        document.editPool(1, moved, QStringLiteral("zone"));
        QVERIFY(sameAsFull());
        document.undoStack()->undo();
        document.undoStack()->undo();
        QVERIFY(sameAsFull());
        QVERIFY(!hasErrors(document.findings()));
    }

    // Choosing the value a field already holds (the same entry of a list again) is no edit: no
    // empty undo step, and what could be redone still can.
    void anEditThatChangesNothingIsNoStep()
    {
        auto catalog = std::make_shared<const Catalog>(Catalog::builtIn());
        Plan plan = PlanEdits::newPlan(*catalog);
        plan.pools.append(PlanEdits::newPool(plan, *catalog));
        PlanDocument document(plan, catalog);
        Pool renamed = document.plan().pools[0];
        renamed.name = QStringLiteral("renamed");
        document.editPool(0, renamed, QStringLiteral("name"));
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QVERIFY(document.undoStack()->canRedo());
        document.editPlan(document.plan(), QStringLiteral("same plan"));
        document.editPool(0, document.plan().pools[0], QStringLiteral("same pool"));
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(document.undoStack()->canRedo());
        document.undoStack()->redo();
        QCOMPARE(document.plan().pools[0].name, QStringLiteral("renamed"));
    }

    void outlivesTheWindowThatMadeIt()
    {
        // The window's children (its documents) are deleted after the window's own members;
        // a document taken out of a closed window still has its catalog.
        auto *window = new MainWindow(Catalog::builtIn());
        QPointer<PlanDocument> document = window->document();
        QVERIFY(document);
        document->setParent(nullptr);
        delete window;
        QVERIFY(document);
        QVERIFY(!document->catalog().tpus.isEmpty());
        Plan plan = document->plan();
        plan.pools[0].zone = QStringLiteral("nowhere-1a");
        document->editPlan(plan, QStringLiteral("zone"));
        QVERIFY(hasErrors(document->findings()));
        delete document.data();
    }
};

QTEST_MAIN(TestPlanDocument)
#include "tst_plandocument.moc"
