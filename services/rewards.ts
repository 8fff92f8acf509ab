import type { Credits } from '@/lib/rewards/types';
import { BASES, get } from './http';

/** The rewards ledger under `/api/rewards/v1` (DECISIONS.md: the credits dialog). */

export type { CreditEntry, Credits } from '@/lib/rewards/types';

/** GET /api/rewards/v1/credits (members only). */
export const fetchCredits = () => get<Credits>(`${BASES.rewards}/credits`);
