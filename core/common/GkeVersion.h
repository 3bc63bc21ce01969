// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <compare>
#include <optional>

namespace tpuplan {

/// A GKE control-plane version such as `1.31.2-gke.1115000`, compared field by field.
/// A bare `1.31` or `1.31.2` means the lowest build of that line, so it sorts before any
/// `1.31.2-gke.N`.
class GkeVersion
{
public:
    GkeVersion() = default;
    GkeVersion(int major, int minor, int patch = 0, qint64 build = 0);

    /// Parses the text; returns nullopt and sets `error` (a sentence for users) when it is not
    /// `MAJOR.MINOR[.PATCH[-gke.BUILD]]`.
    static std::optional<GkeVersion> parse(const QString &text, QString *error = nullptr);

    int major() const { return m_major; }
    int minor() const { return m_minor; }
    int patch() const { return m_patch; }
    qint64 build() const { return m_build; }
    bool isNull() const { return m_major == 0 && m_minor == 0; }
    bool sameMinorLine(const GkeVersion &other) const
    {
        return m_major == other.m_major && m_minor == other.m_minor;
    }

    QString toString() const;

    // Only the numbers take part: `1.31.2` and `1.31.2-gke.0` are the same point of the line.
    friend std::strong_ordering operator<=>(const GkeVersion &a, const GkeVersion &b)
    {
        if (auto c = a.m_major <=> b.m_major; c != 0)
            return c;
        if (auto c = a.m_minor <=> b.m_minor; c != 0)
            return c;
        if (auto c = a.m_patch <=> b.m_patch; c != 0)
            return c;
        return a.m_build <=> b.m_build;
    }
    friend bool operator==(const GkeVersion &a, const GkeVersion &b) { return (a <=> b) == 0; }

private:
    int m_major = 0;
    int m_minor = 0;
    int m_patch = 0;
    qint64 m_build = 0;
    bool m_hasPatch = false;
    bool m_hasBuild = false;
};

} // namespace tpuplan
