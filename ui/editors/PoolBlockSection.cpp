// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolBlockSection.h"

#include "ui/document/PlanDocument.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/plan/PoolShape.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

enum WorkloadColumn { NameColumn, ShapeColumn, CountColumn, WorkloadColumnCount };

/// The rows' labels by field path; the block-pool switch carries its own text, its row none.
constexpr FormSection::RowLabel kBlockRowLabels[] = {
    {"sliceWorkloads", QT_TRANSLATE_NOOP("tpuplan::PoolBlockSection", "Slice workloads:")},
};

} // namespace

PoolBlockSection::PoolBlockSection(QWidget *parent)
    : PoolSection(parent), m_blockPool(new QCheckBox(this)), m_blockFacts(factsLabel()), m_workloads(new QTableWidget(0, WorkloadColumnCount, this)),
      m_add(new QPushButton(this)), m_remove(new QPushButton(this)), m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("blockSection"));
    m_blockPool->setObjectName(QStringLiteral("dynamicSlicingCheck"));
    m_workloads->setObjectName(QStringLiteral("sliceWorkloadsTable"));
    m_add->setObjectName(QStringLiteral("addSliceWorkloadButton"));
    m_remove->setObjectName(QStringLiteral("removeSliceWorkloadButton"));
    m_problem->setObjectName(QStringLiteral("sliceWorkloadsProblem"));
    m_workloads->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_workloads->verticalHeader()->hide();
    m_workloads->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_workloads->setMinimumHeight(110);
    // Tab leaves the table for the buttons and the next section (arrow keys move between its
    // cells); Qt's default keeps Tab going round the cells with no way out by keyboard.
    m_workloads->setTabKeyNavigation(false);
    // As the typed fields' problems: the link colour reads on light and dark themes, bold for those
    // who do not see the colour.
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setForegroundRole(QPalette::LinkVisited);
    QFont font = m_problem->font();
    font.setBold(true);
    m_problem->setFont(font);

    auto *workloads = new QWidget(this);
    auto *column = new QVBoxLayout(workloads);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_workloads);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    column->addLayout(buttons);
    column->addWidget(m_problem);

    m_blockPoolLabel = addRow(m_blockPool, m_blockFacts);
    m_workloadsLabel = addRow(workloads);
    addField(QStringLiteral("dynamicSlicing"), m_blockPool);
    addField(QStringLiteral("sliceWorkloads"), m_workloads);
    setFieldOrder({m_blockPool, m_workloads, m_add, m_remove});
    connectEdits();
    retranslate();
}

void PoolBlockSection::connectEdits()
{
    connect(m_blockPool, &QCheckBox::toggled, this, [this](bool on) {
        editPool(on ? tr("Make a block pool") : tr("Make an ordinary pool"), QString(), [&](Pool &pool) {
            pool.dynamicSlicing = on ? std::optional<bool>(true) : std::nullopt;
        });
    });
    // A typed cell merges with the typing before it in the same table, as a typed name does.
    connect(m_workloads, &QTableWidget::itemChanged, this, [this] {
        editPool(tr("Edit slice workloads"), QStringLiteral("sliceWorkloads"),
                 [&](Pool &pool) { pool.sliceWorkloads = tableWorkloads(pool); });
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        editPool(tr("Add slice workload"), QString(), [&](Pool &pool) {
            SliceWorkload slice;
            slice.name = QStringLiteral("slice-%1").arg(pool.sliceWorkloads.size() + 1);
            const PoolShape shape = PoolShape::derive(pool, isAutopilot(), document()->catalog());
            // A new one takes one block, or (sub-slicing) the smallest sub-slice.
            if (shape.tpu && shape.tpu->dynamicSlicing)
                slice.topology = shape.tpu->dynamicSlicing->block.toString();
            else if (shape.tpu && shape.tpu->subSlicing && !shape.tpu->subSlicing->topologies.isEmpty())
                slice.topology = shape.tpu->subSlicing->topologies.first().toString();
            else
                slice.topology = pool.topology;
            pool.sliceWorkloads.append(slice);
        });
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_workloads->currentRow();
        editPool(tr("Remove slice workload"), QString(), [&](Pool &pool) {
            if (row >= 0 && row < pool.sliceWorkloads.size())
                pool.sliceWorkloads.removeAt(row);
        });
    });
}

QString PoolBlockSection::rowText(QStringView path)
{
    return rowLabel(kBlockRowLabels, path, &tr);
}

void PoolBlockSection::retranslate()
{
    showTexts();
    m_workloadsLabel->setText(rowText(u"sliceWorkloads"));
    m_workloads->setHorizontalHeaderLabels({tr("Name"), tr("Shape"), tr("Count")});
    m_add->setText(tr("&Add workload"));
    m_remove->setText(tr("Re&move workload"));
}

void PoolBlockSection::showTexts()
{
    QString help;
    if (m_subSlicing) {
        setTitle(tr("Sub-slicing"));
        m_blockPool->setText(tr("Kueue &sub-slicing"));
        help = tr("The pool's node pools stay as they are; Kueue's Topology Aware Scheduling places the "
                  "workloads below in sub-slices inside them.");
    } else {
        setTitle(tr("Dynamic slicing"));
        m_blockPool->setText(tr("Dynamic slicing (&block pool)"));
        help = tr("The pool is whole blocks of an All Capacity reservation, one node pool each; the workloads "
                  "below form their slices inside them at run time (GKE dynamic slicing).");
    }
    m_blockPool->setToolTip(m_refusal.isEmpty() ? help : m_refusal);
    showWorkloadsToolTips();
}

void PoolBlockSection::showWorkloadsToolTips()
{
    const QString table = m_subSlicing
                              ? tr("Each workload names its sub-slice, a shape whose sides divide the pool's slice; Count "
                                   "sub-slices of that shape, together at most the pool's VMs.")
                              : tr("Each workload names its slice: a super-slice of whole blocks (every side a multiple of the "
                                   "block's) or a sub-slice inside one block; Count slices of that shape.");
    // A disabled control says what enables it, as the editors' other disabled fields do.
    const QString tickFirst =
        tr("Tick “%1” first to add workloads here.").arg(QString(m_blockPool->text()).remove(QLatin1Char('&')));
    m_workloads->setToolTip(m_workloads->isEnabledTo(this) ? table : tickFirst + QLatin1Char('\n') + table);
    m_add->setToolTip(m_add->isEnabledTo(this) ? QString() : tickFirst);
}

void PoolBlockSection::judgeBlockPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    QString refusal;
    // Sub-slicing only: a block pool (dynamic slicing) may still be ticked ahead of the cluster
    // version and channel it needs; its findings then say what to change.
    if (m_subSlicing && !pool.isBlockPool()) {
        Pool edited = pool;
        edited.dynamicSlicing = true;
        const ChoiceVerdict verdict = advisor.poolEdit(poolIndex(), edited, {QStringLiteral("dynamicSlicing")});
        if (!verdict.isAllowed())
            refusal = reasonOf(verdict);
    }
    m_blockPool->setEnabled(refusal.isEmpty());
    if (refusal != m_refusal) {
        m_refusal = refusal;
        showTexts();
    }
}

void PoolBlockSection::showPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    const PoolShape shape = PoolShape::derive(pool, isAutopilot(), document()->catalog());
    const DynamicSlicing *dynamic = shape.tpu && shape.tpu->dynamicSlicing ? &*shape.tpu->dynamicSlicing : nullptr;
    const SubSlicing *subSlicing = !dynamic && shape.tpu && shape.tpu->subSlicing ? &*shape.tpu->subSlicing : nullptr;
    if (m_subSlicing != (subSlicing != nullptr)) {
        m_subSlicing = subSlicing != nullptr;
        showTexts();
    }
    // Only a version with dynamic slicing or sub-slicing shows the section, or a plan that says so
    // where it cannot.
    setVisible(dynamic || subSlicing || pool.isBlockPool() || !pool.sliceWorkloads.isEmpty());
    showChecked(m_blockPool, pool.isBlockPool());
    judgeBlockPool(advisor, pool);
    if (dynamic) {
        m_blockFacts->setText(tr("%n block(s) of %1, %2 chips in all", nullptr, pool.sliceCount())
                                  .arg(dynamic->block.toString())
                                  .arg(qint64(pool.sliceCount()) * dynamic->block.chips()));
    } else if (subSlicing && shape.isResolved()) {
        m_blockFacts->setText(tr("sub-slices inside %1 node pools: %n VM(s) in all", nullptr, int(shape.nodes())).arg(pool.topology));
    } else {
        m_blockFacts->clear();
    }
    m_blockFacts->setVisible(pool.isBlockPool());
    m_workloads->setEnabled(pool.isBlockPool() || !pool.sliceWorkloads.isEmpty());
    m_add->setEnabled(pool.isBlockPool());
    m_remove->setEnabled(!pool.sliceWorkloads.isEmpty());
    showWorkloadsToolTips();
    showWorkloads(pool);
    showProblems();
}

void PoolBlockSection::showWorkloads(const Pool &pool)
{
    const QSignalBlocker blocker(m_workloads);
    const int current = m_workloads->currentRow();
    m_workloads->setRowCount(int(pool.sliceWorkloads.size()));
    for (int row = 0; row < pool.sliceWorkloads.size(); ++row) {
        const SliceWorkload &slice = pool.sliceWorkloads[row];
        const QStringList cells = {slice.name, slice.topology, QString::number(slice.sliceCount())};
        for (int c = 0; c < WorkloadColumnCount; ++c) {
            QTableWidgetItem *item = m_workloads->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_workloads->setItem(row, c, item);
            }
            item->setText(cells[c]);
        }
    }
    if (current >= 0 && current < m_workloads->rowCount())
        m_workloads->setCurrentCell(current, 0);
}

QList<SliceWorkload> PoolBlockSection::tableWorkloads(const Pool &pool) const
{
    QList<SliceWorkload> list;
    for (int row = 0; row < m_workloads->rowCount(); ++row) {
        SliceWorkload slice = row < pool.sliceWorkloads.size() ? pool.sliceWorkloads[row] : SliceWorkload();
        const auto cell = [&](int c) { return m_workloads->item(row, c) ? m_workloads->item(row, c)->text().trimmed() : QString(); };
        slice.name = cell(NameColumn);
        slice.topology = cell(ShapeColumn);
        bool ok = false;
        const int count = cell(CountColumn).toInt(&ok);
        // One slice is the default: written only when it says more (or an unreadable count, kept at one).
        slice.count = ok && count != 1 ? std::optional<int>(count) : std::nullopt;
        list.append(slice);
    }
    return list;
}

void PoolBlockSection::showProblems()
{
    // The dynamic-slicing rule's messages about this pool's block or its slices, errors first.
    const QString prefix = findingPrefix();
    QStringList messages;
    for (const bool errors : {true, false}) {
        for (const Finding &finding : document()->findings()) {
            if (finding.rule == QLatin1String("dynamic-slicing") && finding.isError() == errors
                && (finding.field.startsWith(prefix + QLatin1String("sliceWorkloads"))
                    || finding.field == prefix + QLatin1String("dynamicSlicing")))
                messages.append(worded(finding.message, finding.field));
        }
    }
    m_problem->setText(messages.join(QLatin1Char('\n')));
    m_problem->setVisible(!messages.isEmpty());
    m_workloads->setAccessibleDescription(m_problem->text());
}

} // namespace tpuplan
