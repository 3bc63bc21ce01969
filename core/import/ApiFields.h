// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"

#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace tpuplan::ApiFields {

// Lenient reads of API output, as gcloud prints it: a missing or null value is the zero value
// (gcloud omits zero, false and empty), int64 fields come as strings ("110"), and a value of an
// unexpected type counts as missing instead of throwing. Never throws on any input.

/// The child `key` of `node` when `node` is a mapping that has it; an undefined node otherwise.
YAML::Node field(const YAML::Node &node, const char *key);
/// The node at a dotted path ("config.reservationAffinity.values").
YAML::Node path(const YAML::Node &node, const char *dottedPath);
/// The text of a scalar node; empty for anything else.
QString scalar(const YAML::Node &node);
QString text(const YAML::Node &node, const char *dottedPath);
/// An integer written as a number or as a string; 0 when missing or not an integer.
qint64 integer(const YAML::Node &node, const char *dottedPath);
std::optional<qint64> optionalInteger(const YAML::Node &node, const char *dottedPath);
/// true / "true"; false otherwise.
bool flag(const YAML::Node &node, const char *dottedPath);
/// The scalars of a list; a lone scalar counts as a list of one.
QStringList strings(const YAML::Node &node, const char *dottedPath);
/// Terraform writes every block as a list of one map: its first element, or the node itself.
YAML::Node block(const YAML::Node &node, const char *key);
bool isMap(const YAML::Node &node);
bool isSequence(const YAML::Node &node);
ImportOrigin origin(const YAML::Node &node, const QString &file);
/// A TPU VM machine type: ct3-, ct3p-, ct4l-, ct4p-, ct5l-, ct5lp-, ct5p-, ct6e-, tpu7x-, tpu7- and
/// successors that follow the same naming (SkyPilot's ct…-only pattern misses tpu7x).
bool isTpuMachineType(const QString &name);
/// The last path segment of a URL or resource path (`…/zones/us-central1-a` -> `us-central1-a`).
QString lastSegment(const QString &value);

} // namespace tpuplan::ApiFields
