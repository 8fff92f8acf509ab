import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type { InviteInfo, InviteLink, Inviter } from './types';

/** What the invite calls answer (lib/contracts): `GET /api/invites/link` and `GET /api/join/{uid}/{timestamp}` (R1.12). */

export const inviteLinkContract = contractFor<InviteLink>()(
  z.strictObject({
    uid: z.number().int().positive(),
    timestamp: z.number().int().nonnegative(),
    sig: z.string(),
    path: z.string(),
    url: z.string(),
    expiresAt: z.number().int(),
  }),
);

const inviterContract = contractFor<Inviter>()(
  z.strictObject({
    uid: z.number().int().positive(),
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
  }),
);

export const inviteInfoContract = contractFor<InviteInfo>()(
  z.strictObject({ valid: z.literal(true), inviter: inviterContract, expiresAt: z.number().int(), signed: z.boolean() }),
);
