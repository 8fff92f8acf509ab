import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The clock relative dates are computed from. The server writes its render time into the page
 * (`renderedAt`, added by server/ssr/appState.ts withAppConfig); while the page renders on the
 * server and while it hydrates, `useNow()` answers that time, so '3 hours ago' is the same text
 * on both sides; afterwards it is the browser's clock, advancing once a minute.
 */
const RenderedAt = createContext<number | null>(null);

export function RenderClock({ renderedAt, children }: { renderedAt: number | null | undefined; children: ReactNode }) {
  return <RenderedAt.Provider value={renderedAt ?? null}>{children}</RenderedAt.Provider>;
}

const MINUTE = 60_000;

function subscribeMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/** The browser's clock to the minute (a stable value between ticks, as React requires). */
const browserMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** Now, in milliseconds: the server's render time until hydration, then the browser's clock. */
export function useNow(): number {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(subscribeMinutes, browserMinute, () => renderedAt ?? browserMinute());
}
