import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEVELOPMENT_SESSION_SECRET,
  getConfig,
  prepareSessionSecret,
  SESSION_SECRET_FILE,
  sessionSecret,
  SHARED_SECRET_REQUIRED,
} from '../../server/config';
import { signFor } from '../../server/auth/signatures';

/** Runs `fn` with process.env replaced by `env` (the signing code reads process.env). */
function withEnv<T>(env: NodeJS.ProcessEnv, fn: () => T): T {
  const saved = process.env;
  process.env = env;
  try {
    return fn();
  } finally {
    process.env = saved;
  }
}

describe('hardening 8: the session secret at startup', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data'); // not made yet, as on a first start
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('a production process reads its environment once; the session secret put there at start is read again', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', DATA_DIR: dataDir(), PAGE_CACHE_MB: '8' };
    const first = getConfig(env);
    env.PAGE_CACHE_MB = '16';
    expect(getConfig(env)).toBe(first);
    expect(getConfig(env).pageCacheMb).toBe(8);
    expect(first.sessionSecret).toBeNull();
    prepareSessionSecret(env, () => undefined);
    expect(getConfig(env).sessionSecret).toBe(env.SESSION_SECRET);
    // Another environment (a test's) is read for itself.
    expect(getConfig({ NODE_ENV: 'production', PAGE_CACHE_MB: '4' }).pageCacheMb).toBe(4);
    // Development and tests read theirs on every call.
    const development: NodeJS.ProcessEnv = { NODE_ENV: 'development', PAGE_CACHE_MB: '8' };
    expect(getConfig(development).pageCacheMb).toBe(8);
    development.PAGE_CACHE_MB = '16';
    expect(getConfig(development).pageCacheMb).toBe(16);
  });

  it('hardening 8: a production start without SESSION_SECRET never signs with the public development secret', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', DATA_DIR: dataDir() };
    const publicSignature = withEnv({ NODE_ENV: 'development' }, () => signFor('invite-links/v1', '1:1'));
    const lines: string[] = [];
    expect(prepareSessionSecret(env, (line) => lines.push(line))).toBe('data-dir');
    const secret = env.SESSION_SECRET!;
    expect(secret).not.toBe(DEVELOPMENT_SESSION_SECRET);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    expect(withEnv(env, () => signFor('invite-links/v1', '1:1'))).not.toBe(publicSignature);
    expect(lines.join('\n')).toContain(SESSION_SECRET_FILE);

    // Kept in DATA_DIR, readable by its owner only, and the same on the next start.
    const file = path.join(env.DATA_DIR!, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const next: NodeJS.ProcessEnv = { NODE_ENV: 'production', DATA_DIR: env.DATA_DIR };
    expect(prepareSessionSecret(next, () => undefined)).toBe('data-dir');
    expect(next.SESSION_SECRET).toBe(secret);

    // A copy made readable by others is tightened again.
    fs.chmodSync(file, 0o644);
    prepareSessionSecret({ NODE_ENV: 'production', DATA_DIR: env.DATA_DIR }, () => undefined);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // Another data directory gets another secret.
    const other: NodeJS.ProcessEnv = { NODE_ENV: 'production', DATA_DIR: dataDir() };
    prepareSessionSecret(other, () => undefined);
    expect(other.SESSION_SECRET).not.toBe(secret);
  });

  it('hardening 8: with DATABASE_URL and no SESSION_SECRET a production start is refused with a clear message', () => {
    const dir = dataDir();
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: 'postgres://a:b@127.0.0.1:5432/c', SESSION_SECRET: ' ' };
    expect(() => prepareSessionSecret(env, () => undefined)).toThrow(SHARED_SECRET_REQUIRED);
    expect(SHARED_SECRET_REQUIRED).toMatch(/SESSION_SECRET is not set.*same long random value on every instance/);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('hardening 8: nothing is signed in production before the secret is prepared', () => {
    expect(getConfig({ NODE_ENV: 'production' }).sessionSecret).toBeNull();
    expect(() => withEnv({ NODE_ENV: 'production' }, () => sessionSecret())).toThrow(/SESSION_SECRET is not set/);
    expect(() => withEnv({ NODE_ENV: 'production' }, () => signFor('calendar-feeds/v1', '1:0'))).toThrow(/SESSION_SECRET is not set/);
  });

  it('hardening 8: SESSION_SECRET is used as given; development and tests need no setup', () => {
    const given: NodeJS.ProcessEnv = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), DATABASE_URL: 'postgres://a@b/c' };
    expect(prepareSessionSecret(given)).toBe('environment');
    expect(getConfig(given).sessionSecret).toBe('x'.repeat(48));
    for (const NODE_ENV of ['development', 'test'] as const) {
      const env: NodeJS.ProcessEnv = { NODE_ENV, DATA_DIR: dataDir() };
      expect(prepareSessionSecret(env)).toBe('development');
      expect(getConfig(env).sessionSecret).toBe(DEVELOPMENT_SESSION_SECRET);
      expect(fs.existsSync(env.DATA_DIR!)).toBe(false);
    }
  });
});
