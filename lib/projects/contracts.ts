import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { postContract, postUserContract, searchResponseContract } from '@/lib/discussions/contracts';
import type {
  ProjectData,
  ProjectFaqAnswer,
  ProjectFollowAnswer,
  ProjectListAnswer,
  ProjectMaintainersAnswer,
} from './types';

/**
 * What the projects service answers (lib/contracts; R1.10, R1.11, R5.2, R7.4): one `projectContract`
 * for a project wherever it appears (a project, lists, search hits), the list page, follows,
 * maintainers and the FAQ. A project's feed, questions and resources answer the post search shape
 * (`highlightsContract`, lib/discussions/contracts.ts). Times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixMs = z.number().int();

export const projectContract = contractFor<ProjectData>()(
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    description: z.string(),
    summary: z.string(),
    descriptionRaw: z.string().optional(),
    logo: z.string(),
    repository_url: z.string(),
    website: z.string(),
    licence: z.string(),
    language: z.string(),
    tags: z.array(z.string()),
    created_by: postUserContract.nullable(),
    maintainers: z.array(postUserContract),
    follower_count: count,
    topic_count: count,
    hidden: z.boolean(),
    created_at: unixMs,
    updated_at: unixMs,
    last_activity_at: unixMs,
    is_following: z.boolean(),
    is_maintainer: z.boolean(),
    can_edit: z.boolean(),
  }),
);

export const projectListContract = contractFor<ProjectListAnswer>()(
  z.strictObject({
    projects: z.array(projectContract),
    found: count,
    page: z.number().int().positive(),
    per_page: count,
    tags: z.array(z.strictObject({ value: z.string(), count })),
  }),
);

/** `GET /api/events/v1/search?type=project`. */
export const projectSearchContract = searchResponseContract(projectContract);

export const projectFollowContract = contractFor<ProjectFollowAnswer>()(
  z.strictObject({ is_following: z.boolean(), follower_count: count }),
);

export const projectMaintainersContract = contractFor<ProjectMaintainersAnswer>()(
  z.strictObject({ maintainers: z.array(postUserContract) }),
);

export const projectFaqContract = contractFor<ProjectFaqAnswer>()(
  z.strictObject({
    project: z.strictObject({ id, name: z.string(), slug: z.string(), url: z.string() }),
    entries: z.array(z.strictObject({ question: postContract, answer: postContract })),
  }),
);
