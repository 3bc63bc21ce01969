// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/PlatformDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/learn/PlatformFacts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace tpuplan {

PlatformDialog::PlatformDialog(std::function<QString()> language, QWidget *parent)
    : QDialog(parent), m_language(std::move(language)), m_chips(new QComboBox(this)), m_framework(new QComboBox(this)), m_budget(new QComboBox(this)),
      m_long(new QCheckBox(this)), m_team(new QCheckBox(this)), m_iac(new QCheckBox(this)), m_ironwood(new QCheckBox(this)),
      m_recommendation(new QLabel(this)), m_reasons(new QLabel(this))
{
    setObjectName(QStringLiteral("PlatformDialog"));
    auto *form = new QFormLayout;
    for (QWidget *field : {static_cast<QWidget *>(m_chips), static_cast<QWidget *>(m_framework), static_cast<QWidget *>(m_budget)}) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_questionLabels.append(label);
        form->addRow(label, field);
    }
    for (QCheckBox *box : {m_long, m_team, m_iac, m_ironwood})
        form->addRow(box);
    QFont big = m_recommendation->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_recommendation->setFont(big);
    m_reasons->setWordWrap(true);
    m_reasons->setTextFormat(Qt::RichText);
    m_reasons->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_reasons, 1);
    layout->addWidget(buttons);
    for (QComboBox *combo : {m_chips, m_framework, m_budget})
        connect(combo, &QComboBox::currentIndexChanged, this, &PlatformDialog::advise);
    for (QCheckBox *box : {m_long, m_team, m_iac, m_ironwood})
        connect(box, &QCheckBox::toggled, this, &PlatformDialog::advise);
    DialogSize::resizeToFit(this, {640, 600});
    retranslate();
}

PlatformNeeds PlatformDialog::needs() const
{
    PlatformNeeds needs;
    needs.chips = PlatformNeeds::Chips(std::max(0, m_chips->currentIndex()));
    needs.framework = PlatformNeeds::Framework(std::max(0, m_framework->currentIndex()));
    needs.budget = PlatformNeeds::Budget(std::max(0, m_budget->currentIndex()));
    needs.longSessions = m_long->isChecked();
    needs.sharedByTeam = m_team->isChecked();
    needs.infrastructureAsCode = m_iac->isChecked();
    needs.ironwood = m_ironwood->isChecked();
    return needs;
}

void PlatformDialog::retranslate()
{
    setWindowTitle(tr("Colab, Cloud TPU VM or GKE?"));
    m_questionLabels.at(0)->setText(tr("&Chips needed:"));
    m_questionLabels.at(1)->setText(tr("&Framework:"));
    m_questionLabels.at(2)->setText(tr("&Budget:"));
    const auto fill = [](QComboBox *combo, const QStringList &items) {
        const QSignalBlocker blocker(combo);
        const int current = std::max(0, combo->currentIndex());
        combo->clear();
        combo->addItems(items);
        combo->setCurrentIndex(current);
    };
    // The order follows PlatformNeeds' enums.
    fill(m_chips, {tr("1 chip"), tr("up to 8 chips (one host)"), tr("more than 8 chips")});
    fill(m_framework, {tr("JAX"), tr("PyTorch"), tr("TensorFlow 2 (Keras, TPUStrategy)"), tr("TensorFlow TPUEstimator")});
    fill(m_budget, {tr("free"), tr("pay as you go"), tr("reservations or committed use discounts")});
    m_long->setText(tr("&Runs longer than 12 hours"));
    m_team->setText(tr("A &team shares the TPUs (queues, priorities)"));
    m_iac->setText(tr("Reviewed, reproducible &set-up (Terraform, manifests)"));
    m_ironwood->setText(tr("&Ironwood (TPU7x) wanted"));
    advise();
}

void PlatformDialog::advise()
{
    const PlatformAdvice advice = PlatformAdvisor::advise(needs());
    m_recommendation->setText(tr("Recommended: %1").arg(PlatformAdvisor::platformName(advice.platform)));
    const QString language = m_language();
    // Each fact with its source in small type: a trainer can show where it comes from.
    const auto list = [&](const QString &title, const QStringList &ids) {
        QString html = QStringLiteral("<p><b>%1</b></p><ul>").arg(title.toHtmlEscaped());
        for (const QString &id : ids) {
            if (const PlatformFact *fact = PlatformFacts::builtIn().fact(id))
                html += QStringLiteral("<li>%1<br><small>%2</small></li>")
                            .arg(fact->text(language).toHtmlEscaped(), tr("Source: %1").arg(fact->source).toHtmlEscaped());
        }
        return html + QStringLiteral("</ul>");
    };
    QString html = list(tr("Why"), advice.reasons) + list(tr("Watch for"), advice.caveats);
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(tr("Each source names a section of TPU Planner's reference notes and, in brackets, the public page "
                        "or issue it quotes; Colab's session limits are not published exactly.")
                         .toHtmlEscaped());
    m_reasons->setText(html);
}

void PlatformDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace tpuplan
