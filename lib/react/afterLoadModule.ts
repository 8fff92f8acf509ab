import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { subscribeNothing } from './useHydrated';

/** A module the browser loads after the page (`afterLoadModule`). */
export interface AfterLoadModule<M> {
  /** The module, loading it now if it has not loaded yet (a failed load is tried again on the next call). */
  load(): Promise<M>;
  /** The module, or null while the page hydrates and until it has loaded; the component renders again then. */
  useLoaded(): M | null;
}

/**
 * Code the server has at once and the browser loads after the page (docs/features/what-the-browser-loads.md):
 * - the server renders with it at once: `onServer` is its module, named only in a
 *   `typeof window === 'undefined'` branch (Next writes `typeof window` as a constant in each
 *   bundle, so the browser's bundle leaves the module out);
 * - in the browser `useLoaded()` is null while the page hydrates (what renders with the module
 *   must render the same markup without it, or keep the server's);
 * - it loads once the page has loaded and the browser is idle, or at once when `load()` asks; every
 *   component using it renders again then, in a transition: React renders them in slices of a few
 *   milliseconds (every date of a long topic at once was one task of 80 ms at a 4x slower CPU), and
 *   later pages have it at once.
 * The date formatters (lib/react/useDateFormats.ts) and the page's head tags
 * (components/ui/PageHead.tsx) load this way.
 */
export function afterLoadModule<M>(onServer: M | null, importModule: () => Promise<M>): AfterLoadModule<M> {
  let loadedModule: M | null = onServer;
  let loading: Promise<M> | null = null;
  let scheduled = false;
  const listeners = new Set<() => void>();

  const load = (): Promise<M> => {
    if (loadedModule) return Promise.resolve(loadedModule);
    loading ??= importModule().then(
      (loaded) => {
        loadedModule = loaded;
        for (const notify of listeners) notify();
        return loaded;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    if (!loadedModule && !scheduled) {
      scheduled = true;
      afterLoadIdle(() => void load().catch(() => (scheduled = false)));
    }
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loadedModule;

  return {
    load,
    useLoaded() {
      // The module is read as an external store (the server's value while the page hydrates), but
      // its arrival is announced as a transition, not as a store change: React renders a store
      // change at once in one task, whatever the number of components.
      const loaded = useSyncExternalStore(subscribeNothing, current, current);
      const [, renderAgain] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        const update = () => startTransition(renderAgain);
        const unsubscribe = subscribe(update);
        // Loaded between this render and now: render with it.
        if (loadedModule !== loaded) update();
        return unsubscribe;
      }, [loaded]);
      return loaded;
    },
  };
}
