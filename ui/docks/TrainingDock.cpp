// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/TrainingDock.h"

#include "ui/icons/AppIcons.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace tpuplan {

TrainingDock::TrainingDock(std::function<QString()> language, QWidget *parent)
    : QDockWidget(parent), m_language(std::move(language)), m_title(new QLabel), m_story(new QLabel), m_goals(new QListWidget),
      m_status(new QLabel), m_hint(new QLabel), m_hintButton(new QPushButton), m_stopButton(new QPushButton)
{
    setObjectName(QStringLiteral("TrainingDock"));
    m_story->setObjectName(QStringLiteral("LessonStory"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
    for (QLabel *label : {m_title, m_story, m_status, m_hint}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    m_hint->setVisible(false);
    m_goals->setWordWrap(true);
    m_goals->setFocusPolicy(Qt::StrongFocus);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hintButton);
    buttons->addStretch(1);
    buttons->addWidget(m_stopButton);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addWidget(m_story);
    layout->addWidget(m_goals, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_hint);
    layout->addLayout(buttons);
    // Scrolls where the dock is too short for the lesson (the presenter view's large type on a
    // laptop screen) instead of cutting the story off mid-sentence.
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);
    connect(m_hintButton, &QPushButton::clicked, this, [this] {
        m_hint->setVisible(true);
        showResults();
    });
    connect(m_stopButton, &QPushButton::clicked, this, &TrainingDock::stopRequested);
    retranslate();
}

void TrainingDock::setLesson(const Lesson &lesson)
{
    m_lesson = lesson;
    m_results.clear();
    m_hint->setVisible(false);
    retranslate();
}

void TrainingDock::clearLesson()
{
    m_lesson.reset();
    m_results.clear();
    retranslate();
}

void TrainingDock::checkPlan(const Plan &plan, const Findings &findings, const Catalog &catalog)
{
    if (!m_lesson)
        return;
    m_results = Lessons::evaluate(*m_lesson, plan, findings, catalog);
    showResults();
}

bool TrainingDock::allMet() const
{
    return m_lesson && !m_results.isEmpty()
           && std::all_of(m_results.begin(), m_results.end(), [](const GoalResult &r) { return r.met; });
}

void TrainingDock::setPresenterView(bool on)
{
    m_presenter = on;
    QFont font = QDockWidget::font();
    // Readable from the back of a room: about twice the desktop size.
    if (on)
        font.setPointSizeF(font.pointSizeF() * 2.0);
    widget()->setFont(font);
    QFont titleFont = font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(font.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
}

void TrainingDock::retranslate()
{
    setWindowTitle(tr("Training"));
    m_hintButton->setText(tr("Show &Hint"));
    m_hintButton->setToolTip(tr("A hint for the first goal the plan does not meet yet"));
    m_stopButton->setText(tr("Stop Lesson"));
    const QString language = m_language();
    m_title->setText(m_lesson ? m_lesson->title.text(language) : tr("No lesson open"));
    m_story->setText(m_lesson ? m_lesson->story.text(language)
                              : tr("Help > Training opens a built-in lesson or an instructor's lesson file."));
    m_hintButton->setEnabled(m_lesson.has_value());
    m_stopButton->setEnabled(m_lesson.has_value());
    showResults();
}

void TrainingDock::showResults()
{
    const QString language = m_language();
    m_goals->clear();
    if (!m_lesson) {
        m_status->clear();
        m_hint->clear();
        return;
    }
    int met = 0;
    QString hint;
    for (int i = 0; i < m_lesson->goals.size(); ++i) {
        const LessonGoal &goal = m_lesson->goals.at(i);
        const GoalResult *result = i < m_results.size() ? &m_results.at(i) : nullptr;
        const bool done = result && result->met;
        met += done ? 1 : 0;
        auto *item = new QListWidgetItem(m_goals);
        // A goal not met yet is work to do, not a fault of the plan: a neutral ring, and the
        // detail said as where the plan stands now ("To do: The plan is valid (now: ...)").
        const QString text = goal.text.text(language);
        const bool detailed = result && !result->detail.isEmpty() && !result->detailRepeats(text);
        if (done)
            item->setText(detailed ? tr("%1 (%2)").arg(text, result->detail) : text);
        else if (detailed)
            item->setText(tr("To do: %1 (now: %2)", "goal, where the plan stands").arg(text, result->detail));
        else
            item->setText(tr("To do: %1").arg(text));
        item->setIcon(done ? style()->standardIcon(QStyle::SP_DialogApplyButton) : AppIcons::named(QStringLiteral("goal-todo")));
        item->setData(Qt::UserRole, done);
        item->setToolTip(done ? tr("Met") : tr("Not met yet"));
        if (!done && hint.isEmpty())
            hint = goal.hint.isEmpty() ? tr("No hint for this goal.") : goal.hint.text(language);
    }
    m_status->setText(met == m_lesson->goals.size() && !m_results.isEmpty()
                          ? tr("Lesson complete: every goal is met.")
                          : tr("%1 of %n goal(s) met.", nullptr, int(m_lesson->goals.size())).arg(met));
    m_hint->setText(hint.isEmpty() ? QString() : tr("Hint: %1").arg(hint));
    m_hintButton->setEnabled(!hint.isEmpty());
}

void TrainingDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace tpuplan
