#!/usr/bin/env node
// Runs every test: unit + API (embedded PostgreSQL), browser and process tests (built app in
// Chromium), and on the current Node LTS the client tests again and the server's unit and API
// tests again on an external PostgreSQL 15 when its binaries are here. Ends with one line
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The current Node LTS the client, server unit and API tests and two app instances also run on
// (the app and every test run on the machine's Node, 20.19 or newer). Its binary comes from npm's
// node-<platform>-<arch> package, kept in node_modules/.cache; only `npm test` fetches it (about
// 30 MB), never `npm ci`.
const NODE_LTS = '24.21.0';

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

/** Prints each failed test of a jest JSON report with the start of its message (a background run's log is not shown). */
function printFailures(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const suite of report.testResults) {
      if (suite.status === 'failed' && suite.assertionResults.every((a) => a.status !== 'failed')) {
        console.log(`\n${path.relative(root, suite.name)}\n${suite.message.split('\n').slice(0, 30).join('\n')}`);
      }
      for (const test of suite.assertionResults.filter((a) => a.status === 'failed')) {
        const message = test.failureMessages.join('\n').split('\n').slice(0, 30).join('\n');
        console.log(`\n● ${path.relative(root, suite.name)} › ${test.fullName}\n${message}`);
      }
    }
  } catch {
    console.log(`(no report at ${path.relative(root, file)})`);
  }
}

/** The Node LTS binary, fetched into node_modules/.cache on first use; null when it cannot be had. */
function nodeLts() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const dir = path.join(root, 'node_modules', '.cache', `node-${NODE_LTS}`);
  const bin = path.join(dir, 'node_modules', pkg, 'bin', 'node');
  if (!fs.existsSync(bin)) {
    console.log(`\n=== fetch Node ${NODE_LTS} (${pkg}) ===`);
    fs.mkdirSync(dir, { recursive: true });
    spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund',
      '--loglevel=error', `${pkg}@${NODE_LTS}`], { cwd: dir, stdio: 'inherit' });
  }
  return fs.existsSync(bin) ? bin : null;
}

/**
 * Starts the client tests on the Node LTS in the background (output in
 * test-results/jest-node24.log); the server's unit and API tests meet the LTS in the external
 * PostgreSQL stage. Returns a function that waits for it and counts its results.
 */
function startClientTestsOnLts(node, workers) {
  const label = `client tests on Node ${NODE_LTS}`;
  const file = path.join(out, 'jest-node24.json');
  const logFile = path.join(out, 'jest-node24.log');
  fs.rmSync(file, { force: true });
  if (!node) {
    console.log(`\n(Node ${NODE_LTS} could not be fetched: ${label} failed)`);
    return async () => count(label, file, false);
  }
  const how = workers === 1 ? 'one worker' : 'a worker per core';
  console.log(`\n=== ${label}, ${how}, in the background: ${path.relative(root, logFile)} ===`);
  const started = Date.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(node, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'client',
    `--maxWorkers=${workers}`, '--json', `--outputFile=${file}`], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, PATH: onPath(node) },
  });
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  return async () => {
    const ok = await done;
    fs.closeSync(log);
    const minutes = ((Date.now() - started) / 60000).toFixed(1);
    console.log(`\n=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${minutes} min ===`);
    if (!ok) {
      const lines = fs.readFileSync(logFile, 'utf8').split('\n');
      console.log(lines.filter((line) => /^(FAIL|Tests:|Test Suites:)/.test(line.trim())).slice(0, 20).join('\n'));
      printFailures(file);
    }
    count(label, file, ok);
  };
}

/** PATH with the given Node first: child processes (node, npx and what they start) run on it. */
function onPath(node) {
  return `${path.dirname(node)}${path.delimiter}${process.env.PATH}`;
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

// Each test runs on the machine's Node and on the LTS: the client tests again on the LTS in the
// background while the browser stage runs (one test file at a time, it leaves about one core
// idle, which one jest worker takes); the server's unit and API tests again on the LTS against
// the external PostgreSQL, together with the two app instances.
const lts = nodeLts();
let clientLtsDone;
if (!skipBrowser) {
  if (run('build the app', 'npm', ['run', 'build', '--silent'])) {
    clientLtsDone = startClientTestsOnLts(lts, 1);
    jest('browser and process tests (Chromium, built app)', 'jest-e2e', ['-c', 'jest.e2e.config.js'], { DATABASE_URL: '' });
  } else {
    totals.failed += 1;
    failures.push('build');
  }
}
await (clientLtsDone ?? startClientTestsOnLts(lts, '100%'))();

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
if (fs.existsSync(path.join(pgBin, 'initdb'))) {
  const on = lts ? `Node ${NODE_LTS}` : `this machine's Node (${NODE_LTS} could not be fetched)`;
  const ok = run(`server unit and API tests and two app instances on external PostgreSQL 15, on ${on}`, 'bash',
    ['scripts/test-external-pg.sh'], lts ? { ...envWithoutDb, PATH: onPath(lts) } : envWithoutDb);
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
