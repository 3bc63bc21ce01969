// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolCapacitySection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"

#include "core/advice/ChoiceAdvisor.h"
#include "core/catalog/Catalog.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace tpuplan {
namespace {

Reservation &reservation(Pool &pool)
{
    if (!pool.reservation)
        pool.reservation = Reservation{QString(), QStringLiteral("specific"), QString(), QString(), std::nullopt, {}};
    return *pool.reservation;
}

/// The rows' labels by field path (a reservation is named by its name's row).
constexpr FormSection::RowLabel kCapacityRowLabels[] = {
    {"capacity", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "&Capacity:")},
    {"reservation", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "&Reservation name:")},
    {"reservation.name", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "&Reservation name:")},
    {"reservation.project", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "Reservation &project:")},
    {"reservation.startTime", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "Reservation &start (UTC):")},
    {"reservation.durationDays", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "Reservation &length (days):")},
    {"commitment", QT_TRANSLATE_NOOP("tpuplan::PoolCapacitySection", "Co&mmitment:")},
};

} // namespace

PoolCapacitySection::PoolCapacitySection(QWidget *parent)
    : PoolSection(parent), m_capacity(new ChoiceComboBox(this)), m_reservationName(new QLineEdit(this)),
      m_reservationProject(new QLineEdit(this)), m_startTime(new QLineEdit(this)), m_duration(new QSpinBox(this)),
      m_commitment(new QComboBox(this))
{
    m_capacity->setObjectName(QStringLiteral("CapacityChoice"));
    m_capacityLabel = addRow(m_capacity);
    m_reservationNameLabel = addRow(m_reservationName);
    m_reservationProjectLabel = addRow(m_reservationProject);
    m_startTimeLabel = addRow(m_startTime);
    m_durationLabel = addRow(m_duration);
    // The catalog's 1 to 90 days are set per document (showPool); below them "not set".
    setRange(m_duration, PlanFieldRules::Range{1, PlanFieldRules::kReservationDays.max}, true);
    m_commitmentLabel = addRow(m_commitment);
    // The plan's values; retranslate() words them.
    for (const QString &value : {QString(), QStringLiteral("1y"), QStringLiteral("3y")})
        m_commitment->addItem(QString(), value);

    addField(QStringLiteral("capacity"), m_capacity);
    addField(QStringLiteral("reservation"), m_reservationName);
    addTypedField(QStringLiteral("reservation.name"), m_reservationName);
    addTypedField(QStringLiteral("reservation.project"), m_reservationProject);
    addTypedField(QStringLiteral("reservation.startTime"), m_startTime);
    addField(QStringLiteral("reservation.durationDays"), m_duration);
    addField(QStringLiteral("commitment"), m_commitment);
    setFieldOrder({m_capacity, m_reservationName, m_reservationProject, m_startTime, m_duration, m_commitment});
    connectEdits();
    retranslate();
}

void PoolCapacitySection::connectEdits()
{
    connect(m_capacity, &ChoiceComboBox::valueChosen, this, [this](const QString &value) {
        applyChoice(ChoiceAdvisor(document()->plan(), document()->catalog()).capacities(poolIndex()), value, tr("Change capacity"));
    });
    connect(m_reservationName, &QLineEdit::textEdited, this, [this](const QString &value) {
        editPool(tr("Change reservation"), QStringLiteral("reservation.name"),
                 [&](Pool &pool) { reservation(pool).name = value.trimmed(); });
    });
    connect(m_reservationProject, &QLineEdit::textEdited, this, [this](const QString &value) {
        editPool(tr("Change reservation"), QStringLiteral("reservation.project"),
                 [&](Pool &pool) { reservation(pool).project = value.trimmed(); });
    });
    connect(m_startTime, &QLineEdit::textEdited, this, [this](const QString &value) {
        editPool(tr("Change reservation start"), QStringLiteral("reservation.startTime"),
                 [&](Pool &pool) { reservation(pool).startTime = value.trimmed(); });
    });
    connect(m_duration, &QSpinBox::valueChanged, this, [this](int value) {
        editPool(tr("Change reservation length"), QStringLiteral("reservation.durationDays"), [&](Pool &pool) {
            reservation(pool).durationDays = value < m_duration->minimum() + 1 ? std::nullopt : std::optional<int>(value);
        });
    });
    connect(m_commitment, &QComboBox::activated, this, [this](int index) {
        const QString commitment = m_commitment->itemData(index).toString();
        editPool(tr("Change commitment"), QString(), [&](Pool &pool) { pool.commitment = commitment; });
    });
}

QString PoolCapacitySection::rowText(QStringView path)
{
    return rowLabel(kCapacityRowLabels, path, &tr);
}

void PoolCapacitySection::retranslate()
{
    setTitle(tr("Capacity and cost"));
    m_capacityLabel->setText(rowText(u"capacity"));
    m_reservationNameLabel->setText(rowText(u"reservation.name"));
    m_reservationProjectLabel->setText(rowText(u"reservation.project"));
    m_commitmentLabel->setText(rowText(u"commitment"));
    m_startTimeLabel->setText(rowText(u"reservation.startTime"));
    m_durationLabel->setText(rowText(u"reservation.durationDays"));
    m_capacity->setFieldToolTip(tr("How the TPUs are obtained: on-demand, Spot (cheaper, can be preempted), a reservation, "
                                   "flex-start (queued until capacity is free), or a calendar-mode reservation booked "
                                   "for a fixed window."));
    m_startTime->setPlaceholderText(tr("YYYY-MM-DDTHH:MM:SSZ, e.g. 2027-01-04T00:00:00Z"));
    m_duration->setSpecialValueText(tr("not set"));
    m_commitment->setToolTip(tr("A committed use discount, for the cost estimate only."));
    m_commitment->setItemText(0, tr("none"));
    m_commitment->setItemText(1, tr("1 year"));
    m_commitment->setItemText(2, tr("3 years"));
    m_reservationName->setPlaceholderText(tr("the reservation to consume"));
    m_reservationProject->setPlaceholderText(tr("optional: project that owns a shared reservation"));
}

QString PoolCapacitySection::capacityText(const QString &value) const
{
    if (value == QLatin1String("on-demand"))
        return tr("On-demand");
    if (value == QLatin1String("spot"))
        return tr("Spot (preemptible, cheaper)");
    if (value == QLatin1String("reservation"))
        return tr("Reservation");
    if (value == QLatin1String("flex-start"))
        return tr("Flex-start (queued provisioning)");
    if (value == QLatin1String("calendar"))
        return tr("Calendar-mode reservation (fixed window, preview)");
    return value;
}

void PoolCapacitySection::showPool(const ChoiceAdvisor &advisor, const Pool &pool)
{
    m_capacity->setChoices(items(advisor.capacities(poolIndex()), [this](const QString &v) { return capacityText(v); }),
                           pool.effectiveCapacity());
    const bool reservation = pool.consumesReservation();
    const bool calendar = pool.capacity == QLatin1String("calendar");
    form()->setRowVisible(m_reservationName, reservation);
    form()->setRowVisible(m_reservationProject, reservation);
    form()->setRowVisible(m_startTime, calendar);
    form()->setRowVisible(m_duration, calendar);
    showText(m_reservationName, pool.reservation ? pool.reservation->name : QString());
    showText(m_reservationProject, pool.reservation ? pool.reservation->project : QString());
    showText(m_startTime, pool.reservation ? pool.reservation->startTime : QString());
    if (const GkeFacts &gke = document()->catalog().gke; gke.calendarMaxDays > 0) {
        const QSignalBlocker blocker(m_duration);
        setRange(m_duration, PlanFieldRules::Range{gke.calendarMinDays, gke.calendarMaxDays}, true);
    }
    showValue(m_duration, pool.reservation && pool.reservation->durationDays ? *pool.reservation->durationDays
                                                                             : m_duration->minimum());
    const QString commitment = pool.commitment == QLatin1String("none") ? QString() : pool.commitment;
    m_commitment->setCurrentIndex(std::max(0, m_commitment->findData(commitment)));
}

} // namespace tpuplan
