import { beacon } from './http';

/** R9.10: the app records its own page views (no third-party tracker), as a beacon (services/http.ts). */
export const recordPageView = (path: string, referrer?: string) =>
  beacon('/api/v3/pageviews', { path, referrer: referrer || undefined });
