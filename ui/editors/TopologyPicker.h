// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/models/TopologyChoicesModel.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace tpuplan {

/// Picks a pool's topology from the supported list (topology, chips, VMs, host type, each row
/// disabled with the reason when the rules reject it) or, for v4/v5p, accepts a custom AxBxC
/// typed by hand with live feedback on the custom rules.
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

Q_SIGNALS:
    /// `chipsPerPod` is 0 for a custom topology.
    void topologyChosen(const QString &topology, int chipsPerPod);
    void customTextEdited(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void commitTypedText();
    void retranslate();
    void fitPopupToColumns();

    QComboBox *m_combo;
    TopologyChoicesModel *m_model;
    QLabel *m_feedback;
    QString m_current;
};

} // namespace tpuplan
