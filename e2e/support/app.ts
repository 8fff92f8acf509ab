import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appPort } from '../../server/db/freePort';

/**
 * Runs the BUILT app (`node dist/server.js`) as a child process for end-to-end tests: each app
 * gets a free port and (unless given one) a fresh data directory under the system temp folder,
 * so it starts its own embedded PostgreSQL. DATABASE_URL is always removed from the child's
 * environment: these tests exercise the embedded database.
 *
 * Everything started here is remembered; call `cleanupAll()` in `afterAll` to kill what is still
 * running (apps and any PostgreSQL whose command line names one of our data directories) and to
 * delete the data directories.
 */

/**
 * The session secret of the apps the tests start and of the test process itself, so links a test
 * signs (invites, calendar feeds, unsubscribe links) are the app's own. A production start without
 * one makes its own secret (docs/SECURITY.md rule 8); tests of that pass `SESSION_SECRET: undefined`.
 */
const E2E_SESSION_SECRET = 'browser-tests-session-secret-not-for-production';
process.env.SESSION_SECRET ||= E2E_SESSION_SECRET;

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'dist', 'server.js');
const BUILD_ID_FILE = path.join(REPO_ROOT, '.next', 'BUILD_ID');

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  /** Data directory (DATA_DIR); a fresh temporary one when omitted. */
  dataDir?: string;
  /** Port to listen on; a free one when omitted. */
  port?: number;
  /** Load the demo community into the empty database (DEMO_SEED). Default: false. */
  demoSeed?: boolean;
  /**
   * With `demoSeed`: load the demo in this app's own start rather than copy the loaded one, for a
   * test that compares the app with another demo loaded at the same moment (the demo's times are
   * relative to its loading, so a copy up to thirty minutes old puts posts on other days).
   */
  loadDemoNow?: boolean;
  /** Extra environment for the child (undefined removes a variable). */
  env?: Record<string, string | undefined>;
}

const liveApps = new Set<AppProcess>();
const dataDirs = new Set<string>();

/** Throws a helpful error when the production build is missing. */
function assertBuilt(): void {
  const missing = [SERVER_ENTRY, BUILD_ID_FILE].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e tests run the production build, but ${missing.map((f) => path.relative(REPO_ROOT, f)).join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Run \`npm run build\` in ${REPO_ROOT} first.`,
    );
  }
}

/** A new, empty data directory under os.tmpdir(), removed by `cleanupAll()`. */
export function makeDataDir(prefix = 'community-e2e-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // mkdtemp makes the folder 0700; as root the embedded PostgreSQL runs as the `postgres` user,
  // which must be able to reach `<dir>/pg` inside it.
  fs.chmodSync(dir, 0o755);
  dataDirs.add(dir);
  return dir;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One running (or finished) `node dist/server.js`. */
export class AppProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly dataDir: string;
  /** Resolves once the process has exited and its output has been read. */
  readonly exited: Promise<ExitResult>;
  private out = '';
  private err = '';
  private both = '';
  private result: ExitResult | null = null;

  constructor(child: ChildProcess, port: number, dataDir: string) {
    this.child = child;
    this.port = port;
    this.dataDir = dataDir;
    const echo = process.env.E2E_VERBOSE === '1';
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      this.out += chunk;
      this.both += chunk;
      if (echo) process.stdout.write(`[app ${port}] ${chunk}`);
    });
    child.stderr?.on('data', (chunk: string) => {
      this.err += chunk;
      this.both += chunk;
      if (echo) process.stderr.write(`[app ${port}] ${chunk}`);
    });
    this.exited = new Promise<ExitResult>((resolve) => {
      let exitedAt: ExitResult | null = null;
      const finish = () => {
        if (!exitedAt) return;
        this.result = exitedAt;
        liveApps.delete(this);
        resolve(exitedAt);
      };
      child.once('exit', (code, signal) => {
        exitedAt = { code, signal };
        // 'close' follows once stdout/stderr are drained; do not wait for it forever.
        setTimeout(finish, 2_000).unref();
      });
      child.once('close', finish);
      child.once('error', (error) => {
        this.both += `\n[spawn error] ${error.message}\n`;
        exitedAt = { code: null, signal: null };
        finish();
      });
    });
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('The app process was not started');
    return this.child.pid;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  url(pathname: string): string {
    return new URL(pathname, this.baseUrl).toString();
  }

  /** True until the process has exited. */
  get running(): boolean {
    return this.result === null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get exitResult(): ExitResult | null {
    return this.result;
  }

  stdout(): string {
    return this.out;
  }

  stderr(): string {
    return this.err;
  }

  /** stdout and stderr interleaved in arrival order. */
  output(): string {
    return this.both;
  }

  /** Waits for the process to exit; rejects (with its output) after `timeoutMs`. */
  async waitForExit(timeoutMs = 30_000): Promise<ExitResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`App (pid ${this.child.pid}) did not exit within ${timeoutMs} ms. Output:\n${this.both}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Polls GET /api/health until it answers {"status":"ok"}; fails early when the process exits. */
  async waitForHealth(timeoutMs = 150_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (!this.running) {
        const res = await this.exited;
        throw new Error(
          `App exited before it was ready (code ${res.code}, signal ${res.signal}). Output:\n${this.both}`,
        );
      }
      try {
        const res = await fetch(this.url('/api/health'), { signal: AbortSignal.timeout(5_000) });
        const text = await res.text();
        last = `${res.status} ${text}`;
        if (res.ok && (JSON.parse(text) as { status?: string }).status === 'ok') return;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await delay(250);
    }
    throw new Error(`App was not healthy within ${timeoutMs} ms (last: ${last}). Output:\n${this.both}`);
  }

  /** SIGTERM, then waits for the exit (a clean shutdown prints "stopped" and exits 0). */
  async stop(timeoutMs = 30_000): Promise<ExitResult> {
    if (this.running) this.child.kill('SIGTERM');
    return this.waitForExit(timeoutMs);
  }

  /** kill -9: the app gets no chance to stop its PostgreSQL. */
  async kill(timeoutMs = 10_000): Promise<ExitResult> {
    if (this.running) this.child.kill('SIGKILL');
    return this.waitForExit(timeoutMs);
  }
}

/**
 * The demo community, loaded once and copied: loading it takes most of an app's start (about 20 s
 * of the 25), and most browser files start an app with it. The first such start of a build loads
 * it into a data folder of its own (`community-e2e-demo-…` under the temp folder), stops that app
 * cleanly and keeps the folder; later starts copy it (PostgreSQL's files with their owner, half a
 * second). The demo's times are relative to when it was loaded: the nearest is the webinar live
 * since 20 minutes (90 minutes long, so live for an hour after loading; server/demo/events.ts), the
 * next ones a day away. A copy is made only from a folder younger than thirty minutes, so an app
 * started from it, even one that then runs a long file, still finds that webinar live; an older
 * folder is loaded again. Only an app on the embedded database with the test session secret uses
 * it: loading the demo reads nothing else of the environment.
 *
 * The browser files run in two jest workers, each a process of its own: one loads while the
 * other waits for its folder. The loader holds `<prefix>loading` (a folder: making one is atomic,
 * and the second maker is refused), loads the demo into it and renames it once stopped; one left
 * by a run that was stopped mid-load is taken over after DEMO_LOAD_MAX_MS. A folder past its age is
 * removed only DEMO_FOLDER_KEEP_MS later, so a copy the other worker began is not pulled away.
 */
const DEMO_FOLDER_MAX_AGE_MS = 30 * 60_000;
const DEMO_FOLDER_KEEP_MS = DEMO_FOLDER_MAX_AGE_MS + 5 * 60_000;
const DEMO_LOAD_MAX_MS = 5 * 60_000;
const READY_FILE = 'demo-loaded-at';
let demoFolderMaking: Promise<string> | null = null;

function demoFolderPrefix(): string {
  const build = fs.readFileSync(BUILD_ID_FILE, 'utf8').trim();
  const key = crypto.createHash('sha256').update(`${REPO_ROOT}\n${build}`).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `community-e2e-demo-${key}-`);
}

/** When the demo in a kept folder was loaded (ms), or 0 while it is being loaded (or once removed by another run). */
function loadedAt(dir: string): number {
  try {
    return Number(fs.readFileSync(path.join(dir, READY_FILE), 'utf8'));
  } catch {
    return 0;
  }
}

/** When a file or folder last changed (ms), or undefined when it is gone (another run removed it). */
const changedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** A loaded demo folder of this build younger than the limit, or null. */
function freshDemoFolder(prefix: string): string | null {
  const parent = path.dirname(prefix);
  const fresh = fs.readdirSync(parent).map((name) => path.join(parent, name))
    .filter((dir) => dir.startsWith(prefix) && Date.now() - loadedAt(dir) < DEMO_FOLDER_MAX_AGE_MS);
  return fresh[0] ?? null;
}

/** Removes this build's folders past DEMO_FOLDER_KEEP_MS, and any other build's over an hour old. */
function removeOldDemoFolders(prefix: string): void {
  const parent = path.dirname(prefix);
  for (const name of fs.readdirSync(parent).filter((n) => n.startsWith('community-e2e-demo-'))) {
    const dir = path.join(parent, name);
    // Another run may remove its own folder meanwhile: then there is nothing to do.
    const since = loadedAt(dir) || changedAt(dir);
    if (since === undefined) continue;
    const age = Date.now() - since;
    if (age > (dir.startsWith(prefix) ? DEMO_FOLDER_KEEP_MS : 60 * 60_000)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Loads the demo into a new folder and answers it, or, while another test process loads it,
 * answers that process's folder once it is ready.
 */
async function loadDemoFolder(prefix: string): Promise<string> {
  const loading = `${prefix}loading`;
  for (;;) {
    try {
      fs.mkdirSync(loading);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    for (let at = changedAt(loading); at !== undefined && Date.now() - at < DEMO_LOAD_MAX_MS; at = changedAt(loading)) await delay(500);
    const loaded = freshDemoFolder(prefix);
    if (loaded) return loaded;
    fs.rmSync(loading, { recursive: true, force: true });
  }
  try {
    removeOldDemoFolders(prefix);
    fs.chmodSync(loading, 0o755);
    const started = Date.now();
    const app = await startApp({ dataDir: loading, demoSeed: true });
    dataDirs.delete(loading);
    const exit = await app.stop();
    if (exit.code !== 0) throw new Error(`The app that loaded the demo did not stop cleanly (${JSON.stringify(exit)}):\n${app.output()}`);
    fs.writeFileSync(path.join(loading, READY_FILE), String(started));
    const dir = `${prefix}${started}-${process.pid}`;
    fs.renameSync(loading, dir);
    return dir;
  } finally {
    fs.rmSync(loading, { recursive: true, force: true });
  }
}

/** A new data folder holding a copy of the demo community (see DEMO_FOLDER_MAX_AGE_MS). */
async function demoDataDir(): Promise<string> {
  const prefix = demoFolderPrefix();
  let source = freshDemoFolder(prefix);
  if (!source) {
    demoFolderMaking ??= loadDemoFolder(prefix).finally(() => {
      demoFolderMaking = null;
    });
    source = await demoFolderMaking;
  }
  const dir = makeDataDir();
  // `cp -a` keeps the owner and modes PostgreSQL insists on (its files belong to `postgres` under root).
  const copy = spawnSync('cp', ['-a', `${source}/.`, dir]);
  if (copy.status !== 0) throw new Error(`copying the demo folder failed: ${copy.stderr.toString()}`);
  fs.rmSync(path.join(dir, READY_FILE), { force: true });
  return dir;
}

/** Whether a start may copy the loaded demo rather than load it (see DEMO_FOLDER_MAX_AGE_MS). */
function copiesDemo(options: StartOptions): boolean {
  const env = options.env ?? {};
  return options.demoSeed === true && !options.loadDemoNow && options.dataDir === undefined && !('DATABASE_URL' in env) && !('SESSION_SECRET' in env)
    && !('IN_PROCESS_DB' in env) && process.env.E2E_LOAD_DEMO !== '1';
}

/** Spawns `node dist/server.js` without waiting for it to be ready. */
export async function spawnApp(options: StartOptions = {}): Promise<AppProcess> {
  assertBuilt();
  const dataDir = options.dataDir ?? (copiesDemo(options) ? await demoDataDir() : makeDataDir());
  dataDirs.add(dataDir);
  const port = options.port ?? (await appPort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SEED: options.demoSeed ? 'true' : 'false',
    // The production build wants its public address (hardening 15); here it is the test's own.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every answer is checked against its response contract, as in the API tests (lib/contracts).
    API_CONTRACTS: 'check',
    // Members a test signs up post at once; a test of the new member's wait sets it (issue 35).
    NEW_MEMBER_POST_DELAY: '0',
  };
  delete env.DATABASE_URL;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const app = new AppProcess(child, port, dataDir);
  liveApps.add(app);
  return app;
}

/** Spawns the app and waits until /api/health is ok; kills it (and reports its output) if not. */
export async function startApp(options: StartOptions = {}, healthTimeoutMs = 150_000): Promise<AppProcess> {
  const app = await spawnApp(options);
  try {
    await app.waitForHealth(healthTimeoutMs);
  } catch (error) {
    if (app.running) await app.kill().catch(() => undefined);
    throw error;
  }
  return app;
}

function readProc(pid: string, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Live PostgreSQL processes of a data directory (Linux /proc): the postmaster, whose command line
 * names `<dataDir>/pg`, and its children (checkpointer, walwriter, backends, ...), found by parent
 * pid. Zombies (already exited, not yet reaped) have an empty command line and are not counted.
 */
export function postgresProcesses(dataDir: string): number[] {
  const pgDir = path.join(path.resolve(dataDir), 'pg');
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parentOf = new Map<number, number>();
  const postmasters: number[] = [];
  for (const name of entries) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    const cmd = readProc(name, 'cmdline')?.replace(/\0/g, ' ').trim();
    if (!cmd) continue;
    const stat = readProc(name, 'stat');
    // Fields after the command name, which is in parentheses and may contain spaces: state ppid ...
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
    if (Number.isInteger(ppid)) parentOf.set(pid, ppid);
    const words = cmd.split(' ');
    if (words.some((w) => w === pgDir || w === `${pgDir}/`) && cmd.includes('postgres')) postmasters.push(pid);
  }
  const found = new Set(postmasters);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Stops any PostgreSQL left running for a data directory: immediate shutdown, then SIGKILL. */
async function killPostgresFor(dataDir: string): Promise<void> {
  let pids = postgresProcesses(dataDir);
  if (pids.length === 0) return;
  pids.forEach((pid) => signal(pid, 'SIGQUIT'));
  for (let i = 0; i < 50 && pids.length > 0; i += 1) {
    await delay(100);
    pids = postgresProcesses(dataDir);
  }
  pids.forEach((pid) => signal(pid, 'SIGKILL'));
}

/**
 * For afterAll: stops every app this module started (SIGTERM, then SIGKILL), kills leftover
 * PostgreSQL processes of our data directories and deletes those directories. Never throws.
 */
export async function cleanupAll(): Promise<void> {
  await Promise.all(
    [...liveApps].map(async (app) => {
      try {
        await app.stop(25_000);
      } catch {
        await app.kill().catch(() => undefined);
      }
    }),
  );
  for (const dir of dataDirs) {
    await killPostgresFor(dir).catch(() => undefined);
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // a process we cannot see may still hold it; nothing more to do
    }
  }
  dataDirs.clear();
}
