import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's public origin (PUBLIC_URL), which the server gives every page (`origin` in its props,
 * server/ssr/appState.ts) and pages/_app.tsx provides here; '' (relative addresses) outside a page.
 */
const SiteOriginContext = createContext('');

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

export const useSiteOrigin = () => useContext(SiteOriginContext);
