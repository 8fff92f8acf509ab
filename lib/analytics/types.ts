/** Page views (R9.10): shared by server/analytics and the client. */

/** GET /api/admin/pageviews: views per path over the last `days`. */
export interface PageViewStats {
  days: number;
  total: number;
  paths: Array<{ path: string; count: number }>;
}
