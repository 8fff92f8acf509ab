import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { privilegesContract } from '@/lib/discussions/contracts';
import { EVENT_ROLES } from '@/lib/events/types';
import { clientConfigContract } from '@/lib/session/contracts';
import type { EventLayer, MemberLayer, PersonalAnswer, PersonalLayer, PostLayer, ProjectLayer, TopicLayer } from './types';

/** What `GET /api/personal` answers (lib/contracts). */

const postLayerContract = contractFor<PostLayer>()(
  z.strictObject({
    upvoted: z.boolean(),
    bookmarked: z.boolean(),
    contentRaw: z.string().optional(),
    content: z.string().optional(),
    summary: z.string().optional(),
  }),
);

const topicLayerContract = contractFor<TopicLayer>()(z.strictObject({ isFollowing: z.boolean(), privileges: privilegesContract }));

const eventLayerContract = contractFor<EventLayer>()(
  z.strictObject({ current_user_role: z.enum(EVENT_ROLES), upvoted: z.boolean(), bookmarked: z.boolean() }),
);

const projectLayerContract = contractFor<ProjectLayer>()(
  z.strictObject({ is_following: z.boolean(), is_maintainer: z.boolean(), can_edit: z.boolean(), descriptionRaw: z.string().optional() }),
);

const memberLayerContract = contractFor<MemberLayer>()(z.strictObject({ viewerFollows: z.boolean(), blocked: z.boolean() }));

const idKey = z.string().regex(/^\d+$/);

const layerContract = contractFor<PersonalLayer>()(
  z.strictObject({
    posts: z.record(idKey, postLayerContract),
    topics: z.record(idKey, topicLayerContract),
    events: z.record(idKey, eventLayerContract),
    projects: z.record(idKey, projectLayerContract),
    members: z.record(idKey, memberLayerContract),
    polls: z.record(idKey, z.number().int().positive()),
  }),
);

export const personalAnswerContract = contractFor<PersonalAnswer>()(z.strictObject({ config: clientConfigContract, layer: layerContract }));
