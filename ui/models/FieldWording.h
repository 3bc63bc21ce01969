// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace tpuplan {

class ChoiceVerdict;

/// How the window names plan fields in what the core says. The core's messages name a field as
/// a plan file does, by its path or key ("set reservation.name", "lower minNodes", "remove
/// 'machineType'"), which is what the command line should print; the window names the field
/// that edits it instead ("set 'Reservation name'"). Without a labeler the text is left as is.
class FieldWording
{
public:
    /// Field path (pools[0].reservation.name) -> the label of the field that edits it in the
    /// window ("Reservation name"), empty when no field does.
    using Labeler = std::function<QString(const QString &field)>;

    FieldWording() = default;
    explicit FieldWording(Labeler labeler) : m_labeler(std::move(labeler)) {}

    /// The label of the field at `field`, empty when none (or no labeler).
    QString label(const QString &field) const;
    /// `text` with every plan field it names replaced by the field's quoted label. `field` is
    /// the field the message is about (a finding's): a bare key ("maxNodes") is looked for
    /// beside it first (pools[0].autoscaling.minNodes -> pools[0].autoscaling.maxNodes).
    QString message(const QString &text, const QString &field = QString()) const;
    /// A choice's blocking messages, one per line, without repeats, each worded as message().
    QString reason(const ChoiceVerdict &verdict) const;

private:
    QString labelOfKey(const QString &key, const QString &field) const;

    Labeler m_labeler;
};

} // namespace tpuplan
