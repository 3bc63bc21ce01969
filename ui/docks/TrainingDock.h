// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/learn/Lesson.h"

#include <QDockWidget>

#include <functional>

class QLabel;
class QListWidget;
class QPushButton;

namespace tpuplan {

/// Training mode: the lesson's title, story and goals, each checked live against the plan being
/// edited (met or not, with what the plan has), a hint for the first goal not yet met, and a
/// presenter view with large type for the room.
class TrainingDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit TrainingDock(std::function<QString()> language, QWidget *parent = nullptr);

    void setLesson(const Lesson &lesson);
    void clearLesson();
    bool hasLesson() const { return m_lesson.has_value(); }
    const std::optional<Lesson> &lesson() const { return m_lesson; }
    /// Checks the goals against the plan and its findings (every edit calls this).
    void checkPlan(const Plan &plan, const Findings &findings, const Catalog &catalog);
    bool allMet() const;
    /// Large type for a room (the presenter view); the dock's own font otherwise.
    void setPresenterView(bool on);
    bool presenterView() const { return m_presenter; }

    QListWidget *goalList() const { return m_goals; }
    QLabel *hintLabel() const { return m_hint; }
    QPushButton *hintButton() const { return m_hintButton; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showResults();

    std::function<QString()> m_language;
    std::optional<Lesson> m_lesson;
    QList<GoalResult> m_results;
    bool m_presenter = false;
    QLabel *m_title;
    QLabel *m_story;
    QListWidget *m_goals;
    QLabel *m_status;
    QLabel *m_hint;
    QPushButton *m_hintButton;
    QPushButton *m_stopButton;
};

} // namespace tpuplan
