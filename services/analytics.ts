import { send } from './http';

/** R9.10: the app records its own page views (no third-party tracker). */
export const recordPageView = (path: string, referrer?: string) =>
  send<Record<string, never>>('post', '/api/v3/pageviews', { path, referrer: referrer || undefined });
