// SPDX-License-Identifier: GPL-3.0-or-later
// PlanDocument: who keeps its catalog alive.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/MainWindow.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/PlanEdits.h"
#include "core/catalog/Catalog.h"

#include <QPointer>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::test;

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
