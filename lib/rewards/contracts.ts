import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { CREDIT_REASONS, type CreditEntry, type CreditRule, type Credits } from './types';

/** What `GET /api/rewards/v1/credits` answers (lib/contracts). */

const creditEntryContract = contractFor<CreditEntry>()(
  z.strictObject({
    id: z.number().int().positive(),
    // The ledger's text column may hold a reason this version does not know.
    reason: z.string(),
    points: z.number().int(),
    ref: z.string().nullable(),
    created_at: z.iso.datetime(),
  }),
);

const creditRuleContract = contractFor<CreditRule>()(
  z.strictObject({ reason: z.enum(CREDIT_REASONS), points: z.number().int(), label: z.string() }),
);

export const creditsContract = contractFor<Credits>()(
  z.strictObject({
    uid: z.number().int().positive(),
    total: z.number().int(),
    entries: z.array(creditEntryContract),
    rules: z.array(creditRuleContract),
  }),
);
