import type { HeldSuspension, Restriction, SilenceState, SuspensionState } from '@/lib/moderation/types';
import { get, send } from './http';

/**
 * Suspension and silence calls (issue 35), for the suspend dialog only: apart from ./moderation.ts,
 * whose lock calls the topic page loads.
 */

/** A member's suspension (`ban`) or silence while it holds. */
export const fetchRestriction = async (kind: Restriction, uid: number): Promise<HeldSuspension | null> => {
  const state = await get<SuspensionState | SilenceState>(`/api/v3/users/${uid}/${kind}`);
  return 'suspension' in state ? state.suspension : state.silence;
};
export const restrictMember = (kind: Restriction, uid: number, until: number | null, reason: string) =>
  send<SuspensionState | SilenceState>('put', `/api/v3/users/${uid}/${kind}`, { until, reason });
export const liftRestriction = (kind: Restriction, uid: number, reason: string) =>
  send<Record<string, never>>('delete', `/api/v3/users/${uid}/${kind}`, { reason });
