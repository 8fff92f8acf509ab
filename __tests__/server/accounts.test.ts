import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { HASH_CONCURRENCY, HASH_QUEUE_MAX, hashingStats, hashPassword, verifyPassword } from '../../server/auth/passwords';
import { AppError } from '../../server/http/errors';
import { DataDirInUseError, lockDataDir } from '../../server/db/embedded';
import { slugify } from '@/lib/slug';
import { safeReturnTo } from '../../server/users/service';

describe('passwords (slow KDF)', () => {
  it('verifies the right password and refuses others; hashes are salted', async () => {
    const a = await hashPassword('open sesame');
    const b = await hashPassword('open sesame');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('open sesame', a)).resolves.toBe(true);
    await expect(verifyPassword('open sesamE', a)).resolves.toBe(false);
    await expect(verifyPassword('anything', null)).resolves.toBe(false);
  });

  it('hardening 3: hashes at most a few passwords at once and refuses a burst beyond its queue with login-busy', async () => {
    // The parameters travel with the hash, so a cheap one (N=2^10) exercises the same slots and
    // queue without 36 full-cost hashes, which a loaded machine cannot finish within the timeout.
    const salt = randomBytes(16);
    const key = scryptSync('open sesame', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashingStats().running)), 1);
    const burst = 60;
    const results = await Promise.allSettled(Array.from({ length: burst }, (_, i) => verifyPassword(`guess ${i}`, stored)));
    clearInterval(watch);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE_MAX);
    expect(refused).toHaveLength(burst - HASH_CONCURRENCY - HASH_QUEUE_MAX);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).key).toBe('login-busy');
    }
    expect(most).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashingStats()).toMatchObject({ running: 0, waiting: 0 });
    // Once the burst is over, passwords are checked again.
    await expect(verifyPassword('open sesame', stored)).resolves.toBe(true);
  }, 120_000);
});

describe('slugs and return paths', () => {
  it('slugifies usernames for URLs', () => {
    expect(slugify('Jane Doe')).toBe('jane-doe');
    expect(slugify('  Zoë_Ü.x ')).toBe('zoe-u-x');
  });

  it('only returns to same-site paths', () => {
    expect(safeReturnTo('/events/myevents?x=1')).toBe('/events/myevents?x=1');
    expect(safeReturnTo('//evil.example')).toBe('/discussions');
    expect(safeReturnTo('https://evil.example')).toBe('/discussions');
    expect(safeReturnTo(undefined)).toBe('/discussions');
  });
});

describe('one app process per data directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second owner while the first lives, and takes over a lock left by a dead process', async () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);

    // A live node process holds the lock: we are refused.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await new Promise((r) => holder.once('spawn', r));
    fs.writeFileSync(path.join(dir, 'app.lock'), JSON.stringify({ pid: holder.pid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use/);

    // It dies without cleaning up (kill -9): the stale lock is taken over.
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    const again = lockDataDir(dir);
    again();
  });
});
