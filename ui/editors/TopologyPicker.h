// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/models/TopologyChoicesModel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace tpuplan {

/// Picks a pool's topology from the supported list (topology, chips, VMs, host type, each row
/// disabled with the reason when the rules reject it) or, for v4/v5p, accepts a custom AxBxC
/// typed by hand with live feedback on the custom rules. A topology only another machine type
/// or accelerator makes is greyed; picking it offers the switch under the field, one click.
class TopologyPicker : public QWidget
{
    Q_OBJECT
public:
    explicit TopologyPicker(QWidget *parent = nullptr);

    void setChoices(const QList<TopologyChoice> &choices, bool autopilot, const QString &current, int chipsPerPod,
                    bool customAllowed);
    /// The feedback line under the picker (custom rules, or the chosen row's facts).
    void showFeedback(const QString &text, bool ok);

    QComboBox *comboBox() const { return m_combo; }
    TopologyChoicesModel *model() const { return m_model; }
    QString feedback() const;
    /// The offer shown after picking a topology the owner cannot make ("16x16 needs ...").
    QLabel *switchOffer() const { return m_offer; }
    QPushButton *switchButton() const { return m_switch; }

Q_SIGNALS:
    /// `chipsPerPod` is 0 for a custom topology.
    void topologyChosen(const QString &topology, int chipsPerPod);
    void customTextEdited(const QString &text);
    /// The offered switch was accepted: `topology` (with `chipsPerPod` chips per pod) on `owner`.
    void switchChosen(const QString &topology, int chipsPerPod, const QString &owner);

protected:
    void changeEvent(QEvent *event) override;

private:
    void commitTypedText();
    void pick(int row);
    void offerSwitch(int row);
    /// Keeps the offer only while the plan still offers that switch.
    void refreshOffer();
    void retranslate();
    void fitPopupToColumns();

    QComboBox *m_combo;
    TopologyChoicesModel *m_model;
    QLabel *m_feedback;
    QWidget *m_offerBar;
    QLabel *m_offer;
    QPushButton *m_switch;
    QString m_current;
    int m_currentRow = -1;
    /// The offered switch: topology, chips per pod, owner.
    QString m_offerTopology;
    int m_offerChipsPerPod = 0;
    QString m_offerOwner;
};

} // namespace tpuplan
