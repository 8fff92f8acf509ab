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

/** Runs a stage with its output on the console; async, so a background stage meanwhile goes on to its next step. */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Runs a stage with its output in a log file under test-results; answers whether it passed. */
function runLogged(command, args, env, logFile) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  }).finally(() => fs.closeSync(log));
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

/** PATH with the given Node first: child processes (node, npx and what they start) run on it. */
function onPath(node) {
  return `${path.dirname(node)}${path.delimiter}${process.env.PATH}`;
}

/**
 * A stage run in the background (`background`, one jest worker, output in test-results/<name>.log)
 * or on the console (a worker per core). Answers what to print and count once the foreground is
 * done, so a background stage's report does not land in the middle of the browser tests' output.
 */
async function stage(label, name, command, args, env, background) {
  const logFile = path.join(out, `${name}.log`);
  const started = Date.now();
  let ok;
  if (background) {
    console.log(`\n=== ${label}, one worker, in the background: ${path.relative(root, logFile)} ===`);
    // At the lowest priority (nice 19, and every process it starts): the browser tests keep the
    // CPU they need, this takes what they leave.
    // Slower there, so Testing Library's waits and each test's and hook's limit are longer.
    ok = await runLogged('nice', ['-n', '19', command, ...args], { ...env, JEST_WORKERS: '1', TEST_WAIT_MS: '15000', JEST_TIMEOUT: '90000' }, logFile);
  } else {
    ok = await run(label, command, args, env);
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  return { label, ok, minutes, logFile: background ? logFile : null };
}

/** Prints a stage's outcome; a background stage's failed lines and its failed tests when it failed. */
function report({ label, ok, minutes, logFile }, jsonFile) {
  console.log(`\n=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${minutes} min ===`);
  if (ok || !logFile) return;
  const lines = fs.readFileSync(logFile, 'utf8').split('\n');
  console.log(lines.filter((line) => /^(FAIL|Tests:|Test Suites:|✗)/.test(line.trim())).slice(0, 20).join('\n'));
  printFailures(jsonFile);
}

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Every test of `__tests__` again on the Node LTS: the client tests, then (when PostgreSQL 15's
 * server binaries are here) the server's unit and API tests on a throwaway external PostgreSQL 15
 * and two app instances sharing it (scripts/test-external-pg.sh), which waits for `builtFirst`
 * (the build its app instances run). In the background beside the build and the browser tests
 * (one file at a time), with one jest worker at the lowest priority: at the same priority they
 * took the CPU the browser tests need (every-page 921 s instead of 585 s). Alone, a worker per
 * core. Answers a function that prints and counts the results.
 */
async function onLts(node, background, builtFirst = Promise.resolve()) {
  const workers = background ? '1' : '100%';
  const clientJson = path.join(out, 'jest-node24.json');
  const externalJson = path.join(out, 'jest-external.json');
  const smokeJson = path.join(out, 'external-smoke.json');
  for (const file of [clientJson, externalJson, smokeJson]) fs.rmSync(file, { force: true });
  const clientLabel = `client tests on Node ${NODE_LTS}`;
  if (!node) console.log(`\n(Node ${NODE_LTS} could not be fetched: ${clientLabel} failed)`);
  const client = node
    ? await stage(clientLabel, 'jest-node24', node, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--selectProjects', 'client', `--maxWorkers=${workers}`, ...(background ? ['--testTimeout=90000'] : []), '--json', `--outputFile=${clientJson}`], { PATH: onPath(node) }, background)
    : null;

  // The external stage's two app instances run the build.
  await builtFirst;
  const hasPg = fs.existsSync(path.join(pgBin, 'initdb'));
  const on = node ? `Node ${NODE_LTS}` : `this machine's Node (${NODE_LTS} could not be fetched)`;
  const external = hasPg
    ? await stage(`server unit and API tests and two app instances on external PostgreSQL 15, on ${on}`, 'external-pg', 'bash',
      ['scripts/test-external-pg.sh'], { ...envWithoutDb, ...(node ? { PATH: onPath(node) } : {}), ...(background ? {} : { JEST_WORKERS: '' }) }, background)
    : null;

  return () => {
    if (client) report(client, clientJson);
    count(clientLabel, clientJson, client?.ok ?? false);
    if (!external) {
      console.log(`\n(no PostgreSQL server binaries at ${pgBin}: the external-database run was left out; set PG_BIN)`);
      return;
    }
    report(external, externalJson);
    count('external PostgreSQL: API tests', externalJson, external.ok);
    try {
      const smoke = JSON.parse(fs.readFileSync(smokeJson, 'utf8'));
      totals.passed += smoke.passed;
      totals.failed += smoke.failed;
    } catch {
      if (!skipBrowser) totals.failed += 1;
    }
  };
}

async function jest(label, name, args, env) {
  const file = path.join(out, `${name}.json`);
  fs.rmSync(file, { force: true });
  const ok = await run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${file}`], env);
  count(label, file, ok);
}

const skipBrowser = process.env.SKIP_BROWSER === '1';
const { DATABASE_URL: _external, ...envWithoutDb } = process.env;
void _external;

await jest('unit and API tests (embedded PostgreSQL)', 'jest-unit', [], { DATABASE_URL: '' });

// Each test runs on the machine's Node and on the LTS, none three times: the tests of __tests__
// again on the LTS (the server's against the external PostgreSQL) in the background, from the
// start of the build on: the build keeps one core busy and the client tests need no build, so
// they take the other core; the external stage waits for the build and runs beside the browser
// tests.
const lts = nodeLts();
let ltsDone;
if (!skipBrowser) {
  let built = () => {};
  const background = onLts(lts, true, new Promise((resolve) => { built = resolve; }));
  const buildOk = await run('build the app', 'npm', ['run', 'build', '--silent']);
  built();
  if (buildOk) {
    await jest('browser and process tests (Chromium, built app)', 'jest-e2e', ['-c', 'jest.e2e.config.js'], { DATABASE_URL: '' });
  } else {
    totals.failed += 1;
    failures.push('build');
  }
  ltsDone = await background;
}
(ltsDone ?? (await onLts(lts, false)))();

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failures.length === 0 ? 0 : 1);
