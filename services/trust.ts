import type { TrustLevel } from '@/lib/trust/levels';
import type { TrustState } from '@/lib/trust/types';
import { send } from './http';

/** Trust level calls (issue 35): a moderator sets a member's level, or hands it back to the promotion job. */

export const setTrustLevel = (uid: number, level: TrustLevel, locked: boolean, reason: string) =>
  send<TrustState>('put', `/api/v3/users/${uid}/trust`, { level, locked, reason });
export const unlockTrustLevel = (uid: number, reason: string) => send<TrustState>('delete', `/api/v3/users/${uid}/trust`, { reason });
