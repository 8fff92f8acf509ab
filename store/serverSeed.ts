import { useLayoutEffect, useRef, useState } from 'react';
import { useBrowserRender } from '@/lib/react/useHydrated';
import type { PageSeed } from '@/lib/ssr/seed';
import { useAppStore } from './hooks';
import { applyServerSeed } from './seed';

/**
 * Applies what a page's loader put in its `seed` prop (one id per server render) to the page's
 * store before anything paints:
 *
 * - on the server and while the browser hydrates, during the first render, so the HTML holds the
 *   whole page and hydration renders the same markup (nothing is subscribed to the store yet);
 * - after a client-side navigation (new props), in a layout effect, before the browser paints.
 *
 * A seed is applied once (by id): re-renders and shallow URL changes keep what the member loaded
 * or posted since.
 */
export function useServerSeed(seed: PageSeed | null | undefined): void {
  const store = useAppStore();
  // Asked without rendering the page again once it has hydrated (lib/react/useHydrated.ts).
  const later = useBrowserRender();
  const [seededInRender] = useState<string | null>(() => {
    if (later || !seed) return null;
    store.dispatch(applyServerSeed(seed));
    return seed.id;
  });
  const applied = useRef<string | null>(seededInRender);
  useLayoutEffect(() => {
    if (!seed || applied.current === seed.id) return;
    applied.current = seed.id;
    store.dispatch(applyServerSeed(seed));
  }, [seed, store]);
}
