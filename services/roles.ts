import type { Role, RoleState } from '@/lib/roles/types';
import { send } from './http';

/** Role calls (issue 35): an administrator changes a member's role. */

export const setRole = (uid: number, role: Role, reason: string) => send<RoleState>('put', `/api/v3/users/${uid}/role`, { role, reason });
