import type { TrustLevel } from './levels';
import type { PromotedLevel, TrustNeed } from './promotion';

/** Trust levels as the API answers them (issue 35; docs/features/trust.md). */

/** PUT /api/v3/users/{uid}/trust: the member's level now, and whether the promotion job leaves it alone. */
export interface TrustState {
  level: TrustLevel;
  locked: boolean;
}

/**
 * A member's level and what the next one asks for, with their counts (their settings page; an
 * administrator's visit too). `next` is null from level 3 up: leaders are chosen by moderators.
 */
export interface TrustProgress extends TrustState {
  next: { level: PromotedLevel; needs: TrustNeed[] } | null;
}
