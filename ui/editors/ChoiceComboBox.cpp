// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/ChoiceComboBox.h"

#include <QSignalBlocker>
#include <QStandardItemModel>

namespace tpuplan {

namespace {
constexpr int kReasonRole = Qt::UserRole + 1;
}

ChoiceComboBox::ChoiceComboBox(QWidget *parent) : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, this, [this](int index) {
        updateToolTip();
        const QString value = itemData(index).toString();
        if (isValueEnabled(value))
            Q_EMIT valueChosen(value);
    });
}

void ChoiceComboBox::setChoices(const QList<ChoiceItem> &items, const QString &current)
{
    const QSignalBlocker blocker(this);
    clear();
    auto *standard = qobject_cast<QStandardItemModel *>(model());
    bool found = false;
    for (const ChoiceItem &item : items) {
        addItem(item.text, item.value);
        const int row = count() - 1;
        setItemData(row, item.reason, kReasonRole);
        if (!item.reason.isEmpty())
            setItemData(row, item.reason, Qt::ToolTipRole);
        if (standard && !item.enabled)
            standard->item(row)->setFlags(standard->item(row)->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
        found = found || item.value == current;
    }
    if (!found) {
        addItem(current.isEmpty() ? tr("(not set)") : current, current);
        const QString reason = current.isEmpty() ? tr("Choose a value.") : tr("%1 is not a choice the catalog knows.").arg(current);
        setItemData(count() - 1, reason, kReasonRole);
        setItemData(count() - 1, reason, Qt::ToolTipRole);
        if (standard)
            standard->item(count() - 1)->setFlags(Qt::NoItemFlags);
    }
    setCurrentIndex(indexOfValue(current));
    updateToolTip();
}

QString ChoiceComboBox::currentValue() const
{
    return currentData().toString();
}

int ChoiceComboBox::indexOfValue(const QString &value) const
{
    return findData(value);
}

bool ChoiceComboBox::isValueEnabled(const QString &value) const
{
    const auto *standard = qobject_cast<const QStandardItemModel *>(model());
    const int row = indexOfValue(value);
    return row >= 0 && standard && standard->item(row)->isEnabled();
}

QString ChoiceComboBox::reasonFor(const QString &value) const
{
    const int row = indexOfValue(value);
    return row >= 0 ? itemData(row, kReasonRole).toString() : QString();
}

void ChoiceComboBox::setFieldToolTip(const QString &text)
{
    m_fieldToolTip = text;
    updateToolTip();
}

void ChoiceComboBox::updateToolTip()
{
    const QString reason = reasonFor(currentValue());
    setToolTip(reason.isEmpty() ? m_fieldToolTip
                                : m_fieldToolTip.isEmpty() ? reason : m_fieldToolTip + QStringLiteral("\n\n") + reason);
}

} // namespace tpuplan
