#!/usr/bin/env node
// Runs every test once and ends with one line "N passed, N failed":
//   1. the jest tests of __tests__ (client, server unit and API) on the current Node LTS, beside
//      the production build: against a throwaway external PostgreSQL 15, then app instances
//      sharing it (two side by side, three behind HAProxy with one lost under load:
//      scripts/test-external-pg.sh), when Debian's server binaries are here, else against the
//      embedded PostgreSQL;
//   2. the browser and process tests: the built app on this machine's Node and its embedded
//      PostgreSQL, in Chromium.
// One stage at a time (the jest tests a worker per core, the browser tests two: jest.e2e.config.js),
// each within a time limit: a stage still running at its limit is stopped (its whole process
// group) and counted as failed, so a run that hangs ends, saying where.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The current Node LTS the jest tests and the app instances of stage 1 run on (the app, and the browser
// tests' app, run on the machine's Node, 20.19 or newer). Its binary comes from npm's
// node-<platform>-<arch> package, kept in node_modules/.cache; only `npm test` fetches it (about
// 30 MB), never `npm ci`.
const NODE_LTS = '24.21.0';

// Minutes: each stage's limit, and the whole run's (CI allows 90 minutes for install, lint, type
// check and this). A stage gets the smaller of its own and what is left of the run's.
const LIMITS = { build: 15, jest: 40, e2e: 55 };
const RUN_LIMIT = Number(process.env.TEST_RUN_LIMIT_MIN ?? 75);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const runStarted = Date.now();
const totals = { passed: 0, failed: 0 };
const failures = [];
const timings = [];
const live = new Set();

/** Stops a stage's whole process group: SIGTERM, then SIGKILL after ten seconds. */
function stopGroup(child) {
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  setTimeout(() => kill('SIGKILL'), 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of live) stopGroup(child);
    process.exit(130);
  });
}

/**
 * Runs a stage in a process group of its own, its output on the console or in a log file under
 * test-results; answers whether it passed within its limit.
 */
function run(label, stageName, command, args, env = {}, logFile = null) {
  const limitMin = Math.max(1, Math.min(LIMITS[stageName], RUN_LIMIT - (Date.now() - runStarted) / 60000));
  console.log(`\n=== ${label} (limit ${Math.round(limitMin)} min)${logFile ? `: ${path.relative(root, logFile)}` : ''} ===`);
  const log = logFile ? fs.openSync(logFile, 'w') : null;
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: log === null ? 'inherit' : ['ignore', log, log],
    env: { ...process.env, ...env },
  });
  live.add(child);
  let overLimit = false;
  const timer = setTimeout(() => {
    overLimit = true;
    console.log(`\n=== ${label}: still running after ${Math.round(limitMin)} min, stopped ===`);
    stopGroup(child);
  }, limitMin * 60_000);
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0 && !overLimit));
  }).then((ok) => {
    clearTimeout(timer);
    live.delete(child);
    if (log !== null) fs.closeSync(log);
    const minutes = ((Date.now() - started) / 60000).toFixed(1);
    timings.push(`${label}: ${ok ? 'passed' : 'FAILED'} in ${minutes} min`);
    if (!ok) failures.push(label);
    return ok;
  });
}

/** Adds a jest JSON report's counts; a failed run without a failed test counts as one failure. */
function count(file, ok) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) totals.failed += 1; // setup, a suite that did not load, the limit
  } catch {
    totals.failed += 1;
  }
}

async function jest(label, stageName, name, args, env) {
  const file = path.join(out, `${name}.json`);
  fs.rmSync(file, { force: true });
  const ok = await run(label, stageName, 'npx', ['jest', ...args, '--json', `--outputFile=${file}`], env);
  count(file, ok);
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
      '--loglevel=error', `${pkg}@${NODE_LTS}`], { cwd: dir, stdio: 'inherit', timeout: 5 * 60_000 });
  }
  return fs.existsSync(bin) ? bin : null;
}

const skipBrowser = process.env.SKIP_BROWSER === '1';
const { DATABASE_URL: _external, ...envWithoutDb } = process.env;
void _external;
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const hasPg15 = fs.existsSync(path.join(pgBin, 'initdb'));

// 1. The jest tests need no build: it runs beside them (it keeps about one core busy), and the
// app instances wait for it (BUILD_DONE_FILE).
const buildLog = path.join(out, 'build.log');
const buildDone = path.join(out, 'build.done');
fs.rmSync(buildDone, { force: true });
const building = skipBrowser
  ? Promise.resolve(true)
  : run('build the app', 'build', 'npm', ['run', 'build', '--silent'], {}, buildLog).then((ok) => {
    fs.writeFileSync(buildDone, ok ? 'ok' : 'failed');
    if (!ok) console.log(fs.readFileSync(buildLog, 'utf8').split('\n').slice(-40).join('\n'));
    return ok;
  });

// On the LTS (on PATH first: node, npx and what they start run on it).
const lts = nodeLts();
const on = lts ? `Node ${NODE_LTS}` : `this machine's Node (${NODE_LTS} could not be fetched)`;
const ltsEnv = lts ? { PATH: `${path.dirname(lts)}${path.delimiter}${process.env.PATH}` } : {};
if (hasPg15) {
  const testsJson = path.join(out, 'jest-external.json');
  // The instances' checks: two side by side, then three behind HAProxy with one lost under load.
  const instanceJsons = ['external-smoke.json', 'failover.json'].map((name) => path.join(out, name));
  for (const file of [testsJson, ...instanceJsons]) fs.rmSync(file, { force: true });
  const ok = await run(`client, server unit and API tests on external PostgreSQL 15 and ${on}, then app instances sharing it`, 'jest', 'bash',
    ['scripts/test-external-pg.sh'], { ...envWithoutDb, ...ltsEnv, JEST_PROJECTS: 'all', ...(skipBrowser ? { SKIP_SMOKE: '1' } : { BUILD_DONE_FILE: buildDone }) });
  count(testsJson, ok);
  for (const file of instanceJsons) {
    try {
      const checks = JSON.parse(fs.readFileSync(file, 'utf8'));
      totals.passed += checks.passed;
      totals.failed += checks.failed;
    } catch {
      if (!skipBrowser) totals.failed += 1;
    }
  }
} else {
  console.log(`\n(no PostgreSQL server binaries at ${pgBin}: the API tests run on the embedded PostgreSQL and the instance checks are left out; set PG_BIN)`);
  await jest(`client, server unit and API tests on the embedded PostgreSQL and ${on}`, 'jest', 'jest-unit', [], { ...ltsEnv, DATABASE_URL: '' });
}
const built = await building;

// 2. The browser and process tests.
if (!skipBrowser) {
  if (built) await jest('browser and process tests (Chromium, built app)', 'e2e', 'jest-e2e', ['-c', 'jest.e2e.config.js'], { DATABASE_URL: '' });
  else totals.failed += 1;
}

console.log(`\n${timings.join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failures.length === 0 ? 0 : 1);
