// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/TopologyPicker.h"

#include <QEvent>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTreeView>
#include <QScrollBar>
#include <QVBoxLayout>

namespace tpuplan {

TopologyPicker::TopologyPicker(QWidget *parent)
    : QWidget(parent), m_combo(new QComboBox(this)), m_model(new TopologyChoicesModel(this)), m_feedback(new QLabel(this))
{
    auto *view = new QTreeView(m_combo);
    view->setRootIsDecorated(false);
    view->setAllColumnsShowFocus(true);
    view->setUniformRowHeights(true);
    view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->header()->setStretchLastSection(false);
    m_combo->setModel(m_model);
    m_combo->setView(view);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setMinimumContentsLength(10);
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::PlainText);
    m_feedback->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_feedback);
    setFocusProxy(m_combo);

    connect(m_combo, &QComboBox::activated, this, [this](int row) {
        if (row < 0 || row >= m_model->rowCount())
            return;
        const QModelIndex index = m_model->index(row, 0);
        if (!m_model->data(index, TopologyChoicesModel::AllowedRole).toBool())
            return;
        Q_EMIT topologyChosen(index.data().toString(), m_model->data(index, TopologyChoicesModel::ChipsPerPodRole).toInt());
    });
}

void TopologyPicker::setChoices(const QList<TopologyChoice> &choices, bool autopilot, const QString &current,
                                int chipsPerPod, bool customAllowed)
{
    const QSignalBlocker blocker(m_combo);
    const bool typing = m_combo->lineEdit() && m_combo->lineEdit()->hasFocus() && m_combo->lineEdit()->isModified();
    const QString typed = m_combo->lineEdit() ? m_combo->lineEdit()->text() : QString();
    m_model->setChoices(choices, autopilot);
    if (m_combo->isEditable() != customAllowed) {
        m_combo->setEditable(customAllowed);
        if (customAllowed) {
            m_combo->setCompleter(nullptr);
            connect(m_combo->lineEdit(), &QLineEdit::textEdited, this, &TopologyPicker::customTextEdited);
            connect(m_combo->lineEdit(), &QLineEdit::returnPressed, this, &TopologyPicker::commitTypedText);
            connect(m_combo->lineEdit(), &QLineEdit::editingFinished, this, &TopologyPicker::commitTypedText);
        }
    }
    retranslate();
    fitPopupToColumns();
    m_current = current;
    const int row = m_model->rowOf(current, autopilot ? chipsPerPod : 0);
    m_combo->setCurrentIndex(row);
    if (m_combo->isEditable()) {
        m_combo->lineEdit()->setText(typing ? typed : current);
        if (!typing)
            m_combo->lineEdit()->setModified(false);
    } else if (row < 0) {
        m_combo->setPlaceholderText(current.isEmpty() ? tr("(not set)") : current);
    }
    m_combo->setToolTip(row >= 0 ? m_model->index(row, 0).data(Qt::ToolTipRole).toString() : QString());
}

void TopologyPicker::commitTypedText()
{
    if (!m_combo->isEditable() || !m_combo->lineEdit()->isModified())
        return;
    const QString text = m_combo->lineEdit()->text().trimmed();
    m_combo->lineEdit()->setModified(false);
    if (text.isEmpty() || text == m_current)
        return;
    Q_EMIT topologyChosen(text, 0);
}

void TopologyPicker::showFeedback(const QString &text, bool ok)
{
    m_feedback->setText(text);
    m_feedback->setVisible(!text.isEmpty());
    QPalette palette = m_feedback->palette();
    palette.setColor(QPalette::WindowText, ok ? QWidget::palette().color(QPalette::WindowText) : QColor(220, 50, 47));
    m_feedback->setPalette(palette);
}

QString TopologyPicker::feedback() const
{
    return m_feedback->text();
}

} // namespace tpuplan

namespace tpuplan {

void TopologyPicker::retranslate()
{
    if (m_combo->lineEdit())
        m_combo->lineEdit()->setPlaceholderText(tr("AxBxC, e.g. 8x16x16"));
}

void TopologyPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tpuplan

namespace tpuplan {

void TopologyPicker::fitPopupToColumns()
{
    // A combo box sizes its popup to one column; this one shows four (topology, chips, nodes,
    // single- or multi-host), so the popup gets the width of all of them.
    auto *view = qobject_cast<QTreeView *>(m_combo->view());
    if (!view)
        return;
    for (int column = 0; column < m_model->columnCount(); ++column)
        view->resizeColumnToContents(column);
    const int scrollBar = view->verticalScrollBar()->sizeHint().width();
    view->setMinimumWidth(view->header()->length() + scrollBar + 2 * view->frameWidth());
}

} // namespace tpuplan
