// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace tpuplan {

class PlanDocument;
class ScenarioView;

/// What-if scenarios beside the open plan: File > Duplicate as Scenario keeps a copy of the
/// plan as it is now, File > Open Plan Beside adds another plan file; the Compare dock
/// (ScenarioView) shows them side by side, and one click makes a scenario the open plan: the
/// two trade places as one undoable edit, so the file on disk and the undo history stay the
/// open document's.
class Scenarios : public QObject
{
    Q_OBJECT
public:
    Scenarios(QWidget *window, QObject *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// The view to keep up to date (built when the Compare dock is first shown).
    void setView(ScenarioView *view);

    QAction *duplicateAction() const { return m_duplicate; }
    QAction *openBesideAction() const { return m_openBeside; }

    /// A copy of the open plan as it is now.
    void duplicate();
    /// Adds the plan in `path`; false with `error` naming the file, line and field when it is
    /// not a plan the planner can read.
    bool openBeside(const QString &path, QString *error);
    /// Makes scenario `index` the open plan and keeps the open plan as that scenario.
    void switchTo(int index);
    void remove(int index);
    const QList<Plan> &plans() const { return m_plans; }
    /// What the Compare dock calls each scenario: the file it came from, or "Scenario N" for a
    /// copy; never two alike.
    const QStringList &labels() const { return m_labels; }
    void retranslate();

Q_SIGNALS:
    /// The scenarios changed: the Compare dock should be shown.
    void scenariosChanged();

private:
    void chooseFile();
    void refresh();
    /// `wanted`, or `wanted (2)`, ... when another scenario (or the open plan) is called so.
    QString distinct(const QString &wanted, int except = -1) const;
    QString openLabel() const;

    QWidget *m_window;
    QPointer<PlanDocument> m_document;
    QPointer<ScenarioView> m_view;
    QAction *m_duplicate;
    QAction *m_openBeside;
    QList<Plan> m_plans;
    QStringList m_labels;
    int m_copies = 0; ///< copies made so far: "Scenario N" is never reused
};

} // namespace tpuplan
