#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Validates every manifests/*.yaml of the bundle folders given on the command line.
// Kubernetes kinds are checked against the OpenAPI schemas of kubernetes-models@4.5.1 (offline).
// No package ships the JobSet, Kueue or ComputeClass CRDs: a JobSet's replicated job templates
// are checked as batch/v1 JobTemplateSpec and its own fields by hand; Kueue and ComputeClass
// objects get structural checks, and so do Managed Prometheus PodMonitorings. On top of the schemas, every TPU pod template must request
// the same google.com/tpu in requests and limits and select accelerator and topology.
'use strict';

const fs = require('fs');
const path = require('path');
const YAML = require('yaml');
const { Job } = require('kubernetes-models/batch/v1/Job');
const { JobTemplateSpec } = require('kubernetes-models/batch/v1/JobTemplateSpec');
const { Deployment } = require('kubernetes-models/apps/v1/Deployment');
const { Service } = require('kubernetes-models/v1/Service');
const { ServiceAccount } = require('kubernetes-models/v1/ServiceAccount');
const { PriorityClass } = require('kubernetes-models/scheduling.k8s.io/v1/PriorityClass');
const { HorizontalPodAutoscaler } = require('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler');

const coreKinds = {
  'batch/v1/Job': Job,
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'scheduling.k8s.io/v1/PriorityClass': PriorityClass,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

// Kinds that live in a namespace: each names it, so the queue and its workloads meet.
const namespaced = new Set(['Job', 'Deployment', 'Service', 'ServiceAccount', 'JobSet', 'LocalQueue', 'HorizontalPodAutoscaler', 'PodMonitoring']);

const dnsLabel = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
let failures = 0;
// ServiceAccounts of the file being read: every pod's serviceAccountName must be one of them.
let serviceAccounts = new Set();
let checked = 0;

function fail(where, message) {
  failures += 1;
  console.error(`FAIL ${where}: ${message}`);
}

function expect(condition, where, message) {
  if (!condition) fail(where, message);
  return condition;
}

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isStringMap(v) {
  return isObject(v) && Object.values(v).every((x) => typeof x === 'string');
}

function checkMetadata(doc, where) {
  expect(isObject(doc.metadata), where, 'metadata missing');
  if (!isObject(doc.metadata)) return;
  expect(typeof doc.metadata.name === 'string' && dnsLabel.test(doc.metadata.name) && doc.metadata.name.length <= 63,
    where, `metadata.name '${doc.metadata.name}' is not a DNS label`);
  if (doc.metadata.labels !== undefined) expect(isStringMap(doc.metadata.labels), where, 'labels must be strings');
  if (doc.metadata.annotations !== undefined) expect(isStringMap(doc.metadata.annotations), where, 'annotations must be strings');
}

// A dynamic slice (TPU7x block pool) names its shape in this pod annotation and selects no
// topology: every node of a block carries the block's. A Kueue sub-slice (v6e) names its shape
// the same way, requires one domain of the level gke-tpu-slice-<shape>-id (xpk --sub-slicing),
// and selects its node pool's topology, which the sub-slice must fit in.
const sliceTopology = 'cloud.google.com/gke-tpu-slice-topology';
const requiredTopology = 'kueue.x-k8s.io/podset-required-topology';

function checkSubSlice(annotations, podSpec, where) {
  const shape = annotations[sliceTopology];
  expect(annotations[requiredTopology] === `cloud.google.com/gke-tpu-slice-${shape}-id`, where,
    `a ${shape} sub-slice requires the level cloud.google.com/gke-tpu-slice-${shape}-id`);
  const selected = ((podSpec && podSpec.nodeSelector) || {})['cloud.google.com/gke-tpu-topology'];
  if (typeof selected !== 'string') return;
  const sides = (t) => t.split('x').map(Number).sort((a, b) => a - b);
  const inner = sides(shape);
  const outer = sides(selected);
  expect(inner.length === outer.length && inner.every((v, i) => outer[i] % v === 0), where,
    `a ${shape} sub-slice does not divide the ${selected} node pool`);
}

function checkTpuPod(podSpec, where, dynamicSlice) {
  if (!isObject(podSpec)) return fail(where, 'pod spec missing');
  const selector = podSpec.nodeSelector || {};
  expect(isStringMap(selector), where, 'nodeSelector values must be strings');
  expect(typeof selector['cloud.google.com/gke-tpu-accelerator'] === 'string', where, 'no gke-tpu-accelerator nodeSelector');
  if (dynamicSlice) {
    expect(selector['cloud.google.com/gke-tpu-topology'] === undefined, where, 'a dynamic slice selects no gke-tpu-topology');
  } else {
    expect(typeof selector['cloud.google.com/gke-tpu-topology'] === 'string', where, 'no gke-tpu-topology nodeSelector');
  }
  const tolerations = podSpec.tolerations || [];
  expect(tolerations.some((t) => t.key === 'google.com/tpu'), where, 'no google.com/tpu toleration');
  if (podSpec.serviceAccountName !== undefined) {
    expect(serviceAccounts.has(podSpec.serviceAccountName), where, `serviceAccountName ${podSpec.serviceAccountName} is not created in this file`);
  }
  const tpuContainers = (podSpec.containers || []).filter((c) => c.resources && c.resources.limits
    && c.resources.limits['google.com/tpu'] !== undefined);
  expect(tpuContainers.length >= 1, where, 'no container uses the TPU');
  // One container per NUMA node may share the node's chips; together they ask for 1..8.
  const chips = tpuContainers.reduce((sum, c) => sum + Number(c.resources.limits['google.com/tpu']), 0);
  expect(Number.isInteger(chips) && chips > 0 && chips <= 8, where, `google.com/tpu limits add up to ${chips}, not 1..8`);
  expect(new Set((podSpec.containers || []).map((c) => c.name)).size === (podSpec.containers || []).length, where, 'container names repeat');
  for (const c of tpuContainers) {
    const limit = Number(c.resources.limits['google.com/tpu']);
    const request = Number((c.resources.requests || {})['google.com/tpu']);
    expect(Number.isInteger(limit) && limit > 0 && limit <= 8, where, `google.com/tpu limit ${limit} is not 1..8`);
    expect(limit === request, where, 'google.com/tpu requests and limits differ');
    expect(typeof c.image === 'string' && c.image.length > 0, where, 'container image missing');
    if (c.command !== undefined) expect(Array.isArray(c.command) && c.command.every((x) => typeof x === 'string'), where, 'command must be strings');
  }
}

function validateCore(doc, where) {
  const Model = coreKinds[`${doc.apiVersion}/${doc.kind}`];
  try {
    new Model(doc).validate();
  } catch (e) {
    fail(where, `schema: ${e.message}`);
  }
  if (doc.kind === 'ServiceAccount') serviceAccounts.add(doc.metadata.name);
  if (doc.kind === 'Job') checkTpuPod(doc.spec && doc.spec.template && doc.spec.template.spec, where);
  if (doc.kind === 'Deployment') {
    checkTpuPod(doc.spec && doc.spec.template && doc.spec.template.spec, where);
    const match = doc.spec.selector && doc.spec.selector.matchLabels;
    const labels = doc.spec.template.metadata && doc.spec.template.metadata.labels;
    expect(isObject(match) && Object.entries(match).every(([k, v]) => labels && labels[k] === v), where,
      'Deployment selector does not match its pod labels');
  }
  if (doc.kind === 'Service') {
    const spec = doc.spec || {};
    // Headless for an Indexed Job's pods, ClusterIP with a port for a serving Deployment.
    expect(spec.clusterIP === 'None' || (spec.type === 'ClusterIP' && Array.isArray(spec.ports) && spec.ports.length > 0), where,
      'a Service is headless or a ClusterIP Service with ports');
  }
  if (doc.kind === 'HorizontalPodAutoscaler') {
    const spec = doc.spec || {};
    expect(spec.minReplicas >= 1 && spec.maxReplicas >= spec.minReplicas, where, 'replica bounds');
    expect(spec.scaleTargetRef && spec.scaleTargetRef.kind === 'Deployment', where, 'scales a Deployment');
  }
}

function validatePodMonitoring(doc, where) {
  expect(doc.apiVersion === 'monitoring.googleapis.com/v1', where, 'PodMonitoring apiVersion must be monitoring.googleapis.com/v1');
  checkMetadata(doc, where);
  const spec = doc.spec || {};
  expect(isObject(spec.selector) && isStringMap(spec.selector.matchLabels), where, 'selector.matchLabels must map strings to strings');
  expect(Array.isArray(spec.endpoints) && spec.endpoints.length > 0, where, 'endpoints missing');
  for (const e of spec.endpoints || []) {
    expect(typeof e.port === 'string' || Number.isInteger(e.port), where, 'endpoint port');
    if (e.interval !== undefined) expect(/^[0-9]+(ms|s|m|h)$/.test(e.interval), where, `interval '${e.interval}' is not a duration`);
  }
}

function validateJobSet(doc, where) {
  expect(doc.apiVersion === 'jobset.x-k8s.io/v1alpha2', where, 'JobSet apiVersion must be jobset.x-k8s.io/v1alpha2');
  checkMetadata(doc, where);
  const spec = doc.spec;
  if (!expect(isObject(spec) && Array.isArray(spec.replicatedJobs) && spec.replicatedJobs.length > 0, where, 'spec.replicatedJobs missing')) return;
  const exclusive = doc.metadata.annotations && doc.metadata.annotations['alpha.jobset.sigs.k8s.io/exclusive-topology'];
  const podAnnotations = (rj) => (rj.template && rj.template.spec && rj.template.spec.template
    && rj.template.spec.template.metadata && rj.template.spec.template.metadata.annotations) || {};
  const subSlice = spec.replicatedJobs.some((rj) => typeof podAnnotations(rj)[requiredTopology] === 'string'
    && typeof podAnnotations(rj)[sliceTopology] === 'string');
  const dynamicSlice = !subSlice && spec.replicatedJobs.some((rj) => typeof podAnnotations(rj)[sliceTopology] === 'string');
  // Kueue keeps every pod of a replicated Job in one domain: one sub-slice per JobSet.
  if (subSlice) expect(exclusive === undefined && spec.replicatedJobs.every((rj) => rj.replicas === 1), where,
    'a sub-slice JobSet has one replica and no exclusive-topology');
  if (exclusive !== undefined) {
    const key = dynamicSlice ? 'cloud.google.com/gke-tpu-slice' : 'cloud.google.com/gke-nodepool';
    expect(exclusive === key, where, `exclusive-topology must be ${key}`);
  }
  if (dynamicSlice) expect(exclusive !== undefined, where, 'a dynamic slice JobSet needs exclusive-topology');
  if (spec.failurePolicy !== undefined) {
    expect(Number.isInteger(spec.failurePolicy.maxRestarts) && spec.failurePolicy.maxRestarts >= 0, where,
      'failurePolicy.maxRestarts must be a non-negative integer');
  }
  if (spec.network !== undefined) {
    expect(typeof spec.network.enableDNSHostnames === 'boolean', where, 'network.enableDNSHostnames must be a boolean');
    expect(typeof spec.network.subdomain === 'string' && dnsLabel.test(spec.network.subdomain), where, 'network.subdomain must be a DNS label');
  }
  spec.replicatedJobs.forEach((rj, i) => {
    const w = `${where} replicatedJobs[${i}]`;
    expect(typeof rj.name === 'string' && dnsLabel.test(rj.name), w, 'name must be a DNS label');
    expect(Number.isInteger(rj.replicas) && rj.replicas >= 1, w, 'replicas must be a positive integer');
    try {
      new JobTemplateSpec(rj.template).validate();
    } catch (e) {
      fail(w, `template as batch/v1 JobTemplateSpec: ${e.message}`);
    }
    const js = rj.template && rj.template.spec;
    if (!isObject(js)) return;
    expect(js.parallelism === js.completions, w, 'parallelism must equal completions (VMs per slice)');
    if (exclusive !== undefined) expect(js.backoffLimit === 0, w, 'multi-host slices need backoffLimit 0');
    checkTpuPod(js.template && js.template.spec, w, dynamicSlice);
    if (subSlice) checkSubSlice(podAnnotations(rj), js.template && js.template.spec, w);
  });
}

function validateKueue(doc, where) {
  expect(doc.apiVersion === 'kueue.x-k8s.io/v1beta2', where, 'Kueue apiVersion must be kueue.x-k8s.io/v1beta2');
  checkMetadata(doc, where);
  const spec = doc.spec;
  if (!expect(isObject(spec), where, 'spec missing')) return;
  switch (doc.kind) {
  case 'ResourceFlavor':
    expect(isStringMap(spec.nodeLabels), where, 'nodeLabels must map strings to strings');
    break;
  case 'LocalQueue':
    expect(typeof spec.clusterQueue === 'string', where, 'clusterQueue missing');
    break;
  case 'ProvisioningRequestConfig':
    expect(spec.provisioningClassName === 'queued-provisioning.gke.io', where, 'provisioningClassName');
    expect(Array.isArray(spec.managedResources), where, 'managedResources must be a list');
    break;
  case 'AdmissionCheck':
    if (spec.controllerName === 'accelerator.gke.io/slice') {
      // GKE's slice controller (dynamic slicing) takes no parameters.
      expect(spec.parameters === undefined, where, 'the slice admission check takes no parameters');
      break;
    }
    expect(spec.controllerName === 'kueue.x-k8s.io/provisioning-request', where, 'controllerName');
    expect(isObject(spec.parameters) && spec.parameters.kind === 'ProvisioningRequestConfig', where, 'parameters');
    break;
  case 'Topology': {
    const levels = (spec.levels || []).map((l) => l.nodeLabel);
    expect(levels.length > 0 && levels.every((l) => typeof l === 'string'), where, 'levels must name node labels');
    expect(levels[levels.length - 1] === 'kubernetes.io/hostname', where, 'the lowest level must be kubernetes.io/hostname');
    break;
  }
  case 'ClusterQueue': {
    expect(isObject(spec.namespaceSelector), where, 'namespaceSelector must be an object');
    const flavors = new Set();
    for (const group of spec.resourceGroups || []) {
      const covered = group.coveredResources;
      expect(Array.isArray(covered) && covered.includes('google.com/tpu'), where, 'google.com/tpu not covered');
      for (const flavor of group.flavors || []) {
        flavors.add(flavor.name);
        const names = (flavor.resources || []).map((r) => r.name);
        expect(JSON.stringify(names) === JSON.stringify(covered), where, `flavor ${flavor.name} must list the covered resources in order`);
        for (const r of flavor.resources || []) {
          expect(typeof r.nominalQuota === 'string' || Number.isInteger(r.nominalQuota), where, `nominalQuota of ${r.name}`);
          expect(/^[0-9]+(\.[0-9]+)?(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$/.test(String(r.nominalQuota)), where,
            `nominalQuota '${r.nominalQuota}' of ${r.name} is not a quantity`);
        }
      }
    }
    const checks = spec.admissionChecksStrategy && spec.admissionChecksStrategy.admissionChecks;
    for (const check of checks || []) {
      for (const f of check.onFlavors || []) expect(flavors.has(f), where, `admission check on unknown flavor ${f}`);
    }
    break;
  }
  default:
    fail(where, `unexpected Kueue kind ${doc.kind}`);
  }
}

function validateComputeClass(doc, where) {
  expect(doc.apiVersion === 'cloud.google.com/v1', where, 'ComputeClass apiVersion must be cloud.google.com/v1');
  checkMetadata(doc, where);
  const priorities = doc.spec && doc.spec.priorities;
  expect(Array.isArray(priorities) && priorities.length > 0, where, 'spec.priorities missing');
  for (const p of priorities || []) {
    if (p.tpu) {
      expect(typeof p.tpu.type === 'string' && Number.isInteger(p.tpu.count) && typeof p.tpu.topology === 'string', where, 'tpu priority');
    }
  }
}

function validateFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const docs = YAML.parseAllDocuments(text, { uniqueKeys: true, strict: true });
  serviceAccounts = new Set();
  let workloads = 0;
  let dynamicSlices = 0;
  docs.forEach((d, i) => {
    const where = `${file} document ${i + 1}`;
    if (d.errors.length > 0) return fail(where, d.errors.map((e) => e.message).join('; '));
    const doc = d.toJS();
    if (doc === null || doc === undefined) return; // the comment header before the first ---
    checked += 1;
    if (!expect(isObject(doc) && typeof doc.apiVersion === 'string' && typeof doc.kind === 'string', where, 'apiVersion and kind required')) return;
    const key = `${doc.apiVersion}/${doc.kind}`;
    if (namespaced.has(doc.kind)) {
      expect(isObject(doc.metadata) && typeof doc.metadata.namespace === 'string' && dnsLabel.test(doc.metadata.namespace),
        where, `${doc.kind} names no namespace`);
    }
    if (coreKinds[key]) {
      validateCore(doc, where);
      if (doc.kind === 'Job' || doc.kind === 'Deployment') workloads += 1;
    } else if (doc.kind === 'JobSet') {
      validateJobSet(doc, where);
      workloads += 1;
      if (JSON.stringify(doc).includes(sliceTopology)) dynamicSlices += 1;
    } else if (doc.apiVersion.startsWith('kueue.x-k8s.io/')) {
      validateKueue(doc, where);
    } else if (doc.kind === 'ComputeClass') {
      validateComputeClass(doc, where);
    } else if (doc.kind === 'PodMonitoring') {
      validatePodMonitoring(doc, where);
    } else {
      fail(where, `unexpected kind ${key}`);
    }
  });
  // A block pool's file holds one JobSet per slice workload; every other pool's holds one workload.
  expect(workloads === 1 || (workloads > 1 && dynamicSlices === workloads), file,
    `has ${workloads} workloads, expected exactly one (or one dynamic-slice JobSet per slice workload)`);
}

// Each argument is a bundle folder, or a folder of bundle folders (the golden root).
const dirs = [];
for (const arg of process.argv.slice(2)) {
  if (fs.existsSync(path.join(arg, 'manifests'))) {
    dirs.push(arg);
  } else if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) {
    for (const sub of fs.readdirSync(arg).sort()) {
      if (fs.existsSync(path.join(arg, sub, 'manifests'))) dirs.push(path.join(arg, sub));
    }
  }
}
if (dirs.length === 0) {
  console.error('usage: validate-manifests.js BUNDLE_DIR... (no bundle found)');
  process.exit(2);
}
let files = 0;
for (const dir of dirs) {
  const manifests = path.join(dir, 'manifests');
  if (!fs.existsSync(manifests)) {
    fail(dir, 'no manifests/ folder');
    continue;
  }
  for (const name of fs.readdirSync(manifests).sort()) {
    if (!name.endsWith('.yaml')) continue;
    validateFile(path.join(manifests, name));
    files += 1;
  }
}
console.log(`${files} manifest files, ${checked} objects checked, ${failures} problems`);
process.exit(failures === 0 && files > 0 ? 0 : 1);
