// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

#include <functional>

namespace tpuplan {

/// One entry of a ChoiceComboBox: the value it stands for, the text shown, and, when the rules
/// reject it, the reason (shown as the entry's tooltip while the entry is disabled).
struct ChoiceItem
{
    QString value;
    QString text;
    bool enabled = true;
    QString reason;
};

/// A combo box of choices where the ones the core rejects stay visible but disabled, with the
/// reason as their tooltip. Emits valueChosen() only for the user's own picks.
class ChoiceComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ChoiceComboBox(QWidget *parent = nullptr);

    using ChoiceList = std::function<QList<ChoiceItem>()>;

    /// Replaces the entries; `current` is shown even when it is not among them (marked unknown).
    void setChoices(const QList<ChoiceItem> &items, const QString &current);
    /// Shows `current` now; `choices` is asked for the entries only when the list is opened,
    /// stepped through or queried. Judging every region of a 5,000-pool plan takes about a second:
    /// a key pressed in another field must not pay for a list nobody opened.
    void setChoicesLater(const QString &current, ChoiceList choices);
    /// Whether the entries are still to be asked for (setChoicesLater).
    bool choicesPending() const { return bool(m_pending); }
    void showPopup() override;
    QString currentValue() const;
    int indexOfValue(const QString &value) const;
    bool isValueEnabled(const QString &value) const;
    QString reasonFor(const QString &value) const;
    /// The tooltip shown for the field itself (what it means), besides any reason.
    void setFieldToolTip(const QString &text);

Q_SIGNALS:
    void valueChosen(const QString &value);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void updateToolTip();
    /// Asks for the pending entries, if any (the queries are const: the entries are a cache).
    void fillPending() const;

    QString m_fieldToolTip;
    mutable ChoiceList m_pending;
    QString m_pendingCurrent;
};

} // namespace tpuplan
