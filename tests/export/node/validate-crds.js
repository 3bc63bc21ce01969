#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Validates the JobSet and Kueue objects of exported bundles against their CRDs' OpenAPI v3
// schemas (tests/data/crds, upstream copies) with ajv, refusing unknown fields: wherever a schema
// lists properties and neither allows nor preserves others, `additionalProperties: false` is
// added. `x-kubernetes-int-or-string` becomes integer-or-string; other x-kubernetes-* keywords
// (CEL rules among them) are not evaluated.
// Usage: validate-crds.js CRD_DIR BUNDLE_DIR... (a bundle dir holds manifests/*.yaml, or is one).
'use strict';

const fs = require('fs');
const path = require('path');
const YAML = require('yaml');
const Ajv = require('ajv');

function strict(schema) {
  if (Array.isArray(schema)) return schema.map(strict);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-kubernetes-')) continue;
    out[key] = strict(value);
  }
  if (schema['x-kubernetes-int-or-string']) {
    delete out.type;
    out.anyOf = [{ type: 'integer' }, { type: 'string' }];
  }
  if (out.properties && out.additionalProperties === undefined && !schema['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}

function loadCrds(dir) {
  const validators = new Map(); // "group/version/Kind" -> validate
  // The CRDs' patterns are Go regular expressions: `(?i)` becomes JavaScript's i flag.
  const regExp = (pattern, flags) =>
    pattern.includes('(?i)') ? new RegExp(pattern.split('(?i)').join(''), `${flags}i`) : new RegExp(pattern, flags);
  regExp.code = 'new RegExp';
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, code: { regExp } });
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    for (const doc of YAML.parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const crd = doc.toJS();
      if (!crd || crd.kind !== 'CustomResourceDefinition') continue;
      for (const version of crd.spec.versions) {
        if (!version.served) continue;
        const schema = strict(version.schema.openAPIV3Schema);
        // apiVersion, kind and metadata are the API server's: the CRD leaves them open.
        schema.properties.metadata = { type: 'object', required: ['name'] };
        validators.set(`${crd.spec.group}/${version.name}/${crd.spec.names.kind}`, ajv.compile(schema));
      }
    }
  }
  return validators;
}

function manifestFiles(dir) {
  const manifests = path.join(dir, 'manifests');
  const base = fs.existsSync(manifests) ? manifests : dir;
  return fs.readdirSync(base).filter((f) => f.endsWith('.yaml')).map((f) => path.join(base, f));
}

function main() {
  const [crdDir, ...bundles] = process.argv.slice(2);
  if (!crdDir || bundles.length === 0) {
    console.error('usage: validate-crds.js CRD_DIR BUNDLE_DIR...');
    process.exit(2);
  }
  const validators = loadCrds(crdDir);
  const counts = {};
  let failures = 0;
  for (const bundle of bundles) {
    const dirs = fs.existsSync(path.join(bundle, 'manifests')) || !fs.readdirSync(bundle).some((f) => fs.statSync(path.join(bundle, f)).isDirectory())
      ? [bundle]
      : fs.readdirSync(bundle).map((d) => path.join(bundle, d)).filter((d) => fs.statSync(d).isDirectory());
    for (const dir of dirs) {
      for (const file of manifestFiles(dir)) {
        for (const doc of YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'))) {
          const object = doc.toJS();
          if (!object || typeof object.apiVersion !== 'string') continue;
          const group = object.apiVersion.split('/')[0];
          if (!group.endsWith('.x-k8s.io')) continue;
          const key = `${object.apiVersion}/${object.kind}`;
          const validate = validators.get(key);
          const where = `${file}: ${object.kind}/${object.metadata && object.metadata.name}`;
          if (!validate) {
            failures += 1;
            console.error(`FAIL ${where}: no served CRD version for ${key}`);
            continue;
          }
          counts[object.kind] = (counts[object.kind] || 0) + 1;
          if (!validate(object)) {
            for (const error of validate.errors) {
              failures += 1;
              const extra = error.params && error.params.additionalProperty ? ` '${error.params.additionalProperty}'` : '';
              console.error(`FAIL ${where}: ${error.instancePath || '/'} ${error.message}${extra}`);
            }
          }
        }
      }
    }
  }
  console.log(`checked ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ') || 'nothing'}`);
  if (!counts.JobSet) {
    console.error('FAIL no JobSet was checked');
    failures += 1;
  }
  process.exit(failures === 0 ? 0 : 1);
}

main();
