import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * Applies what a page's getServerSideProps loaded (a seed with one id per server render) to the
 * page's store before anything paints:
 *
 * - on the server and while the browser hydrates, during the first render, so the HTML holds the
 *   whole page and hydration renders the same markup (nothing is subscribed to the store yet);
 * - after a client-side navigation (new props), in a layout effect, before the browser paints.
 *
 * A seed is applied once (by id): re-renders and shallow URL changes keep what the member loaded
 * or posted since. `apply` must be stable (useCallback).
 */
export function useServerSeed<S extends { id: string }>(seed: S | null | undefined, apply: (seed: S) => void): void {
  // True on the server and during hydration (React uses the server snapshot then), else false.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [seededInRender] = useState<string | null>(() => {
    if (!hydrating || !seed) return null;
    apply(seed);
    return seed.id;
  });
  const applied = useRef<string | null>(seededInRender);
  useLayoutEffect(() => {
    if (!seed || applied.current === seed.id) return;
    applied.current = seed.id;
    apply(seed);
  }, [seed, apply]);
}
