import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type { FollowListPage, FollowMember, FollowState, ProfileAnswer, ProfileEvent, ProfileListPage, ProfileProject } from './types';

/**
 * What the follow calls and the profile's list pages answer (lib/contracts, R3.15):
 * `PUT`/`DELETE /api/v3/users/{uid}/follow` and `GET /api/user/{slug}/followers|following|answers|events|projects`.
 */

export const followStateContract = contractFor<FollowState>()(z.strictObject({ followers: z.number().int().nonnegative(), viewerFollows: z.boolean() }));

export const followMemberContract = contractFor<FollowMember>()(
  z.strictObject({
    uid: z.number().int().positive(),
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
    followedAt: z.number().int(),
  }),
);

const page = { page: z.number().int().positive(), hasMore: z.boolean() };

export const followListContract = contractFor<FollowListPage>()(
  z.strictObject({ items: z.array(followMemberContract), ...page, total: z.number().int().nonnegative() }),
);

export const profileAnswerContract = contractFor<ProfileAnswer>()(
  z.strictObject({ pid: z.number().int().positive(), tid: z.number().int().positive(), title: z.string(), accepted: z.boolean(), timestamp: z.number().int() }),
);

export const profileEventContract = contractFor<ProfileEvent>()(
  z.strictObject({ id: z.number().int().positive(), title: z.string(), url: z.string(), startsAt: z.number().int() }),
);

export const profileProjectContract = contractFor<ProfileProject>()(
  z.strictObject({ id: z.number().int().positive(), name: z.string(), slug: z.string(), role: z.enum(['maintainer', 'follower']) }),
);

export const profileAnswersPageContract = contractFor<ProfileListPage<ProfileAnswer>>()(z.strictObject({ items: z.array(profileAnswerContract), ...page }));
export const profileEventsPageContract = contractFor<ProfileListPage<ProfileEvent>>()(z.strictObject({ items: z.array(profileEventContract), ...page }));
export const profileProjectsPageContract = contractFor<ProfileListPage<ProfileProject>>()(z.strictObject({ items: z.array(profileProjectContract), ...page }));
