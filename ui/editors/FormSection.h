// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"
#include "core/plan/PlanFieldRules.h"
#include "ui/models/FieldWording.h"

#include <QGroupBox>
#include <QHash>

#include <functional>
#include <span>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

class ChoiceAdvisor;
class ChoiceVerdict;
class PlanDocument;

/// A titled group of fields, the building block of the cluster and pool editors. A section
/// builds its own fields, shows the document's plan in them (refresh), turns their edits into
/// undo commands, and translates its fixed texts again on QEvent::LanguageChange (retranslate).
/// Texts that depend on the plan (facts, reasons) are set by refresh, which the editor runs
/// after a language change.
class FormSection : public QGroupBox
{
    Q_OBJECT
public:
    void setDocument(PlanDocument *document) { m_document = document; }
    /// How the section names fields in the rules' messages it shows (under its typed fields and
    /// as the reasons of disabled choices); none: as the core words them.
    void setFieldWording(const FieldWording &wording) { m_wording = wording; }
    PlanDocument *document() const { return m_document; }

    /// Shows the plan; the fields do not report the values shown as the user's edits.
    void refresh(const ChoiceAdvisor &advisor);

    /// Field path (as findings name it) -> the widget that edits it.
    const QHash<QString, QWidget *> &fieldWidgets() const { return m_fieldWidgets; }
    /// The section's fields in keyboard order.
    const QList<QWidget *> &fieldOrder() const { return m_fieldOrder; }
    /// The text of the form label of the field at `path` without mnemonic and colon ("Cluster
    /// name"), empty when the section has no such field: findings name fields by it.
    QString fieldLabel(const QString &path) const;
    /// A row label's text as findings name its field: without mnemonic and colon
    /// ("&Cluster name:" -> "Cluster name").
    static QString plainLabel(QString text);

    /// A row's label by the field path findings name it with; `text` is marked for translation
    /// in its section's context (QT_TRANSLATE_NOOP) and translated where it is looked up.
    struct RowLabel
    {
        const char *path;
        const char *text;
    };
    using Translate = QString (*)(const char *text, const char *disambiguation, int n);
    /// The label in `rows` for `path`, translated by the section's `tr`; empty when none.
    static QString rowLabel(std::span<const RowLabel> rows, QStringView path, Translate tr);
    /// The field path `widget` (or the field holding it) edits, empty when none; where one
    /// widget edits several paths (machineType and accelerator), the shortest, then the first
    /// in name order.
    QString fieldPathOf(const QWidget *widget) const;

protected:
    explicit FormSection(QWidget *parent);

    /// Sets the fixed texts (title, labels, tooltips, placeholders) in the current language.
    virtual void retranslate() = 0;
    virtual void showPlan(const ChoiceAdvisor &advisor) = 0;
    void changeEvent(QEvent *event) override;
    /// Makes the form measure every row again (after the texts changed language).
    void remeasureRows();

    QFormLayout *form() const { return m_form; }
    /// Adds a row for `field` (with its facts label beside it) and returns the row's label, the
    /// buddy of the field unless the field is a check box, which carries its own mnemonic.
    QLabel *addRow(QWidget *field, QLabel *facts = nullptr);
    /// A plain-text, wrapping, dimmed label for facts derived from a field.
    QLabel *factsLabel();
    void addField(const QString &path, QWidget *widget) { m_fieldWidgets.insert(path, widget); }
    /// Adds `path` for a typed field and a row under it that shows, as the user types, the
    /// rule's message for what was typed (the first error the plan's findings name it in).
    void addTypedField(const QString &path, QLineEdit *edit);
    /// How this section's field paths appear in findings ("pools[2]." for a pool's fields).
    virtual QString findingPrefix() const { return QString(); }
    void setFieldOrder(const QList<QWidget *> &order) { m_fieldOrder = order; }

    bool isRefreshing() const { return m_refreshing; }
    /// A rule's message as the window words it: the fields it names by their labels.
    QString worded(const QString &message, const QString &field = QString()) const { return m_wording.message(message, field); }
    /// Why a choice is disabled, worded the same way.
    QString reasonOf(const ChoiceVerdict &verdict) const { return m_wording.reason(verdict); }
    /// Edits a copy of the plan and pushes it as one command merged by `mergeKey`.
    void editPlan(const QString &text, const QString &mergeKey, const std::function<void(Plan &)> &change);

    /// Shows `text` (signals blocked; the cursor stays while the user types there).
    static void showText(QLineEdit *edit, const QString &text);
    /// Shows `value` (signals blocked).
    static void showValue(QSpinBox *spin, int value);
    static void showChecked(QCheckBox *box, bool checked);
    /// Gives `spin` the plan's range; with `unsetSlot`, one value below it stands for "not set".
    static void setRange(QSpinBox *spin, PlanFieldRules::Range range, bool unsetSlot);

private:
    void showTypedProblems();

    struct TypedField
    {
        QString path;
        QLineEdit *edit;
        QLabel *problem;
    };
    PlanDocument *m_document = nullptr;
    FieldWording m_wording;
    QList<TypedField> m_typedFields;
    QFormLayout *m_form;
    bool m_refreshing = false;
    QHash<QString, QWidget *> m_fieldWidgets;
    QList<QWidget *> m_fieldOrder;
};

} // namespace tpuplan
