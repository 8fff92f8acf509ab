type PreloadReady = (ids?: Array<string | number>) => Promise<void>;

declare global {
  interface Window {
    /** Next's client awaits it, when set, before it hydrates the first page (next/dist/client/index.js). */
    __NEXT_PRELOADREADY?: PreloadReady;
  }
}

/**
 * Has Next's client wait for `task` before it hydrates the first page (a client-side navigation
 * never waits). Called as a module of the app's code loads, which is before Next hydrates. Next's
 * own `next/dynamic` runtime sets the same hook; the app does not use it, and a hook set before is
 * kept and awaited too.
 */
export function beforeFirstHydration(task: () => Promise<void>): void {
  if (typeof window === 'undefined') return;
  const previous = window.__NEXT_PRELOADREADY;
  window.__NEXT_PRELOADREADY = (ids) => Promise.all([previous?.(ids), task()]).then(() => undefined);
}

/**
 * A list of names the page's document wrote for the browser to load before it hydrates (a JSON
 * array in `<script type="application/json" id>`, pages/_document.tsx); empty without one.
 */
export function listedInPage(id: string): string[] {
  const text = document.getElementById(id)?.textContent;
  if (!text) return [];
  try {
    const listed: unknown = JSON.parse(text);
    return Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
