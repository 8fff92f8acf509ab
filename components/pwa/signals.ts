import type { InstallPromptEvent } from './installEvent';

/**
 * What the installable app has to say (issue 37), kept outside React: the worker's watcher
 * (./watch.ts, loaded once the page is idle) writes it; the bars (./PwaBars.tsx) load only once
 * there is something in it, and read it.
 */
interface Stale {
  savedAt: number;
  /** The worker found the network failing (the browser may not say so yet). */
  offline: boolean;
  /** The page it was said of: a client-side navigation starts a page the worker has not marked. */
  pathname: string;
}

export interface PwaSignals {
  /** A new version waits; calling it makes it take over and reloads the page. */
  update: (() => void) | null;
  stale: Stale | null;
  /** The browser's install offer, due by lib/pwa/installRule.ts. */
  offer: InstallPromptEvent | null;
}

let signals: PwaSignals = { update: null, stale: null, offer: null };
const listeners = new Set<() => void>();

export function pwaSignals(): PwaSignals {
  return signals;
}

export function setPwaSignals(change: (current: PwaSignals) => Partial<PwaSignals>): void {
  signals = { ...signals, ...change(signals) };
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change; answers a function that stops (useSyncExternalStore's shape). */
export function onPwaSignals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether there is anything to show. */
export function anyPwaSignal(value: PwaSignals): boolean {
  return value.update !== null || value.stale !== null || value.offer !== null;
}
