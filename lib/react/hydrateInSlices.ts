import { startTransition } from 'react';
import reactDomClient from 'react-dom/client';

type ReactDomClient = { hydrateRoot: typeof reactDomClient.hydrateRoot };

const SLICED = Symbol.for('community.hydrateInSlices');

/** Whether the page's hydration has begun and not yet committed (see `pageHydrating`). */
let hydrating = false;

/**
 * True in the browser while the page hydrates: from Next's `hydrateRoot` until pages/_app.tsx's
 * first effect calls `hydrationCommitted` (lib/react/useHydrated.ts reads it).
 */
export function pageHydrating(): boolean {
  return hydrating;
}

/** The page's hydration has committed: renders from now on are the browser's own. */
export function hydrationCommitted(): void {
  hydrating = false;
}

/**
 * The first page's hydration in slices (issue 33: blocking time). Next's pages router hydrates
 * with `hydrateRoot` called outside any transition, so React hydrates the whole page in one
 * blocking task (its default hydration lane is not time-sliced): 82–139 ms for a topic page in
 * Chromium at a 4× CPU slowdown (docs/DECISIONS.md "The first page hydrated in slices"). Called
 * inside `startTransition`, React hydrates at a transition lane and yields to the browser about
 * every 5 ms; the commit (effects, the personal layer's layout effect in pages/_app.tsx) is still
 * one step, so the member's state is painted in the same frame as before. A click or key press
 * on markup not yet hydrated makes React finish the hydration at once and replay the event
 * (React's own behaviour for a root still hydrating).
 *
 * Next's client calls `hydrateRoot` on the module object of `react-dom/client`
 * (`next/dist/client/index.js`), the same object a default import here gives; this wraps that
 * function once. pages/_app.tsx calls this as its module starts in the browser, which is before
 * Next's first render (Next loads `_app`, then renders). Later renders go through `root.render`,
 * which Next already calls in a transition. Answers `client`.
 */
export function hydrateInSlices(client: ReactDomClient = reactDomClient): ReactDomClient {
  const hydrate = client.hydrateRoot as typeof reactDomClient.hydrateRoot & { [SLICED]?: true };
  if (hydrate[SLICED]) return client;
  const sliced: typeof hydrate = (container, children, options) => {
    let root: ReturnType<typeof hydrate> | undefined;
    hydrating = true;
    startTransition(() => {
      root = hydrate(container, children, options);
    });
    // startTransition runs its callback synchronously, so the root is there.
    return root as ReturnType<typeof hydrate>;
  };
  sliced[SLICED] = true;
  client.hydrateRoot = sliced;
  return client;
}
