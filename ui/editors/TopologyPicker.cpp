// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/TopologyPicker.h"

#include <QEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeView>
#include <QScrollBar>
#include <QVBoxLayout>

namespace tpuplan {

TopologyPicker::TopologyPicker(QWidget *parent)
    : QWidget(parent), m_combo(new QComboBox(this)), m_model(new TopologyChoicesModel(this)), m_feedback(new QLabel(this)),
      m_offerBar(new QWidget(this)), m_offer(new QLabel(m_offerBar)), m_switch(new QPushButton(m_offerBar))
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

    m_offer->setObjectName(QStringLiteral("topologySwitchOffer"));
    m_offer->setWordWrap(true);
    m_offer->setTextFormat(Qt::PlainText);
    m_switch->setObjectName(QStringLiteral("topologySwitchButton"));
    auto *offerLayout = new QHBoxLayout(m_offerBar);
    offerLayout->setContentsMargins(0, 0, 0, 0);
    offerLayout->addWidget(m_offer, 1);
    offerLayout->addWidget(m_switch, 0, Qt::AlignTop);
    m_offerBar->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_feedback);
    layout->addWidget(m_offerBar);
    setFocusProxy(m_combo);

    connect(m_combo, &QComboBox::activated, this, &TopologyPicker::pick);
    connect(m_switch, &QPushButton::clicked, this, [this] {
        m_offerBar->setVisible(false);
        Q_EMIT switchChosen(m_offerTopology, m_offerChipsPerPod, m_offerOwner);
    });
    retranslate();
}

void TopologyPicker::pick(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex index = m_model->index(row, 0);
    if (m_model->data(index, TopologyChoicesModel::SwitchRole).toBool()) {
        offerSwitch(row);
        return;
    }
    if (!m_model->data(index, TopologyChoicesModel::AllowedRole).toBool())
        return;
    m_offerBar->setVisible(false);
    Q_EMIT topologyChosen(index.data().toString(), m_model->data(index, TopologyChoicesModel::ChipsPerPodRole).toInt());
}

void TopologyPicker::offerSwitch(int row)
{
    // The pool keeps its topology until the switch is accepted: the field shows it again.
    {
        const QSignalBlocker blocker(m_combo);
        m_combo->setCurrentIndex(m_currentRow);
        if (m_combo->isEditable())
            m_combo->lineEdit()->setText(m_current);
    }
    const QModelIndex index = m_model->index(row, 0);
    m_offerTopology = index.data().toString();
    m_offerChipsPerPod = m_model->data(index, TopologyChoicesModel::ChipsPerPodRole).toInt();
    m_offerOwner = m_model->data(index, TopologyChoicesModel::OwnerRole).toString();
    m_offer->setText(m_model->choices().at(row).requirement);
    m_offer->setToolTip(index.data(Qt::ToolTipRole).toString());
    m_switch->setText(tr("Switch to %1").arg(m_offerOwner));
    m_switch->setToolTip(tr("Use %1 with topology %2, as one step (Edit > Undo takes it back)").arg(m_offerOwner, m_offerTopology));
    m_offerBar->setVisible(true);
    m_switch->setFocus();
}

void TopologyPicker::refreshOffer()
{
    if (!m_offerBar->isVisibleTo(this))
        return;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (index.data().toString() == m_offerTopology && m_model->data(index, TopologyChoicesModel::SwitchRole).toBool()
            && m_model->data(index, TopologyChoicesModel::OwnerRole).toString() == m_offerOwner) {
            m_offer->setText(m_model->choices().at(row).requirement);
            return;
        }
    }
    m_offerBar->setVisible(false);
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
    m_currentRow = row;
    m_combo->setCurrentIndex(row);
    refreshOffer();
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
    if (!m_offerOwner.isEmpty())
        m_switch->setText(tr("Switch to %1").arg(m_offerOwner));
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
