// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/PlanDocument.h"

#include "ui/document/AddPoolCommand.h"
#include "ui/document/ChangePlanCommand.h"
#include "ui/document/ChangePoolCommand.h"
#include "ui/document/RemovePoolCommand.h"

#include "core/plan/PlanWriter.h"

#include <QFileInfo>

namespace tpuplan {

PlanDocument::PlanDocument(const Plan &plan, std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QObject(parent), m_plan(plan), m_catalog(std::move(catalog)), m_undoStack(new QUndoStack(this))
{
    Q_ASSERT(m_catalog);
    m_check = std::make_unique<IncrementalCheck>(m_plan, *m_catalog);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

void PlanDocument::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    Q_ASSERT(catalog);
    m_catalog = std::move(catalog);
    refresh();
}

void PlanDocument::setFilePath(const QString &path)
{
    if (m_filePath == path)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

QString PlanDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool PlanDocument::save(const QString &path, QString *error)
{
    if (!PlanWriter::save(m_plan, path, error))
        return false;
    setFilePath(path);
    m_undoStack->setClean();
    return true;
}

void PlanDocument::editPlan(const Plan &plan, const QString &text, const QString &mergeKey)
{
    // Choosing the value a field already holds is no edit: no undo step, and the redo history
    // stays.
    if (plan.sameContent(m_plan))
        return;
    m_undoStack->push(new ChangePlanCommand(this, plan, text, mergeKey));
}

void PlanDocument::editPool(int index, const Pool &pool, const QString &text, const QString &mergeKey)
{
    if (index >= 0 && index < m_plan.pools.size() && pool == m_plan.pools.at(index))
        return;
    m_undoStack->push(new ChangePoolCommand(this, index, pool, text, mergeKey));
}

void PlanDocument::addPool(const Pool &pool)
{
    m_undoStack->push(new AddPoolCommand(this, int(m_plan.pools.size()), pool));
}

void PlanDocument::deletePool(int index)
{
    m_undoStack->push(new RemovePoolCommand(this, index));
}

void PlanDocument::replacePlan(const Plan &plan)
{
    Q_EMIT planAboutToBeReplaced();
    m_plan = plan;
    // Edited plans have no file positions; stale ones would point findings at wrong lines.
    m_plan.positions = SourceMap();
    Q_EMIT planReplaced();
    // A key pressed in a name keeps the pools' checks; anything else is checked whole.
    m_check->replacePlan(m_plan);
    Q_EMIT changed();
}

void PlanDocument::replacePool(int index, const Pool &pool)
{
    m_plan.pools[index] = pool;
    m_plan.positions = SourceMap();
    m_check->replacePool(index, pool); // before any view hears of it, so none sees a stale check
    Q_EMIT poolChanged(index);
    Q_EMIT changed();
}

void PlanDocument::insertPool(int index, const Pool &pool)
{
    Q_EMIT poolAboutToBeInserted(index);
    m_plan.pools.insert(index, pool);
    m_plan.positions = SourceMap();
    Q_EMIT poolInserted(index);
    refresh();
}

void PlanDocument::removePool(int index)
{
    Q_EMIT poolAboutToBeRemoved(index);
    m_plan.pools.removeAt(index);
    m_plan.positions = SourceMap();
    Q_EMIT poolRemoved(index);
    refresh();
}

void PlanDocument::refresh()
{
    m_check = std::make_unique<IncrementalCheck>(m_plan, *m_catalog);
    Q_EMIT changed();
}

} // namespace tpuplan
