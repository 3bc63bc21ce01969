// SPDX-License-Identifier: GPL-3.0-or-later
// The editors' sections: ranges and defaults from the core and the catalog, translation of
// their own texts on a language change, and what each section does on its own.
#include "tests/ui/UiTestHelpers.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/ClusterSection.h"
#include "ui/editors/PoolCapacitySection.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/PoolNodesSection.h"
#include "ui/editors/PoolSection.h"
#include "ui/editors/PoolSliceSection.h"
#include "ui/editors/PoolWorkloadSection.h"

#include "core/advice/PlanEdits.h"
#include "core/export/ExportBundle.h"
#include "core/plan/PlanDefaults.h"
#include "core/plan/PlanFieldRules.h"
#include "core/plan/PlanReader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTranslator>
#include <QUndoStack>
#include <QWheelEvent>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

/// Translates every text of one context by marking it, so a test sees who translated what.
class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context) : m_context(context) {}
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        // Every context that starts with m_context ("tpuplan::Pool" marks all pool sections).
        return qstrncmp(context, m_context, qstrlen(m_context)) == 0 ? QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»")
                                                                      : QString();
    }

private:
    const char *m_context;
};

} // namespace

class TestEditorSections : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void rangesAreThePlanFormats()
    {
        // The spin boxes offer what the reader accepts; a slot below the range means "default".
        PoolEditor editor;
        QCOMPARE(editor.slicesSpin()->minimum(), PlanFieldRules::kSlices.min);
        QCOMPARE(editor.slicesSpin()->maximum(), PlanFieldRules::kSlices.max);
        QCOMPARE(editor.chipsPerPodSpin()->minimum(), PlanFieldRules::kTpuChipsPerPod.min - 1);
        QCOMPARE(editor.chipsPerPodSpin()->maximum(), PlanFieldRules::kTpuChipsPerPod.max);
        QSpinBox *pods = editor.nodesSection()->podsPerNodeSpin();
        QCOMPARE(pods->minimum(), PlanFieldRules::kPodsPerNode.min - 1);
        QCOMPARE(pods->maximum(), PlanFieldRules::kPodsPerNode.max);
        QCOMPARE(pods->specialValueText(), QStringLiteral("default (%1)").arg(PlanDefaults::podsPerNode));
        QCOMPARE(editor.nodesSection()->minNodesSpin()->maximum(), PlanFieldRules::kAutoscalingNodes.max);
        QSpinBox *hours = editor.workloadSection()->hoursSpin();
        QCOMPARE(hours->minimum(), PlanFieldRules::kHoursPerMonth.min - 1);
        QCOMPARE(hours->maximum(), PlanFieldRules::kHoursPerMonth.max);

        ClusterEditor cluster;
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        cluster.setDocument(&document);
        QSpinBox *quota = cluster.quotaSpin(QStringLiteral("v5e"));
        QVERIFY(quota);
        QCOMPARE(quota->minimum(), PlanFieldRules::kQuotaChips.min - 1);
        QCOMPARE(quota->maximum(), PlanFieldRules::kQuotaChips.max);
    }

    void defaultHoursComeFromTheCatalog()
    {
        Catalog catalog = Catalog::builtIn();
        catalog.limits.defaultHoursPerMonth.value = 700;
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(catalog));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        QSpinBox *hours = editor.workloadSection()->hoursSpin();
        QCOMPARE(hours->specialValueText(), QStringLiteral("default (700)"));
        QCOMPARE(hours->value(), 400); // as the example sets it
        // The slot below the range leaves the field unset: the catalog's default applies.
        hours->setValue(hours->minimum());
        QVERIFY(!document.plan().pools[0].usage->hoursPerMonth);
        QCOMPARE(hours->text(), QStringLiteral("default (700)"));
        hours->setValue(0); // zero hours is a plan of its own, not the default
        QCOMPARE(*document.plan().pools[0].usage->hoursPerMonth, 0);
    }

    void smtChoicesFollowThePlanFormat()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        auto *smt = editor.nodesSection()->findChild<ChoiceComboBox *>();
        QVERIFY(smt);
        QCOMPARE(smt->count(), int(PlanFieldRules::kSmt.max - PlanFieldRules::kSmt.min + 2)); // "default" and each value
    }

    void sectionRetranslatesItselfKeepingTheChoice()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolCapacitySection section;
        section.setDocument(&document);
        section.setPool(0);
        section.commitmentCombo()->setCurrentIndex(2);
        QCOMPARE(section.title(), QStringLiteral("Capacity and cost"));

        MarkingTranslator translator("tpuplan::PoolCapacitySection");
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(section.title(), QStringLiteral("«Capacity and cost»"));
        QCOMPARE(section.commitmentCombo()->itemText(2), QStringLiteral("«3 years»"));
        QCOMPARE(section.commitmentCombo()->currentIndex(), 2);
        auto *label = qobject_cast<QLabel *>(section.findChild<QFormLayout *>()->labelForField(section.commitmentCombo()));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("«Co&mmitment:»"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(section.title(), QStringLiteral("Capacity and cost"));
    }

    void reservationRowsShowOnlyForReservations()
    {
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        PlanDocument document(plan, std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        QLineEdit *reservation = editor.capacitySection()->reservationNameEdit();
        QVERIFY(!reservation->isVisibleTo(&editor));
        QVERIFY(choose(editor.capacityCombo(), QStringLiteral("reservation")));
        QCOMPARE(document.plan().pools[0].effectiveCapacity(), QStringLiteral("reservation"));
        QVERIFY(reservation->isVisibleTo(&editor));
        QTest::keyClicks(reservation, QStringLiteral("res-a"));
        QCOMPARE(document.plan().pools[0].reservation->name, QStringLiteral("res-a"));
        QCOMPARE(document.plan().pools[0].reservation->affinity, QStringLiteral("specific"));
    }

    // Calendar mode is a capacity like the others: choosing it shows the reservation and its
    // window; the start and the length go into the plan, each one undo step.
    void calendarModeAsksForItsWindow()
    {
        Plan plan = loadExample("v5p-multislice-reservation.tpuplan.yaml");
        PlanDocument document(plan, std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        PoolCapacitySection *section = editor.capacitySection();
        QVERIFY(!section->startTimeEdit()->isVisibleTo(&editor));
        QVERIFY(choose(editor.capacityCombo(), QStringLiteral("calendar")));
        QCOMPARE(document.plan().pools[0].effectiveCapacity(), QStringLiteral("calendar"));
        QVERIFY(section->reservationNameEdit()->isVisibleTo(&editor));
        QVERIFY(section->startTimeEdit()->isVisibleTo(&editor));
        QVERIFY(section->durationSpin()->isVisibleTo(&editor));
        QCOMPARE(section->durationSpin()->maximum(), 90); // the catalog's longest window
        QTest::keyClicks(section->startTimeEdit(), QStringLiteral("2027-01-04T00:00:00Z"));
        QCOMPARE(document.plan().pools[0].reservation->startTime, QStringLiteral("2027-01-04T00:00:00Z"));
        section->durationSpin()->setValue(14);
        QCOMPARE(document.plan().pools[0].reservation->durationDays, std::optional<int>(14));
        document.undoStack()->undo();
        QVERIFY(!document.plan().pools[0].reservation->durationDays);
        QCOMPARE(section->durationSpin()->text(), section->durationSpin()->specialValueText());
        document.undoStack()->redo();
        QCOMPARE(section->durationSpin()->value(), 14);
    }

    void theWheelScrollsPastFieldsWithoutFocus()
    {
        // Scrolling the form over a combo box or spin box must not change the plan; once the
        // field has focus the wheel changes it as usual.
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        PlanDocument document(plan, std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setPool(0);
        QComboBox *commitment = editor.capacitySection()->commitmentCombo();
        const QString before = document.plan().pools[0].effectiveCommitment();
        auto wheel = [](QWidget *target) {
            const QPointF at(target->width() / 2.0, target->height() / 2.0);
            QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(target, &event);
        };
        QVERIFY(!commitment->hasFocus());
        wheel(commitment);
        QCOMPARE(document.plan().pools[0].effectiveCommitment(), before);
        QCOMPARE(commitment->focusPolicy(), Qt::StrongFocus);

        commitment->setFocus();
        QTRY_VERIFY(commitment->hasFocus());
        wheel(commitment);
        QVERIFY(document.plan().pools[0].effectiveCommitment() != before);
    }

    void nodesSectionIsForStandardClusters()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        PoolNodesSection *nodes = editor.nodesSection();
        QVERIFY(nodes->autoscalingCheck()->isChecked()); // as the example sets it
        QVERIFY(nodes->minNodesSpin()->isEnabled());
        nodes->autoscalingCheck()->click();
        QVERIFY(!document.plan().pools[0].autoscaling->enabled);
        QVERIFY(!nodes->minNodesSpin()->isEnabled()); // bounds wait for autoscaling
        nodes->autoscalingCheck()->click();
        QVERIFY(nodes->minNodesSpin()->isEnabled());
        nodes->minNodesSpin()->setValue(2);
        QCOMPARE(*document.plan().pools[0].autoscaling->minNodes, 2);
        nodes->minNodesSpin()->setValue(-1); // "not set"
        QVERIFY(!document.plan().pools[0].autoscaling->minNodes);

        Plan autopilot = document.plan();
        autopilot.cluster.mode = QStringLiteral("autopilot");
        document.editPlan(autopilot, QStringLiteral("to Autopilot"));
        QVERIFY(!nodes->autoscalingCheck()->isEnabled());
        QVERIFY(nodes->autoscalingCheck()->toolTip().contains(QLatin1String("Standard")));
    }

    // tpu7x-standard-1t's vCPU and memory are not published: the catalog keeps 0, the editor
    // must say so instead of showing "0 vCPU, 0 GiB memory".
    void unpublishedMachineFactsSaySo()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Plan plan = PlanEdits::withMachineType(loadExample("tpu7x-ironwood-standard.tpuplan.yaml"), 0,
                                                     QStringLiteral("tpu7x-standard-1t"), catalog);
        QCOMPARE(plan.pools[0].machineType, QStringLiteral("tpu7x-standard-1t"));
        PlanDocument document(plan, std::make_shared<const Catalog>(catalog));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
        QString facts;
        for (const QLabel *label : editor.findChildren<QLabel *>()) {
            if (label->text().contains(QLatin1String("per VM")))
                facts = label->text();
        }
        QVERIFY2(facts.contains(QLatin1String("vCPU not published")), qPrintable(facts));
        QVERIFY2(facts.contains(QLatin1String("memory not published")), qPrintable(facts));
        QVERIFY2(!facts.contains(QLatin1String(" 0 ")), qPrintable(facts));
    }

    void dataBucketNameIsCheckedAsTyped()
    {
        // The bucket's name drives Workload Identity in the bundle: typed in the window, checked
        // by the plan rule as typed, and kept when the location is cleared (and vice versa).
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        plan.dataBucket.reset();
        PlanDocument document(plan, builtInCatalog());
        ClusterEditor editor;
        editor.setDocument(&document);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        ClusterSection *cluster = editor.clusterSection();
        QLineEdit *name = cluster->bucketNameEdit();
        QLineEdit *location = cluster->bucketLocationEdit();
        auto problemUnder = [&](QLineEdit *edit) {
            return edit->accessibleDescription();
        };
        QTest::keyClicks(name, QStringLiteral("gs://Data"));
        QVERIFY(document.plan().dataBucket);
        QCOMPARE(document.plan().dataBucket->name, QStringLiteral("gs://Data"));
        QVERIFY2(problemUnder(name).contains(QLatin1String("not a Cloud Storage bucket name")), qPrintable(problemUnder(name)));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("team-data_1"));
        QCOMPARE(document.plan().dataBucket->name, QStringLiteral("team-data_1"));
        QVERIFY(problemUnder(name).isEmpty());

        QTest::keyClicks(location, QStringLiteral("us"));
        QCOMPARE(document.plan().dataBucket->location, QStringLiteral("us"));
        location->selectAll();
        QTest::keyClick(location, Qt::Key_Backspace);
        QVERIFY(document.plan().dataBucket); // the name is still there
        QCOMPARE(document.plan().dataBucket->name, QStringLiteral("team-data_1"));
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Backspace);
        QVERIFY(!document.plan().dataBucket); // neither name nor location: no bucket
        QCOMPARE(editor.fieldLabel(QStringLiteral("dataBucket.name")), QStringLiteral("Data bucket"));
        QVERIFY(editor.focusField(QStringLiteral("dataBucket.name")));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(name));
        QVERIFY(editor.focusField(QStringLiteral("dataBucket.location")));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(location));
    }

    // A key pressed in the cluster's name judges no region nor node image (each is a whole-plan
    // check: about a second for a 5,000-pool plan); the lists are judged when opened or asked,
    // with the refused entries disabled and their reasons, for the plan as it is then.
    void clusterListsAreJudgedWhenOpened()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        ClusterEditor editor;
        editor.setDocument(&document);
        editor.show();
        ChoiceComboBox *regions = editor.regionCombo();
        QLineEdit *name = editor.clusterNameEdit();
        name->end(false);
        QTest::keyClick(name, Qt::Key_X);
        QCOMPARE(document.plan().cluster.name.right(1), QStringLiteral("x"));
        QVERIFY(regions->choicesPending());
        QCOMPARE(regions->count(), 1);
        QCOMPARE(regions->currentText(), document.plan().cluster.region);
        ChoiceComboBox *images = editor.clusterSection()->findChild<ChoiceComboBox *>(QStringLiteral("nodeImageCombo"));
        QVERIFY(images);
        QVERIFY(images->choicesPending());
        // Asked: every region, those without the plan's TPU versions refused with the reason.
        QVERIFY(regions->indexOfValue(QStringLiteral("us-central1")) >= 0);
        QVERIFY(!regions->choicesPending());
        QCOMPARE(regions->count(), int(document.catalog().regions().size()));
        QVERIFY(!regions->isValueEnabled(QStringLiteral("asia-northeast1")));
        QVERIFY(!regions->reasonFor(QStringLiteral("asia-northeast1")).isEmpty());
        QCOMPARE(regions->currentValue(), document.plan().cluster.region);
        // Opening the list judges the images.
        images->showPopup();
        QVERIFY(!images->choicesPending());
        QVERIFY(images->count() >= 2);
        images->hidePopup();
    }

    // The release channel combo shows GKE's default for a plan without one, writes the choice
    // into the plan in one undo step, and the exports follow it.
    void releaseChannelIsChosenInTheClusterSection()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        ClusterEditor editor;
        editor.setDocument(&document);
        editor.show();
        QVERIFY(document.plan().cluster.releaseChannel.isEmpty());
        ChoiceComboBox *channels = editor.clusterSection()->releaseChannelCombo();
        QCOMPARE(channels->currentData().toString(), QStringLiteral("regular"));
        QVERIFY(choose(channels, QStringLiteral("extended")));
        QCOMPARE(document.plan().cluster.releaseChannel, QStringLiteral("extended"));
        const QList<BundleFile> files = ExportBundle::build(document.plan(), QString(), document.findings(), document.catalog());
        const auto gcloud = std::find_if(files.begin(), files.end(), [](const BundleFile &f) { return f.path == QLatin1String("gcloud.sh"); });
        QVERIFY(gcloud != files.end());
        QVERIFY(gcloud->contents.contains("--release-channel=extended"));
        document.undoStack()->undo();
        QVERIFY(document.plan().cluster.releaseChannel.isEmpty());
        QCOMPARE(channels->currentData().toString(), QStringLiteral("regular"));
    }

    // The findings name a pool's fields before the pool editor exists (a plan opens on its
    // cluster): the labels without an editor are the built editor's, field by field, in both
    // modes and in another language.
    void poolFieldLabelsNeedNoEditor()
    {
        MarkingTranslator marking("tpuplan::Pool");
        for (const bool translated : {false, true}) {
            if (translated)
                QCoreApplication::installTranslator(&marking);
            for (const char *example : {"v5e-16x16-standard.tpuplan.yaml", "v6e-serving-autopilot.tpuplan.yaml",
                                        "tpu7x-dynamic-slicing.tpuplan.yaml"}) {
                PlanDocument document(loadExample(example), std::make_shared<const Catalog>(Catalog::builtIn()));
                const bool autopilot = document.plan().cluster.isAutopilot();
                PoolEditor editor;
                editor.setDocument(&document);
                editor.show();
                QVERIFY(QTest::qWaitForWindowExposed(&editor));
                editor.setPool(0);
                int labelled = 0;
                for (const PoolSection *section : editor.findChildren<PoolSection *>()) {
                    for (const QString &path : section->fieldWidgets().keys()) {
                        const QString shown = section->fieldLabel(path);
                        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[0].") + path, autopilot), shown);
                        labelled += !shown.isEmpty();
                        QCOMPARE(shown.startsWith(QStringLiteral("«")), translated && !shown.isEmpty());
                    }
                }
                QVERIFY2(labelled >= 30, example);
            }
        }
        QCoreApplication::removeTranslator(&marking);
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[2].machineType"), false), QStringLiteral("Machine type"));
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[2].accelerator"), true), QStringLiteral("Accelerator"));
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[0].workload"), false), QStringLiteral("Container image"));
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[0].workload.image"), false), QString());
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("reservation.name"), false), QStringLiteral("Reservation name"));
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("cluster.name"), false), QString());
        // An item of a list edited as one table is named by the table's row.
        const QString table = PoolEditor::fieldLabel(QStringLiteral("pools[0].sliceWorkloads"), false);
        QVERIFY(!table.isEmpty());
        QCOMPARE(PoolEditor::fieldLabel(QStringLiteral("pools[0].sliceWorkloads[1].topology"), false), table);
    }

    void everyFieldPathFocusesItsWidget()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setPool(0);
        QVERIFY(editor.focusField(QStringLiteral("pools[0].usage.hoursPerMonth")));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(editor.workloadSection()->hoursSpin()));
        QVERIFY(editor.focusField(QStringLiteral("pools[0].reservation.project")));
        QVERIFY(editor.focusField(QStringLiteral("pools[0].autoscaling.maxNodes")));
        QVERIFY(!editor.focusField(QStringLiteral("pools[1].zone")));
        QVERIFY(!editor.focusField(QStringLiteral("pools[0].nothing")));
    }

    void aListItemFocusesItsTable()
    {
        PlanDocument document(loadExample("v6e-sub-slicing.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PoolEditor editor;
        editor.setDocument(&document);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setPool(0);
        QVERIFY(editor.focusField(QStringLiteral("pools[0].sliceWorkloads[1].topology")));
        QTRY_COMPARE(QApplication::focusWidget(), editor.findChild<QWidget *>(QStringLiteral("sliceWorkloadsTable")));
    }
};

QTEST_MAIN(TestEditorSections)
#include "tst_editorsections.moc"
