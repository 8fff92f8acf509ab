import './runtime';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { insertKeyPair, keysOf } from './repository';

/**
 * The key pairs a local actor signs with (issue 38), made by Fedify on first use and kept in
 * PostgreSQL, so every instance signs with the same keys: RSA (HTTP Signatures, which Mastodon
 * checks) and Ed25519 (object integrity proofs). Two instances making a pair at once keep the
 * first stored (the other reads it back).
 */

const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;
const cache = new Map<string, Promise<CryptoKeyPair[]>>();

async function load(actor: string): Promise<CryptoKeyPair[]> {
  let stored = await keysOf(actor);
  const missing = ALGORITHMS.filter((algorithm) => !stored.some((pair) => pair.algorithm === algorithm));
  if (missing.length > 0) {
    for (const algorithm of missing) {
      const pair = await generateCryptoKeyPair(algorithm);
      await insertKeyPair(actor, { algorithm, privateJwk: await exportJwk(pair.privateKey), publicJwk: await exportJwk(pair.publicKey) });
    }
    stored = await keysOf(actor);
  }
  const ordered = ALGORITHMS.map((algorithm) => stored.find((pair) => pair.algorithm === algorithm)).filter((pair) => pair !== undefined);
  return Promise.all(ordered.map(async (pair) => ({ privateKey: await importJwk(pair.privateJwk, 'private'), publicKey: await importJwk(pair.publicJwk, 'public') })));
}

/** The actor's key pairs (`user:12`), RSA first. */
export function keyPairsOf(actor: string): Promise<CryptoKeyPair[]> {
  let pairs = cache.get(actor);
  if (!pairs) {
    pairs = load(actor);
    cache.set(actor, pairs);
    pairs.catch(() => cache.delete(actor));
  }
  return pairs;
}
