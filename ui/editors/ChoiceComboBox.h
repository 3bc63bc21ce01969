// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

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

    /// Replaces the entries; `current` is shown even when it is not among them (marked unknown).
    void setChoices(const QList<ChoiceItem> &items, const QString &current);
    QString currentValue() const;
    int indexOfValue(const QString &value) const;
    bool isValueEnabled(const QString &value) const;
    QString reasonFor(const QString &value) const;
    /// The tooltip shown for the field itself (what it means), besides any reason.
    void setFieldToolTip(const QString &text);

Q_SIGNALS:
    void valueChosen(const QString &value);

private:
    void updateToolTip();

    QString m_fieldToolTip;
};

} // namespace tpuplan
