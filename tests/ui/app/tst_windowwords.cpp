// SPDX-License-Identifier: GPL-3.0-or-later
// How the window words what the core says: fields by their labels, positions as "line L, column
// C", and a typed name checked as it is typed.
#include "tests/ui/UiTestHelpers.h"
#include "tests/ui/app/DialogAnswers.h"

#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/docks/FindingsDock.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/ChoiceComboBox.h"
#include "ui/models/FieldWording.h"
#include "ui/models/FindingsModel.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

class TestWindowWords : public QObject
{
    Q_OBJECT

    static QModelIndex findingIndex(const FindingsModel *model, const QString &field)
    {
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex index = model->index(r, 0, group);
                if (index.data(FindingsModel::FieldRole).toString() == field)
                    return index;
            }
        }
        return QModelIndex();
    }

    static QString write(const QTemporaryDir &dir, const char *name, const QByteArray &text)
    {
        const QString path = dir.filePath(QLatin1String(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            return QString();
        return path;
    }

    static const QLabel *visibleProblemUnder(QWidget *editor)
    {
        for (const QLabel *label : editor->findChildren<QLabel *>(QStringLiteral("fieldProblem"))) {
            if (label->isVisibleTo(editor))
                return label;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    // "set reservation.name" in the CLI; in the window the field's label, and the Field column
    // says the label too.
    void findingsNameFieldsByTheirLabels()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        window.selectPool(0);
        QVERIFY(window.findChild<PoolEditor *>());
        Plan plan = window.document()->plan();
        plan.pools[0].capacity = QStringLiteral("reservation");
        plan.pools[0].reservation = Reservation{QString(), QStringLiteral("specific"), QString(), QString(), std::nullopt, {}};
        window.document()->editPlan(plan, QStringLiteral("test"));

        const QModelIndex index = findingIndex(window.findChild<FindingsDock *>()->model(), QStringLiteral("pools[0].reservation.name"));
        QVERIFY(index.isValid());
        const QString message = index.data().toString();
        QVERIFY2(message.contains(QLatin1String("'Reservation name'")), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1String("reservation.name")), qPrintable(message));
        QCOMPARE(index.siblingAtColumn(FindingsModel::FieldColumn).data().toString(), QStringLiteral("Reservation name"));
        // The core's message itself keeps the path, which is what a plan file says.
        bool pathInCore = false;
        for (const Finding &f : window.document()->findings())
            pathInCore |= f.field == QLatin1String("pools[0].reservation.name") && f.message.contains(QLatin1String("reservation.name"));
        QVERIFY(pathInCore);
    }

    // A plan opens on its cluster; its pool findings still get the pool editor's labels.
    void poolFieldsAreLabelledBeforeAPoolIsChosen()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        const QModelIndex index = findingIndex(window.findChild<FindingsDock *>()->model(), QStringLiteral("pools[0].capacity"));
        QVERIFY(index.isValid());
        QTRY_COMPARE(index.siblingAtColumn(FindingsModel::FieldColumn).data().toString(), QStringLiteral("Capacity"));
    }

    // The maintenance note advises a priority class first: it points at that field, not at the
    // container image (the pool's `workload`).
    void maintenanceNotePointsAtThePriorityClass()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        const QModelIndex index = findingIndex(window.findChild<FindingsDock *>()->model(),
                                               QStringLiteral("pools[0].workload.priorityClass"));
        QVERIFY(index.isValid());
        QCOMPARE(window.findChild<FindingsDock *>()->model()->finding(index)->rule, QStringLiteral("maintenance"));
        QTRY_COMPARE(index.siblingAtColumn(FindingsModel::FieldColumn).data().toString(), QStringLiteral("Priority class"));
    }

    void messagesKeepWhatIsNotAField()
    {
        const FieldWording wording([](const QString &field) {
            return field == QLatin1String("cluster.version") ? QStringLiteral("GKE version") : QString();
        });
        QCOMPARE(wording.message(QStringLiteral("raise cluster.version to 1.35.0-gke.3047000.")),
                 QStringLiteral("raise 'GKE version' to 1.35.0-gke.3047000."));
        QCOMPARE(wording.message(QStringLiteral("set 'cluster.version' or cloud.google.com/gke-tpu-topology")),
                 QStringLiteral("set 'GKE version' or cloud.google.com/gke-tpu-topology"));
        QCOMPARE(wording.message(QStringLiteral("workload.queue stays")), QStringLiteral("workload.queue stays"));
        QCOMPARE(FieldWording().message(QStringLiteral("raise cluster.version")), QStringLiteral("raise cluster.version"));
    }

    // "lower minNodes or raise maxNodes": a bare key is the field beside the finding's own;
    // plain words that are keys too ("slices") stay words.
    void bareKeysAreNamedByTheFieldsBesideTheFinding()
    {
        const QHash<QString, QString> labels{
            {QStringLiteral("pools[1].autoscaling.minNodes"), QStringLiteral("Minimum nodes")},
            {QStringLiteral("pools[1].autoscaling.maxNodes"), QStringLiteral("Maximum nodes")},
            {QStringLiteral("pools[0].machineType"), QStringLiteral("Machine type")},
            {QStringLiteral("cluster.nodeImage"), QStringLiteral("Node image")},
            {QStringLiteral("slices"), QStringLiteral("Slices")},
        };
        const FieldWording wording([&](const QString &field) { return labels.value(field); });
        QCOMPARE(wording.message(QStringLiteral("minNodes (3) is larger than maxNodes (2); lower minNodes or raise maxNodes"),
                                 QStringLiteral("pools[1].autoscaling.minNodes")),
                 QStringLiteral("'Minimum nodes' (3) is larger than 'Maximum nodes' (2); lower 'Minimum nodes' or raise "
                                "'Maximum nodes'"));
        QCOMPARE(wording.message(QStringLiteral("remove 'machineType' and name the accelerator"),
                                 QStringLiteral("pools[0].machineType")),
                 QStringLiteral("remove 'Machine type' and name the accelerator"));
        QCOMPARE(wording.message(QStringLiteral("nodeImage is ignored; set slices to 1"), QStringLiteral("pools[0]")),
                 QStringLiteral("'Node image' is ignored; set slices to 1"));
        QCOMPARE(wording.message(QStringLiteral("unknownKey stays, as does tf.distribute.TPUStrategy")),
                 QStringLiteral("unknownKey stays, as does tf.distribute.TPUStrategy"));
    }

    // What the rules say under a field and as the reason of a greyed choice names the window's
    // fields too, not the plan file's keys.
    void editorsNameFieldsByTheirLabels()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        window.selectPool(-1);
        Plan plan = window.document()->plan();
        plan.cluster.version = QStringLiteral("1.29.0-gke.100");
        window.document()->editPlan(plan, QStringLiteral("test"));
        window.selectPool(0);
        // The TPU list of a pool: versions the old cluster cannot run say why in the window's words.
        const ChoiceComboBox *tpus = window.findChild<PoolEditor *>()->tpuCombo();
        QStringList reasons;
        for (int row = 0; row < tpus->count(); ++row)
            reasons.append(tpus->itemData(row, Qt::ToolTipRole).toString());
        const QString all = reasons.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("raise 'GKE version'")), qPrintable(all));
        QVERIFY2(!all.contains(QLatin1String("cluster.version")), qPrintable(all));

        // Under the GKE version: a pool the version cannot run, in the same words.
        plan.pools[0].tpu = QStringLiteral("v6e");
        plan.pools[0].machineType = QStringLiteral("ct6e-standard-4t");
        plan.pools[0].topology = QStringLiteral("4x4");
        plan.pools[0].zone = QStringLiteral("us-east5-b");
        plan.cluster.region = QStringLiteral("us-east5");
        window.document()->editPlan(plan, QStringLiteral("test"));
        window.selectPool(-1);
        bool pathInCore = false;
        for (const Finding &f : window.document()->findings())
            pathInCore |= f.field == QLatin1String("cluster.version")
                          && f.message.contains(QLatin1String("raise cluster.version"));
        QVERIFY(pathInCore);
        const QString status = window.findChild<ClusterEditor *>()->versionStatus()->text();
        QVERIFY2(status.contains(QLatin1String("raise 'GKE version'")), qPrintable(status));
        // Said once: the status line, not again in a problem row under the field.
        QVERIFY(!visibleProblemUnder(window.findChild<ClusterEditor *>()));
        QCOMPARE(window.findChild<ClusterEditor *>()->versionEdit()->accessibleDescription(), status);
    }

    // A space or a capital in the cluster name is kept as typed and the rule says, under the
    // field, what is wrong; fixing it hides the message.
    void clusterNameIsCheckedAsTyped()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        window.selectPool(-1);
        ClusterEditor *editor = window.findChild<ClusterEditor *>();
        QLineEdit *name = editor->clusterNameEdit();
        name->setFocus();
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Backspace);
        QTest::keyClicks(name, QStringLiteral("My cluster "));
        QCOMPARE(window.document()->plan().cluster.name, QStringLiteral("My cluster "));
        QCOMPARE(name->text(), QStringLiteral("My cluster "));
        QString expected;
        for (const Finding &f : window.document()->findings()) {
            if (f.field == QLatin1String("cluster.name") && f.isError() && expected.isEmpty())
                expected = f.message;
        }
        QVERIFY(!expected.isEmpty());
        const QLabel *problem = visibleProblemUnder(editor);
        QVERIFY(problem);
        QCOMPARE(problem->text(), expected);

        name->selectAll();
        QTest::keyClick(name, Qt::Key_Backspace);
        QTest::keyClicks(name, QStringLiteral("my-cluster"));
        QVERIFY(!visibleProblemUnder(editor));
    }

    void examplesAreListedByTitle()
    {
        MainWindow window(Catalog::builtIn());
        QMenu *examples = nullptr;
        for (QMenu *menu : window.findChildren<QMenu *>()) {
            if (menu->title() == QLatin1String("Open &Example"))
                examples = menu;
        }
        QVERIFY(examples);
        Q_EMIT examples->aboutToShow();
        QStringList titles;
        for (const QAction *action : examples->actions())
            titles << action->text();
        QVERIFY2(titles.contains(QStringLiteral("v5e-256 pretraining slice (Standard)")), qPrintable(titles.join(u'|')));
        for (const QString &title : titles)
            QVERIFY2(!title.contains(QLatin1String("tpuplan")) && !title.contains(QLatin1String("-standard")), qPrintable(title));
    }

    void f1ExplainsTheFocusedField()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectPool(-1);
        QLineEdit *name = window.findChild<ClusterEditor *>()->clusterNameEdit();
        name->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(name));
        auto *help = window.findChild<QAction *>(QStringLiteral("FieldHelpAction"));
        QVERIFY(help);
        QCOMPARE(help->shortcut(), QKeySequence(QKeySequence::HelpContents));
        help->trigger();
        QWidget *bubble = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w != &window && w->isVisible() && w->windowType() == Qt::Popup)
                bubble = w;
        }
        QVERIFY(bubble);
    }

    void yamlSyntaxErrorSaysLineAndColumn()
    {
        QTemporaryDir dir;
        const QString path = write(dir, "broken.tpuplan.yaml", "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata:\n  name: [unclosed\ncluster: {}\n");
        QVERIFY(!path.isEmpty());
        MainWindow window(Catalog::builtIn());
        DialogAnswers answers({QStringLiteral("OK")});
        QVERIFY(!window.documents()->openPlan(path));
        QCOMPARE(answers.texts().size(), 1);
        const QString text = answers.texts().first();
        QVERIFY2(text.contains(QLatin1String("has a YAML syntax error")), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\nline [0-9]+, column [0-9]+: not valid YAML: "))), qPrintable(text));
    }

    void planErrorSaysLineAndColumn()
    {
        QTemporaryDir dir;
        QFile example(tpuplan::test::example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        QByteArray text = example.readAll();
        QVERIFY(text.contains("  mode: standard\n"));
        text.replace("  mode: standard\n", "  mode: hybrid\n");
        const QString path = write(dir, "invalid.tpuplan.yaml", text);
        MainWindow window(Catalog::builtIn());
        DialogAnswers answers({QStringLiteral("OK")});
        QVERIFY(!window.documents()->openPlan(path));
        QCOMPARE(answers.texts().size(), 1);
        QVERIFY2(answers.texts().first().contains(QRegularExpression(QStringLiteral("line [0-9]+, column [0-9]+: "))),
                 qPrintable(answers.texts().first()));
    }
};

QTEST_MAIN(TestWindowWords)
#include "tst_windowwords.moc"
