import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { PASSWORD_FILE } from '../../server/db/embedded';

/**
 * The embedded database's password belongs to its data directory, never a constant (hardening 8).
 * The server runs in a child process (support/embeddedServer.ts): jest cannot load its package.
 */

const TSX = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(__dirname, '..', 'support', 'embeddedServer.ts');
let dataDir: string;
let running: { child: ChildProcessWithoutNullStreams; url: string; adminUrl: string } | null = null;

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);

async function canConnect(url: string): Promise<true | string> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (err) {
    return String((err as { code?: string }).code ?? err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function start(): Promise<{ url: string; adminUrl: string }> {
  const child = spawn(TSX, [SCRIPT, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${errors}`)));
  });
  const urls = JSON.parse(first) as { url: string; adminUrl: string };
  running = { child, ...urls };
  return urls;
}

async function stop(): Promise<void> {
  if (!running) return;
  const { child } = running;
  running = null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-pgpass-'));
  fs.chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('hardening 8: the embedded database password', () => {
  it('hardening 8: a new data directory gets a random password, stored with mode 0600 and reused on the next start', async () => {
    const first = await start();
    const file = path.join(dataDir, PASSWORD_FILE);
    const stored = fs.readFileSync(file, 'utf8').trim();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(stored).not.toBe('community-local-only');
    expect(passwordOf(first.url)).toBe(stored);
    expect(await canConnect(first.url)).toBe(true);
    await stop();

    const second = await start();
    expect(passwordOf(second.url)).toBe(stored);
    expect(await canConnect(second.url)).toBe(true);
    await stop();
  }, 120_000);

  it('hardening 8: a data directory made with the old built-in password keeps working and gets a new password', async () => {
    // Make the directory look like one from before: the role has the old password, no file.
    const server = await start();
    const admin = new Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`ALTER ROLE community PASSWORD 'community-local-only'`);
    await admin.end();
    await stop();
    fs.rmSync(path.join(dataDir, PASSWORD_FILE));

    const upgraded = await start();
    const stored = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
    expect(stored).not.toBe('community-local-only');
    expect(fs.statSync(path.join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(passwordOf(upgraded.url)).toBe(stored);
    expect(await canConnect(upgraded.url)).toBe(true);
    const legacy = new URL(upgraded.adminUrl);
    legacy.password = 'community-local-only';
    expect(await canConnect(legacy.toString())).toBe('28P01');
    await stop();

    // And the next start simply uses the stored one.
    const again = await start();
    expect(passwordOf(again.url)).toBe(stored);
    expect(await canConnect(again.url)).toBe(true);
    await stop();
  }, 120_000);
});
