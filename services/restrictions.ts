import type { HeldSuspension, Restriction, SilenceState, SuspensionState } from '@/lib/moderation/types';
import { get, send } from './http';

/**
 * Suspension and silence calls (issue 35), for the suspend dialog and a profile's restriction
 * notice only: apart from ./moderation.ts, whose lock calls the topic page loads.
 */

const heldOf = (state: SuspensionState | SilenceState): HeldSuspension | null => ('suspension' in state ? state.suspension : state.silence);

/** A member's suspension (`ban`) or silence while it holds (moderators, or the member themself). */
export const fetchRestriction = async (kind: Restriction, uid: number): Promise<HeldSuspension | null> =>
  heldOf(await get<SuspensionState | SilenceState>(`/api/v3/users/${uid}/${kind}`));
/** Suspends or silences a member; answers the restriction that now holds. */
export const restrictMember = async (kind: Restriction, uid: number, until: number | null, reason: string): Promise<HeldSuspension | null> =>
  heldOf(await send<SuspensionState | SilenceState>('put', `/api/v3/users/${uid}/${kind}`, { until, reason }));
export const liftRestriction = (kind: Restriction, uid: number, reason: string) =>
  send<Record<string, never>>('delete', `/api/v3/users/${uid}/${kind}`, { reason });
