import type { CachedBody } from './body';

/**
 * Rendered pages for visitors, bounded in bytes (least recently used first out), each with the
 * tags its content depends on (`topic:12`, `feed`). `evict(tags)` drops every entry carrying one
 * of the tags and bumps the tags' generations; `evictAll()` empties the store. A render snapshots
 * the generations of its tags when it starts (`snapshot`) and may be stored only if none moved
 * since (`put` checks), so a render that read the data before a change and finishes after the
 * change's eviction is not kept.
 */

export interface CacheEntry {
  body: CachedBody;
  status: number;
  contentType: string;
  tags: string[];
  storedAt: number;
  /** What each serving of this copy counts again (./servings.ts), run on every hit. */
  counts?: Array<() => void>;
}

export interface Snapshot {
  tags: string[];
  generations: number[];
  all: number;
}

const MAX_TRACKED_TAGS = 100_000;

export class PageStore {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private allGeneration = 0;
  private heldBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry for `key` (marked as recently used), or undefined. */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  snapshot(tags: string[]): Snapshot {
    return { tags, generations: tags.map((tag) => this.generations.get(tag) ?? 0), all: this.allGeneration };
  }

  /** Whether nothing the snapshot's tags name changed since it was taken. */
  unchangedSince(snap: Snapshot): boolean {
    return snap.all === this.allGeneration && snap.tags.every((tag, i) => (this.generations.get(tag) ?? 0) === snap.generations[i]);
  }

  /** Stores a render made since `snap`; answers false (and stores nothing) when its data changed meanwhile or it is too large. */
  put(key: string, entry: Omit<CacheEntry, 'tags' | 'storedAt'>, snap: Snapshot): boolean {
    if (!this.unchangedSince(snap)) return false;
    if (entry.body.bytes > this.maxBytes / 8) return false;
    this.remove(key);
    this.entries.set(key, { ...entry, tags: snap.tags, storedAt: this.now() });
    this.heldBytes += entry.body.bytes + key.length;
    for (const tag of snap.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  evict(tags: string[]): void {
    // Generations are kept per tag ever evicted; past a bound, one full flush starts them afresh.
    if (this.generations.size > MAX_TRACKED_TAGS) {
      this.evictAll();
      return;
    }
    for (const tag of tags) {
      this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.remove(key);
    }
  }

  evictAll(): void {
    this.allGeneration += 1;
    this.entries.clear();
    this.byTag.clear();
    this.heldBytes = 0;
    // Generations of tags with no entries are only needed for renders in flight: the bumped
    // global generation already refuses those, so the map can start again small.
    this.generations.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.body.bytes + key.length;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
