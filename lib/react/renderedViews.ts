import { createContext } from 'react';
import { beforeFirstHydration, listedInPage } from './beforeHydration';

/**
 * The lazy views a page's server render drew (lib/react/lazyView.tsx), named by their `module`:
 * the page lists them (pages/_document.tsx) and the browser loads their code before it hydrates,
 * so such a view is never on screen without its code (a click on it would be lost: React does not
 * replay a click on markup it has not hydrated) and never hydrates over what the store changed
 * meanwhile. Next puts the views' scripts and style sheets in the page's head from the same names
 * (its loadable manifest, the one `next/dynamic` uses), so that code arrives with the page's own.
 */
export const RenderedViews = createContext<Set<string> | null>(null);

/** The id of the page's list (a JSON array of `module` names, written by pages/_document.tsx). */
export const RENDERED_VIEWS_ID = '__lazy-views';

const preloads = new Map<string, () => Promise<void>>();

/** Makes a server-rendered view's code loadable by its name before hydration (lazyView does it). */
export function registerRenderedView(module: string, preload: () => Promise<void>): void {
  preloads.set(module, preload);
}

/**
 * Loads the code of every view this page lists. A view inside another view's code registers once
 * that code has run, so it goes round until nothing new is found.
 * A view whose code cannot be loaded settles all the same (lazyView then shows its `loading`).
 */
async function preloadRenderedViews(): Promise<void> {
  const listed = listedInPage(RENDERED_VIEWS_ID);
  const started = new Set<string>();
  for (;;) {
    const next = listed.filter((name) => !started.has(name) && preloads.has(name));
    if (next.length === 0) return;
    for (const name of next) started.add(name);
    await Promise.all(next.map((name) => preloads.get(name)!()));
  }
}

/**
 * Has Next's client wait for the page's server-rendered views before it hydrates the first page:
 * installed once, as this module loads with the app's code (before Next hydrates).
 */
beforeFirstHydration(preloadRenderedViews);
