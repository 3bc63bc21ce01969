#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Validates every ComputeClass (cloud.google.com/v1) of exported bundles against the model of
// @kubernetes-models/gke: its compiled schema validator (types, enumerations, required fields),
// and TypeScript's excess-property check against the model's declaration, so an unknown or
// misspelt field anywhere in the object is refused. The model predates some fields GKE's
// ComputeClass reference documents; those are added below, each with its source, and nothing else.
// An object with unknown fields is always refused; the compiler names at least the first of them.
// Usage: validate-computeclass.js BUNDLE_DIR... (a bundle dir holds manifests/*.yaml, or is one)
'use strict';

const fs = require('fs');
const path = require('path');
const YAML = require('yaml');
const ts = require('typescript');
const { ComputeClass } = require('@kubernetes-models/gke/cloud.google.com/v1/ComputeClass');

// Fields GKE documents that the model lacks: collection scheduling (TPU Trillium) through a
// ComputeClass, https://cloud.google.com/kubernetes-engine/docs/reference/crds/computeclass and
// GKE's collection-scheduling guide for TPU Trillium (the Cloud TPU on GKE documentation).
const DOCUMENTED_EXTENSIONS = `
  nodePoolGroup?: { name: string };
  nodePoolConfig?: { workloadType?: 'HIGH_AVAILABILITY' | 'HIGH_THROUGHPUT' };
`;

function manifestFiles(dir) {
  const manifests = path.join(dir, 'manifests');
  const base = fs.existsSync(manifests) ? manifests : dir;
  if (!fs.statSync(base).isDirectory()) return [];
  const own = fs.readdirSync(base).filter((f) => f.endsWith('.yaml')).map((f) => path.join(base, f));
  const nested = fs.existsSync(manifests) ? [] : fs.readdirSync(base)
    .map((d) => path.join(base, d))
    .filter((d) => fs.statSync(d).isDirectory())
    .flatMap(manifestFiles);
  return own.concat(nested);
}

function main() {
  const bundles = process.argv.slice(2);
  if (bundles.length === 0) {
    console.error('usage: validate-computeclass.js BUNDLE_DIR...');
    process.exit(2);
  }
  const found = []; // { where, object }
  for (const bundle of bundles) {
    for (const file of manifestFiles(bundle)) {
      YAML.parseAllDocuments(fs.readFileSync(file, 'utf8')).forEach((doc, index) => {
        const object = doc.toJS();
        if (object && object.kind === 'ComputeClass') found.push({ where: `${file} (document ${index + 1})`, object });
      });
    }
  }
  let failures = 0;
  const fail = (where, message) => {
    failures += 1;
    console.error(`FAIL ${where}: ${message}`);
  };
  for (const { where, object } of found) {
    try {
      new ComputeClass(object).validate();
    } catch (e) {
      fail(where, `schema: ${e.message}`);
    }
  }

  // One typed constant per ComputeClass; the compiler reports each unknown field by line.
  const lines = [
    "import type { IComputeClass } from '@kubernetes-models/gke/cloud.google.com/v1/ComputeClass';",
    `type Documented = Omit<IComputeClass, 'spec'> & { spec: IComputeClass['spec'] & {${DOCUMENTED_EXTENSIONS}} };`,
  ];
  const owners = []; // line index -> found index
  found.forEach(({ object }, i) => {
    const text = `export const computeClass${i}: Documented = ${JSON.stringify(object, null, 2)};`;
    for (const _ of text.split('\n')) owners.push(i);
    lines.push(text);
  });
  const source = lines.join('\n');
  const fileName = path.join(process.cwd(), '__computeclasses.ts');
  const options = {
    strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts'],
    module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === fileName ? source : readFile(f));
  host.fileExists = (f) => f === fileName || fileExists(f);
  host.getSourceFile = (f, lang) => (f === fileName ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang));
  const program = ts.createProgram([fileName], options, host);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (d.file && d.file.fileName === fileName && d.start !== undefined) {
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      // The type error of a field is reported where its value is, or at the constant itself.
      const owner = owners[Math.min(Math.max(line - 2, 0), owners.length - 1)];
      fail(owner === undefined ? 'generated check' : found[owner].where, message);
    } else {
      fail('type check', message);
    }
  }
  console.log(`${found.length} ComputeClass object(s) checked: ${failures} problem(s)`);
  if (found.length === 0) {
    console.error('no ComputeClass found');
    process.exit(2);
  }
  process.exit(failures === 0 ? 0 : 1);
}

main();
