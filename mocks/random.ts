import type { MockDb } from './db';

/**
 * A seeded random source for the fixture factories: the same seed gives the same community on
 * every start, in the browser and on the server, so server-rendered pages and the browser's mocked
 * answers agree. (mulberry32: a small, well-known 32-bit generator.)
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when there are fewer). */
  some<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    some: (items, count) => {
      const copy = [...items];
      const out: typeof copy = [];
      while (out.length < count && copy.length > 0) out.push(copy.splice(int(0, copy.length - 1), 1)[0]!);
      return out;
    },
    chance: (p) => next() < p,
  };
}

const HOUR = 3600 * 1000;

/**
 * "Now" for generated dates: the start of the current hour, so the browser and the server (started
 * a little earlier) generate the same community, dated just before today.
 */
export const mockEpoch = (): number => Math.floor(Date.now() / HOUR) * HOUR;

/**
 * A feature's own generated data beside the shared community (events, projects ...): made once per
 * database by `make` (from its own seed, so features do not shift each other's data), kept with it.
 * (Here rather than in db.ts, so that db.ts can make a feature's data with the community.)
 */
export function featureData<T>(make: (db: MockDb) => T): (db: MockDb) => T {
  const kept = new WeakMap<MockDb, T>();
  return (db) => {
    let data = kept.get(db);
    if (data === undefined) {
      data = make(db);
      kept.set(db, data);
    }
    return data;
  };
}
