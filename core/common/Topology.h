// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace tpuplan {

/// A slice shape such as `2x4` or `4x4x8`: the chips along each ICI axis.
class Topology
{
public:
    /// Upper bound on one dimension; anything larger is a typo, not a TPU slice.
    static constexpr int kMaxDimension = 4096;

    Topology() = default;
    explicit Topology(QList<int> dims);

    /// Parses `AxB` or `AxBxC` of positive integers; nullopt with a user sentence in `error`
    /// otherwise.
    static std::optional<Topology> parse(const QString &text, QString *error = nullptr);

    const QList<int> &dims() const { return m_dims; }
    int dimensionCount() const { return int(m_dims.size()); }
    bool isValid() const { return !m_dims.isEmpty(); }
    qint64 chips() const;
    /// The dimensions sorted ascending (A <= B <= C).
    QList<int> sortedDims() const;
    bool isNondecreasing() const;
    /// True when a box of this shape fits inside `outer`, turned as needed (each sorted side no
    /// longer than the matching side of `outer`); shapes of other dimensions never fit.
    bool fitsWithin(const Topology &outer) const;
    QString toString() const;

    friend bool operator==(const Topology &a, const Topology &b) { return a.m_dims == b.m_dims; }

private:
    QList<int> m_dims;
};

} // namespace tpuplan
