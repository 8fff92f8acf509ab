import { useSyncExternalStore } from 'react';
import { guessTimezone } from '@/lib/events/rules';

/**
 * The member's time zone (lib/events/rules.ts guessTimezone), null on the server, while the page
 * hydrates, and until it has been read. The browser's first use of its time-zone data loads ICU's
 * (tens of milliseconds of main thread on a phone), so it is read in a task of its own once a
 * component asks for it, after hydration, never inside it; the components showing it then render
 * again, together. Later pages have it at once.
 */

let zone: string | null = null;
let reading: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (zone === null && reading === null) {
    reading = setTimeout(() => {
      zone = guessTimezone();
      for (const notify of listeners) notify();
    }, 0);
  }
  return () => {
    listeners.delete(listener);
  };
}

export function useViewerZone(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => zone,
    () => null,
  );
}
