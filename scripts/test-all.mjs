#!/usr/bin/env node
// Runs every test: unit + API (embedded PostgreSQL), browser and process tests (built app in
// Chromium), and the API tests again on an external PostgreSQL 15 when its binaries are here.
// Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function count(label, file, ok) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) {
      totals.failed += 1; // the run itself failed (setup, a suite that did not load)
    }
  } catch {
    totals.failed += 1;
  }
  if (!ok) failures.push(label);
}

function jest(label, name, args, env) {
  const file = path.join(out, `${name}.json`);
  fs.rmSync(file, { force: true });
  const ok = run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${file}`], env);
  count(label, file, ok);
}

const skipBrowser = process.env.SKIP_BROWSER === '1';
const { DATABASE_URL: _external, ...envWithoutDb } = process.env;
void _external;

jest('unit and API tests (embedded PostgreSQL)', 'jest-unit', [], { DATABASE_URL: '' });

if (!skipBrowser) {
  if (run('build the app', 'npm', ['run', 'build', '--silent'])) {
    jest('browser and process tests (Chromium, built app)', 'jest-e2e', ['-c', 'jest.e2e.config.js'], { DATABASE_URL: '' });
  } else {
    totals.failed += 1;
    failures.push('build');
  }
}

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
if (fs.existsSync(path.join(pgBin, 'initdb'))) {
  const ok = run('API tests and two app instances on external PostgreSQL 15', 'bash', ['scripts/test-external-pg.sh'], envWithoutDb);
  count('external PostgreSQL: API tests', path.join(out, 'jest-external.json'), ok);
  try {
    const smoke = JSON.parse(fs.readFileSync(path.join(out, 'external-smoke.json'), 'utf8'));
    totals.passed += smoke.passed;
    totals.failed += smoke.failed;
  } catch {
    if (!skipBrowser) totals.failed += 1;
  }
} else {
  console.log(`\n(no PostgreSQL server binaries at ${pgBin}: the external-database run was left out; set PG_BIN)`);
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failures.length === 0 ? 0 : 1);
