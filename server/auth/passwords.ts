import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { fail } from '../http/errors';

// scrypt is Node's built-in slow key-derivation function. N=2^15, r=8, p=1 costs ~50 ms a guess.
const COST = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEM = 128 * 1024 * 1024;

/**
 * At most this many hashes at once (libuv's thread pool has four threads, which file and DNS work
 * share), and at most HASH_QUEUE_MAX waiting behind them; beyond that a request is refused with
 * `login-busy` (503) at once, so a burst of log-ins or sign-ups cannot stall the server.
 */
export const HASH_CONCURRENCY = 4;
export const HASH_QUEUE_MAX = 32;

let running = 0;
const waiting: Array<() => void> = [];
let verifications = 0;

/** How busy hashing is, and how many password checks have started since the process began. */
export function hashingStats(): { running: number; waiting: number; verifications: number } {
  return { running, waiting: waiting.length, verifications };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running += 1;
  else {
    if (waiting.length >= HASH_QUEUE_MAX) throw fail('login-busy');
    // The finishing hash hands its place over, so `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url; the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...COST, maxmem: MAX_MEM });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  verifications += 1;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex')).catch((err: unknown) => {
    decoy = null;
    throw err;
  });
  return decoy;
}
