import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { pageHydrating } from './hydrateInSlices';

/** A store subscription never told of a change (`useSyncExternalStore` reading a value that only differs between server and browser). */
export const subscribeNothing = () => () => undefined;

const browserRender = () => !pageHydrating();
const serverRender = () => false;

/**
 * True for a render of the browser's own, false for the server's render and while the browser
 * hydrates it (React reads the server snapshot then). Asked in the page's hydration, it stays
 * false when the hydration commits (its check runs in the component's effects, before `_app`'s
 * ends the hydration: lib/react/hydrateInSlices.ts `pageHydrating`), so it never renders the
 * component again by itself: for what only the first render needs to know (store/serverSeed.ts).
 */
export function useBrowserRender(): boolean {
  return useSyncExternalStore(subscribeNothing, browserRender, serverRender);
}

/**
 * False on the server and while the browser hydrates, true afterwards. Markup that differs between
 * server and browser (the viewer's clock or time zone, portals into `document.body`) renders only
 * once this is true. After the page's hydration it turns true in a transition: what it shows
 * renders in slices React yields between, not in one blocking task (issue 33). A view hydrated
 * after the page commits (a server-rendered lazy view) turns it true as soon as it has hydrated.
 */
export function useHydrated(): boolean {
  const browser = useBrowserRender();
  const [hydrated, setHydrated] = useState(browser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated || browser;
}
