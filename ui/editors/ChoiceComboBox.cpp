// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/ChoiceComboBox.h"

#include <QSignalBlocker>

#include <utility>
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

void ChoiceComboBox::setChoicesLater(const QString &current, ChoiceList choices)
{
    // Until asked, the list holds the current value alone, marked as neither allowed nor refused.
    {
        const QSignalBlocker blocker(this);
        clear();
        addItem(current.isEmpty() ? tr("(not set)") : current, current);
        setCurrentIndex(0);
    }
    m_pending = std::move(choices);
    m_pendingCurrent = current;
    updateToolTip();
}

void ChoiceComboBox::fillPending() const
{
    if (!m_pending)
        return;
    const ChoiceList choices = std::exchange(m_pending, nullptr);
    auto *self = const_cast<ChoiceComboBox *>(this);
    self->setChoices(choices(), m_pendingCurrent);
}

void ChoiceComboBox::showPopup()
{
    fillPending();
    QComboBox::showPopup();
}

void ChoiceComboBox::keyPressEvent(QKeyEvent *event)
{
    fillPending(); // arrows, Home/End and letters step through the entries
    QComboBox::keyPressEvent(event);
}

void ChoiceComboBox::wheelEvent(QWheelEvent *event)
{
    fillPending();
    QComboBox::wheelEvent(event);
}

void ChoiceComboBox::setChoices(const QList<ChoiceItem> &items, const QString &current)
{
    m_pending = nullptr;
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
    fillPending();
    return findData(value);
}

bool ChoiceComboBox::isValueEnabled(const QString &value) const
{
    fillPending();
    const auto *standard = qobject_cast<const QStandardItemModel *>(model());
    const int row = indexOfValue(value);
    return row >= 0 && standard && standard->item(row)->isEnabled();
}

QString ChoiceComboBox::reasonFor(const QString &value) const
{
    fillPending();
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
    // The stored reason: entries still to be judged have none yet, and showing the field's
    // tooltip must not judge them.
    const int row = currentIndex();
    const QString reason = row >= 0 ? itemData(row, kReasonRole).toString() : QString();
    setToolTip(reason.isEmpty() ? m_fieldToolTip
                                : m_fieldToolTip.isEmpty() ? reason : m_fieldToolTip + QStringLiteral("\n\n") + reason);
}

} // namespace tpuplan
