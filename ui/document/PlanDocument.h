// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advice/IncrementalCheck.h"
#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace tpuplan {

/// An open plan: the Plan value, its file, its undo stack and its current findings. Views read
/// it and update from its signals; every user edit is a QUndoCommand pushed by the edit*()
/// calls, and the commands change the plan through the replace*/insert/remove calls below
/// (Tiled's document/command split). The document shares ownership of its catalog, so the
/// catalog lives as long as any document checked against it, whoever created it.
class PlanDocument : public QObject
{
    Q_OBJECT
public:
    PlanDocument(const Plan &plan, std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);

    const Plan &plan() const { return m_plan; }
    const Catalog &catalog() const { return *m_catalog; }
    std::shared_ptr<const Catalog> sharedCatalog() const { return m_catalog; }
    /// Checks the plan against another catalog from now on (e.g. the same one with contract
    /// prices) and emits changed(); not an edit of the plan, so nothing goes on the undo stack.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    const Findings &findings() const { return m_check->findings(); }
    /// The check behind findings(): an edit of one pool re-checks that pool (and what reads the
    /// plan as a whole), not every pool; editors judge their choices with it (ChoiceAdvisor).
    const IncrementalCheck &check() const { return *m_check; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    /// The file name, or "Untitled" for a plan never saved.
    QString displayName() const;
    bool isModified() const { return !m_undoStack->isClean(); }

    /// Writes the plan (whole or not at all, see FileWrite) and marks the document clean. On
    /// failure the old file stays, the document stays modified and `error` names file and reason.
    bool save(const QString &path, QString *error);

    // User edits: each pushes one undoable command. `mergeKey` (a field path) merges
    // consecutive edits of the same field, so typing a name is one undo step.
    void editPlan(const Plan &plan, const QString &text, const QString &mergeKey = QString());
    void editPool(int index, const Pool &pool, const QString &text, const QString &mergeKey = QString());
    void addPool(const Pool &pool);
    void deletePool(int index);

    /// Evaluates the findings again (after a language switch: the core words them in the
    /// current language) and emits changed().
    void reevaluate() { refresh(); }

    // The document API the commands use.
    void replacePlan(const Plan &plan);
    void replacePool(int index, const Pool &pool);
    void insertPool(int index, const Pool &pool);
    void removePool(int index);

Q_SIGNALS:
    // The about-to signals come before the plan changes, so item models can announce rows.
    void planAboutToBeReplaced();
    void planReplaced();
    void poolChanged(int index);
    void poolAboutToBeInserted(int index);
    void poolInserted(int index);
    void poolAboutToBeRemoved(int index);
    void poolRemoved(int index);
    /// After every change of the plan, once the findings are up to date.
    void changed();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void refresh();

    Plan m_plan;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<IncrementalCheck> m_check;
    QString m_filePath;
    QUndoStack *m_undoStack;
};

} // namespace tpuplan
