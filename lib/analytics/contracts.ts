import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type { PageViewStats } from './types';

/** What the page view calls answer (lib/contracts; R9.10). `POST /api/v3/pageviews` answers `emptyAnswer`. */

export const pageViewStatsContract = contractFor<PageViewStats>()(
  z.strictObject({
    days: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    paths: z.array(z.strictObject({ path: z.string(), count: z.number().int().nonnegative() })),
  }),
);
