#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Checks every main.tf of exported bundles against the Google provider's schema, offline:
// HashiCorp's HCL parser (@cdktf/hcl2json, WebAssembly) reads the file, and the resource schemas
// in tests/data/terraform (extracted from @cdktf/provider-google by tools/extract-provider-schema.js)
// say which arguments and nested blocks each resource has and which are required. Refused:
// unknown resource or data types, unknown arguments or blocks, an argument written as a block or
// a block as an argument, missing required arguments or blocks, more than one of a single block,
// references to variables, resources or data sources the file does not declare, and
// lifecycle.ignore_changes entries that are not arguments of the resource.
// Usage: validate-terraform.js SCHEMA.json BUNDLE_DIR... (a dir holding main.tf, or dirs of them)
'use strict';

const fs = require('fs');
const path = require('path');
const { parse } = require('@cdktf/hcl2json');

// Terraform's own arguments (the language, not the provider).
const META = {
  resource: new Set(['count', 'for_each', 'depends_on', 'provider', 'lifecycle', 'provisioner', 'connection']),
  data: new Set(['count', 'for_each', 'depends_on', 'provider', 'lifecycle']),
  provider: new Set(['alias']),
};
const LIFECYCLE = new Set(['create_before_destroy', 'prevent_destroy', 'ignore_changes', 'replace_triggered_by', 'precondition', 'postcondition']);
const LANGUAGE_BLOCKS = {
  terraform: new Set(['required_providers', 'required_version', 'backend', 'cloud', 'experiments', 'provider_meta']),
  variable: new Set(['description', 'type', 'default', 'validation', 'sensitive', 'nullable', 'ephemeral']),
  output: new Set(['value', 'description', 'sensitive', 'depends_on', 'precondition', 'ephemeral']),
};

let failures = 0;
function fail(where, message) {
  failures += 1;
  console.error(`FAIL ${where}: ${message}`);
}

const isBlockValue = (v) => Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x));

function checkBody(body, schema, where, meta) {
  for (const [name, value] of Object.entries(body)) {
    if (meta && meta.has(name)) continue;
    if (schema.arguments[name]) {
      if (isBlockValue(value)) fail(where, `'${name}' is an argument: write ${name} = ..., not a ${name} { } block`);
    } else if (schema.blocks[name]) {
      const block = schema.blocks[name];
      if (!isBlockValue(value)) {
        fail(where, `'${name}' is a block: write ${name} { ... }, not ${name} = ...`);
        continue;
      }
      if (!block.list && value.length > 1) fail(where, `'${name}' may appear once, not ${value.length} times`);
      if (block.recursive) continue;
      value.forEach((inner, i) => checkBody(inner, block, `${where} > ${name}${value.length > 1 ? `[${i}]` : ''}`, null));
    } else {
      fail(where, `unknown argument or block '${name}'`);
    }
  }
  for (const [name, argument] of Object.entries(schema.arguments)) {
    if (argument.required && !(name in body)) fail(where, `missing required argument '${name}'`);
  }
  for (const [name, block] of Object.entries(schema.blocks)) {
    if (block.required && !(name in body)) fail(where, `missing required block '${name}'`);
  }
}

function checkLifecycle(body, schema, where) {
  for (const lifecycle of body.lifecycle || []) {
    for (const key of Object.keys(lifecycle)) {
      if (!LIFECYCLE.has(key)) fail(`${where} > lifecycle`, `unknown argument '${key}'`);
    }
    for (const entry of lifecycle.ignore_changes || []) {
      const first = String(entry).replace(/^\$\{|\}$/g, '').split(/[.[]/)[0];
      if (!schema.arguments[first] && !schema.blocks[first]) {
        fail(`${where} > lifecycle`, `ignore_changes names '${first}', which the resource does not have`);
      }
    }
  }
}

// Every ${...} reference: var.X, data.T.N, T.N (a resource) must be declared in the file.
function checkReferences(json, where) {
  const declared = new Set();
  for (const name of Object.keys(json.variable || {})) declared.add(`var.${name}`);
  for (const [type, items] of Object.entries(json.resource || {})) for (const name of Object.keys(items)) declared.add(`${type}.${name}`);
  for (const [type, items] of Object.entries(json.data || {})) for (const name of Object.keys(items)) declared.add(`data.${type}.${name}`);
  for (const name of Object.keys((json.locals || [])[0] || {})) declared.add(`local.${name}`);
  const walk = (value, at) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\$\{([^}]*)\}/g)) {
        for (const ref of match[1].matchAll(/\b(var\.[a-z0-9_]+|local\.[a-z0-9_]+|data\.[a-z0-9_]+\.[a-z0-9_]+|google_[a-z0-9_]+\.[a-z0-9_]+)/g)) {
          if (!declared.has(ref[1])) fail(`${where} ${at}`, `'${ref[1]}' is not declared in this file`);
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((v) => walk(v, at));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
    }
  };
  for (const kind of ['resource', 'data', 'provider', 'output', 'locals']) walk(json[kind], kind);
}

async function checkFile(file, schema) {
  const where = file;
  let json;
  try {
    json = await parse(path.basename(file), fs.readFileSync(file, 'utf8'));
  } catch (e) {
    fail(where, `not valid HCL: ${e.message}`);
    return;
  }
  for (const kind of Object.keys(json)) {
    if (!['terraform', 'variable', 'output', 'locals', 'provider', 'resource', 'data'].includes(kind)) fail(where, `unknown top-level block '${kind}'`);
  }
  for (const [kind, allowed] of Object.entries(LANGUAGE_BLOCKS)) {
    const blocks = kind === 'terraform' ? { terraform: json.terraform || [] } : json[kind] || {};
    for (const [name, bodies] of Object.entries(blocks)) {
      for (const body of bodies) {
        for (const key of Object.keys(body)) {
          if (!allowed.has(key)) fail(`${where} ${kind} ${name}`, `unknown argument '${key}'`);
        }
      }
    }
  }
  for (const [name, bodies] of Object.entries(json.provider || {})) {
    const providerSchema = schema.provider[name];
    if (!providerSchema) {
      fail(where, `provider '${name}' is not in the schema file`);
      continue;
    }
    bodies.forEach((body) => checkBody(body, providerSchema, `${where} provider ${name}`, META.provider));
  }
  for (const kind of ['resource', 'data']) {
    for (const [type, items] of Object.entries(json[kind] || {})) {
      const typeSchema = schema[kind][type];
      if (!typeSchema) {
        fail(where, `${kind} type '${type}' is not in the schema file (provider ${schema.providerVersion})`);
        continue;
      }
      for (const [name, bodies] of Object.entries(items)) {
        for (const body of bodies) {
          const at = `${where} ${kind} ${type}.${name}`;
          checkBody(body, typeSchema, at, META[kind]);
          checkLifecycle(body, typeSchema, at);
        }
      }
    }
  }
  checkReferences(json, where);
}

function mainTfFiles(dir) {
  if (fs.existsSync(path.join(dir, 'main.tf'))) return [path.join(dir, 'main.tf')];
  return fs.readdirSync(dir)
    .map((d) => path.join(dir, d, 'main.tf'))
    .filter((f) => fs.existsSync(f));
}

async function main() {
  const [schemaFile, ...bundles] = process.argv.slice(2);
  if (!schemaFile || bundles.length === 0) {
    console.error('usage: validate-terraform.js SCHEMA.json BUNDLE_DIR...');
    process.exit(2);
  }
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  let checked = 0;
  for (const bundle of bundles) {
    for (const file of mainTfFiles(bundle)) {
      await checkFile(file, schema);
      checked += 1;
    }
  }
  if (checked === 0) {
    console.error('no main.tf found');
    process.exit(2);
  }
  console.log(`${checked} main.tf checked against hashicorp/google ${schema.providerVersion}: ${failures} problem(s)`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
