import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The clock relative dates are computed from. The server writes its render time into the page
 * (`renderedAt`, added by server/ssr/appState.ts withAppConfig); while the page renders on the
 * server and while it hydrates, `useNow()` answers that time, so '3 hours ago' is the same text
 * on both sides; afterwards it is the browser's clock, advancing once a minute.
 *
 * The browser's clock takes over in a transition (issue 33: blocking time): the dates on the page
 * and what shows them (every post's actions) render again in slices React yields between, not in
 * one blocking task after hydration (which `useSyncExternalStore`, always a blocking update, made
 * them). A view hydrated later (a server-rendered lazy view) hydrates with the value the page
 * hydrated with before the new one reaches it, as React does for any context that changes first.
 */
const Now = createContext<number | null>(null);

const MINUTE = 60_000;

/** The browser's clock to the minute (the same value between ticks). */
const browserMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

export function RenderClock({ renderedAt, children }: { renderedAt: number | null | undefined; children: ReactNode }) {
  const [browserNow, setBrowserNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setBrowserNow(browserMinute()));
    tick();
    const timer = setInterval(tick, MINUTE);
    return () => clearInterval(timer);
  }, []);
  return <Now.Provider value={browserNow ?? renderedAt ?? null}>{children}</Now.Provider>;
}

/** Now, in milliseconds: the server's render time until hydration, then the browser's clock (outside a RenderClock: the browser's). */
export function useNow(): number {
  return useContext(Now) ?? browserMinute();
}
