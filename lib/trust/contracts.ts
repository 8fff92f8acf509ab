import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { TRUST_LEVELS } from './levels';
import type { TrustState } from './types';

/** What PUT and DELETE /api/v3/users/{uid}/trust answer (lib/contracts): the member's level now. */
export const trustStateContract = contractFor<TrustState>()(z.strictObject({ level: z.literal(TRUST_LEVELS), locked: z.boolean() }));
