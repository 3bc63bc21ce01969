// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"

#include <QWizard>

#include <functional>
#include <memory>

class QButtonGroup;
class QComboBox;
class QPushButton;
class QLabel;
class QListWidget;

namespace tpuplan {

/// Help > Training > Guided Planning: the four steps of the GKE planning guide (mode, TPU
/// version, where it is offered, slice topology) as an assistant for someone who has never
/// planned a TPU slice, and an optional fifth: whether a model the team will serve fits the
/// slice, with the smallest slice of the version that holds it (the sizing core's figures).
/// Each step explains its choice with the glossary's words and the
/// catalog's facts, shows what the plan built so far means, and applies the choice the way the
/// editors do (PlanEdits); Finish hands the plan to the window.
class PlanAssistant : public QWizard
{
    Q_OBJECT
public:
    enum PageId { ModePage, VersionPage, ZonePage, TopologyPage, ModelPage };

    PlanAssistant(std::shared_ptr<const Catalog> catalog, std::function<QString()> language, QWidget *parent = nullptr);

    const Plan &plan() const { return m_plan; }

    /// The choices, for keyboard users and tests: each is a list whose items carry their value.
    QButtonGroup *modeChoice() const { return m_mode; }
    QListWidget *versionList() const { return m_versions; }
    QListWidget *zoneList() const { return m_zones; }
    QListWidget *topologyList() const { return m_topologies; }
    QComboBox *modelChoice() const { return m_models; }
    /// Shown when a smaller or larger slice of the chosen version holds the model: applies it.
    QPushButton *useFittingSliceButton() const { return m_useFitting; }
    QLabel *modelFitLabel() const { return m_modelFit; }
    QLabel *summaryLabel(int page) const;

protected:
    void initializePage(int id) override;
    void changeEvent(QEvent *event) override;

private:
    QWizardPage *makePage(QWidget *choice, QLabel **explanation);
    void retranslate();
    void fillVersions();
    void fillZones();
    void fillTopologies();
    void fillModels();
    void showModelFit();
    /// Applies a slice written as owner|topology|chips per VM (the topology list's item data).
    void applySlice(const QString &slice);
    /// The plan's slice written as the topology list's item data: owner|topology|chips per VM.
    QString currentSlice() const;
    /// Highlights the plan's slice in Step 4's list without applying it again.
    void showSliceInTopologyList();
    /// The model step's "Use ..." button: applies the slice that holds the model everywhere.
    void useFittingSlice();
    void showSummary(int page);
    QString explainTerms(const QStringList &ids) const;

    std::shared_ptr<const Catalog> m_catalog;
    std::function<QString()> m_language;
    Plan m_plan;
    QButtonGroup *m_mode;
    QListWidget *m_versions;
    QListWidget *m_zones;
    QListWidget *m_topologies;
    QComboBox *m_models;
    QLabel *m_modelFit;
    QPushButton *m_useFitting;
    QString m_fittingSlice; ///< owner|topology|chips per VM of the slice m_useFitting applies
    QList<QLabel *> m_explanations;
    QList<QLabel *> m_summaries;
};

} // namespace tpuplan
