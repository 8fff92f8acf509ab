import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { ROLES, type RoleState } from './types';

/** PUT /api/v3/users/{uid}/role. */
export const roleStateContract = contractFor<RoleState>()(z.strictObject({ role: z.enum(ROLES) }));
