import { recordPageView } from '@/services/analytics';
import { createApiThunk } from '../thunks';

/** Page views are best effort: a failure is neither shown nor reported. */
export const pageViewed = createApiThunk(
  'analytics/pageViewed',
  ({ path, referrer }: { path: string; referrer?: string }) => recordPageView(path, referrer),
  { toast: false, report: false },
);
