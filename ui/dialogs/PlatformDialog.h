// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/learn/PlatformAdvisor.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;

namespace tpuplan {

/// Help > Colab, Cloud TPU VM or GKE?: a few questions and the recommendation with its reasons,
/// updated as the answers change (the rules are PlatformAdvisor's, in the core; each reason is a
/// fact of PlatformFacts, shown with its source in the window's language).
class PlatformDialog : public QDialog
{
    Q_OBJECT
public:
    /// `language` gives the window's language (glossary code: en, de, it, vi) when asked.
    explicit PlatformDialog(std::function<QString()> language, QWidget *parent = nullptr);

    PlatformNeeds needs() const;
    QComboBox *chipsChoice() const { return m_chips; }
    QComboBox *frameworkChoice() const { return m_framework; }
    QComboBox *budgetChoice() const { return m_budget; }
    QCheckBox *longSessions() const { return m_long; }
    QCheckBox *team() const { return m_team; }
    QCheckBox *infrastructureAsCode() const { return m_iac; }
    QCheckBox *ironwood() const { return m_ironwood; }
    QLabel *recommendation() const { return m_recommendation; }
    QLabel *reasons() const { return m_reasons; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void advise();

    std::function<QString()> m_language;
    QComboBox *m_chips;
    QComboBox *m_framework;
    QComboBox *m_budget;
    QCheckBox *m_long;
    QCheckBox *m_team;
    QCheckBox *m_iac;
    QCheckBox *m_ironwood;
    QLabel *m_recommendation;
    QLabel *m_reasons;
    QList<QLabel *> m_questionLabels;
};

} // namespace tpuplan
