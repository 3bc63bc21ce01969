// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/models/FieldWording.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QLabel;
class QTableView;

namespace tpuplan {

class AvailabilityModel;
class Catalog;
class PlanDocument;

/// TPU versions × zones for the plan's mode and GKE version. Clicking an offered cell applies
/// that version and zone to the selected pool (moving the cluster's region if needed); a cell
/// the rules reject explains why in the status line instead.
class AvailabilityMatrix : public QWidget
{
    Q_OBJECT
public:
    explicit AvailabilityMatrix(std::shared_ptr<const Catalog> catalog, QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// How a refused choice's reason names fields (as the findings do).
    void setFieldWording(const FieldWording &wording) { m_wording = wording; }

    void setPool(int pool);
    AvailabilityModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    /// Applies a cell's choice to the selected pool; false (and `reason`) when the rules refuse.
    bool apply(const QString &tpu, const QString &zone, QString *reason = nullptr);

Q_SIGNALS:
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    PlanDocument *m_document = nullptr;
    FieldWording m_wording;
    AvailabilityModel *m_model;
    QLabel *m_legend;
    QTableView *m_view;
    int m_pool = -1;
};

} // namespace tpuplan
