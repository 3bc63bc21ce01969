// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ContractPricesDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/catalog/CatalogLoader.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleValidator>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

constexpr int kFirstPriceColumn = 2;
constexpr int kPriceColumns = 4;

std::optional<double> catalogValue(const RegionPrice *price, int column)
{
    if (!price)
        return std::nullopt;
    switch (column) {
    case 0: return price->onDemand;
    case 1: return price->spot;
    case 2: return price->commit1y;
    default: return price->commit3y;
    }
}

std::optional<std::optional<double>> *entryValue(PriceOverrides::Entry &entry, int column)
{
    switch (column) {
    case 0: return &entry.onDemand;
    case 1: return &entry.spot;
    case 2: return &entry.commit1y;
    default: return &entry.commit3y;
    }
}

/// A price cell. Enter after typing ends that edit only; the dialog's OK takes Enter only when
/// no cell holds an edit not yet ended (QLineEdit alone passes every Enter on to the dialog).
class PriceCell : public QLineEdit
{
public:
    using QLineEdit::QLineEdit;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
        const bool editing = isModified();
        QLineEdit::keyPressEvent(event);
        if (enter && editing) {
            setModified(false);
            event->accept();
        }
    }
};

} // namespace

ContractPricesDialog::ContractPricesDialog(const Catalog &catalog, const Plan &plan, const PriceOverrides &current,
                                           QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_table(new QTableWidget(0, kFirstPriceColumn + kPriceColumns, this)),
      m_source(new QLineEdit(this)), m_problems(new QLabel(this))
{
    setWindowTitle(tr("Contract Prices"));
    auto *intro = new QLabel(tr("Prices per chip-hour in %1 that replace the catalog's, for cost and export. "
                                "Ironwood (TPU7x) has no public price: enter the one from your contract. "
                                "An empty cell keeps the catalog's value shown in grey.")
                                 .arg(catalog.currency),
                             this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("TPU"), tr("Region"), tr("On-demand"), tr("Spot"), tr("1-year"), tr("3-year")});
    m_table->verticalHeader()->hide();
    // Names as wide as they are; the four price columns share the rest (no horizontal scrolling).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_source->setPlaceholderText(tr("e.g. contract 2026-17 with Google Cloud"));
    m_source->setToolTip(tr("Where these prices come from; cost reports cite it."));
    m_problems->setWordWrap(true);
    m_problems->hide();

    // Costs are priced in the cluster's region (CostCalculator), so that is the row to fill.
    for (const Pool &pool : plan.pools) {
        if (catalog.tpu(pool.tpu) && rowOf(pool.tpu, plan.cluster.region) < 0)
            addRow(pool.tpu, plan.cluster.region);
    }
    fill(current);

    auto *form = new QFormLayout;
    form->addRow(tr("&Source:"), m_source);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *load = buttons->addButton(tr("&Load Prices File..."), QDialogButtonBox::ActionRole);
    load->setToolTip(tr("Read a prices file in the format of tpu-plan --prices"));
    QPushButton *clear = buttons->addButton(tr("&Clear All"), QDialogButtonBox::ResetRole);
    connect(load, &QPushButton::clicked, this, &ContractPricesDialog::loadFile);
    connect(clear, &QPushButton::clicked, this, &ContractPricesDialog::clearAll);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {680, 360});
}

int ContractPricesDialog::rowOf(const QString &tpu, const QString &region) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0)->data(Qt::UserRole).toString() == tpu && m_table->item(row, 1)->text() == region)
            return row;
    }
    return -1;
}

QLineEdit *ContractPricesDialog::priceEdit(int row, int priceColumn) const
{
    return qobject_cast<QLineEdit *>(m_table->cellWidget(row, kFirstPriceColumn + priceColumn));
}

void ContractPricesDialog::addRow(const QString &tpu, const QString &region)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const TpuVersion *version = m_catalog.tpu(tpu);
    auto *tpuItem = new QTableWidgetItem(version ? version->name : tpu);
    tpuItem->setData(Qt::UserRole, tpu);
    tpuItem->setFlags(Qt::ItemIsEnabled);
    auto *regionItem = new QTableWidgetItem(region);
    regionItem->setFlags(Qt::ItemIsEnabled);
    m_table->setItem(row, 0, tpuItem);
    m_table->setItem(row, 1, regionItem);
    const RegionPrice *price = m_catalog.price(tpu, region);
    for (int column = 0; column < kPriceColumns; ++column) {
        auto *edit = new PriceCell(m_table);
        auto *validator = new QDoubleValidator(0, 1e6, 6, edit);
        validator->setNotation(QDoubleValidator::StandardNotation);
        edit->setValidator(validator);
        edit->setFrame(false);
        const std::optional<double> known = catalogValue(price, column);
        edit->setPlaceholderText(known ? QLocale().toString(*known, 'f', 4) : tr("unknown"));
        edit->setToolTip(known ? tr("Catalog price: %1 per chip-hour").arg(QLocale().toString(*known, 'f', 4))
                               : tr("The catalog has no price here; enter your contract price"));
        m_table->setCellWidget(row, kFirstPriceColumn + column, edit);
    }
}

void ContractPricesDialog::fill(const PriceOverrides &overrides)
{
    if (!overrides.source.isEmpty())
        m_source->setText(overrides.source);
    for (const PriceOverrides::Entry &entry : overrides.entries) {
        int row = rowOf(entry.tpu, entry.region);
        if (row < 0) {
            addRow(entry.tpu, entry.region);
            row = m_table->rowCount() - 1;
        }
        PriceOverrides::Entry copy = entry;
        for (int column = 0; column < kPriceColumns; ++column) {
            const std::optional<std::optional<double>> *value = entryValue(copy, column);
            if (*value && **value)
                priceEdit(row, column)->setText(QLocale().toString(***value, 'f', 4));
        }
    }
}

PriceOverrides ContractPricesDialog::overrides() const
{
    PriceOverrides result;
    result.origin = tr("prices entered in the window");
    result.source = m_source->text().trimmed();
    result.asOf = QDate::currentDate().toString(Qt::ISODate);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        PriceOverrides::Entry entry;
        entry.tpu = m_table->item(row, 0)->data(Qt::UserRole).toString();
        entry.region = m_table->item(row, 1)->text();
        bool any = false;
        for (int column = 0; column < kPriceColumns; ++column) {
            bool ok = false;
            const double value = QLocale().toDouble(priceEdit(row, column)->text(), &ok);
            if (ok && value >= 0) {
                *entryValue(entry, column) = std::optional<double>(value);
                any = true;
            }
        }
        if (any)
            result.entries.append(entry);
    }
    return result;
}

void ContractPricesDialog::loadFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Prices File"), QString(),
                                                      tr("Prices (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    const PriceOverridesLoadResult result = PriceOverridesLoader::loadFile(path, m_catalog);
    if (!result.overrides) {
        QStringList lines;
        for (const Finding &problem : result.problems)
            lines.append(CatalogLoader::describe(path, problem));
        m_problems->setText(tr("The prices file was refused; nothing was changed:\n%1").arg(lines.join(QLatin1Char('\n'))));
        m_problems->show();
        return;
    }
    m_problems->hide();
    fill(*result.overrides);
}

void ContractPricesDialog::clearAll()
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int column = 0; column < kPriceColumns; ++column)
            priceEdit(row, column)->clear();
    }
    m_source->clear();
}

} // namespace tpuplan
