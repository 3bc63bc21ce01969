// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/PoolSection.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;

/// How the pool's TPUs are obtained and paid for: capacity (on-demand, Spot, reservation,
/// flex-start, calendar mode), the reservation consumed (shown only for reservations), the
/// window of a calendar-mode reservation, and a committed use discount for the cost estimate.
class PoolCapacitySection : public PoolSection
{
    Q_OBJECT
public:
    explicit PoolCapacitySection(QWidget *parent = nullptr);

    /// The text of the row label (with its mnemonic) of the field at `path` ("capacity",
    /// "reservation.name"), empty when this section has no such row: the findings name pool
    /// fields by it without building the editor.
    static QString rowText(QStringView path);

    ChoiceComboBox *capacityCombo() const { return m_capacity; }
    QLineEdit *reservationNameEdit() const { return m_reservationName; }
    QComboBox *commitmentCombo() const { return m_commitment; }
    QLineEdit *startTimeEdit() const { return m_startTime; }
    QSpinBox *durationSpin() const { return m_duration; }

protected:
    void retranslate() override;
    void showPool(const ChoiceAdvisor &advisor, const Pool &pool) override;

private:
    void connectEdits();
    QString capacityText(const QString &value) const;

    ChoiceComboBox *m_capacity;
    QLineEdit *m_reservationName;
    QLineEdit *m_reservationProject;
    QLineEdit *m_startTime;
    QSpinBox *m_duration;
    QComboBox *m_commitment;
    QLabel *m_capacityLabel;
    QLabel *m_reservationNameLabel;
    QLabel *m_reservationProjectLabel;
    QLabel *m_startTimeLabel;
    QLabel *m_durationLabel;
    QLabel *m_commitmentLabel;
};

} // namespace tpuplan
