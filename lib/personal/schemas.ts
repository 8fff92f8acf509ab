import { z } from 'zod';
import { PG_INT_MAX } from '@/lib/params';
import { SUBJECT_LIMITS } from './subjects';

/**
 * `GET /api/personal`'s query: comma-separated ids per kind (lib/personal/subjects.ts writes it).
 * A value that is not such a list, or longer than the kind's limit, is refused (invalid-data).
 */
function idList(max: number) {
  return z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(PG_INT_MAX)).max(max))
    .optional()
    .transform((ids) => ids ?? []);
}

export const personalQuery = z.strictObject({
  posts: idList(SUBJECT_LIMITS.posts),
  topics: idList(SUBJECT_LIMITS.topics),
  events: idList(SUBJECT_LIMITS.events),
  projects: idList(SUBJECT_LIMITS.projects),
  members: idList(SUBJECT_LIMITS.members),
  polls: idList(SUBJECT_LIMITS.polls),
});
