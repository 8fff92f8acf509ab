/**
 * A value the same for every request, computed at most once per `ttlMs` per instance: an answer
 * older than that is still served while one refresh runs in the background (no request waits for
 * the recount, except the very first); a failed refresh keeps the old answer and is reported, a
 * failed first computation is not kept (the next request tries again).
 */
export interface StaleWhileRefresh<T> {
  get(): Promise<T>;
  /** Forgets the kept answer (tests, and anything that must show a change at once). */
  forget(): void;
}

export function staleWhileRefresh<T>(name: string, ttlMs: number, compute: () => Promise<T>): StaleWhileRefresh<T> {
  type Memo = { at: number; value: Promise<T>; next: Promise<T> | null };
  let memo: Memo | null = null;
  return {
    get() {
      const now = Date.now();
      const entry = memo;
      if (!entry) {
        const first: Memo = { at: now, value: compute(), next: null };
        memo = first;
        first.value.catch(() => {
          if (memo === first) memo = null;
        });
        return first.value;
      }
      if (now - entry.at >= ttlMs && !entry.next) {
        const next = compute();
        entry.next = next;
        next.then(
          () => {
            if (memo === entry) memo = { at: now, value: next, next: null };
          },
          (err: unknown) => {
            console.error(`[${name}] the kept answer failed to refresh:`, err);
            entry.next = null;
            entry.at = now;
          },
        );
      }
      return entry.value;
    },
    forget() {
      memo = null;
    },
  };
}
