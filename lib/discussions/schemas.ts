import { languageParam } from '@/lib/i18n/schemas';
import { z } from 'zod';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { FLAG_CATEGORIES, REPORT_TYPES } from '@/lib/review/types';
import { PG_INT_MAX } from '@/lib/params';
import { csrfField, jsonValue, line, text } from '@/lib/strings';

/**
 * Input schemas of the discussions write calls (also the source of their OpenAPI description).
 * Length errors of `title` and `content` become `title-too-short` / `content-too-long` ... with the
 * bound (server/http/errors.ts). Rules that need more than the shape (post types, tags, the
 * podcast audio URL, the reply target) are checked by the service, with their own catalogue keys.
 */

/** A whole number, also from a path, query or form string (a missing value stays missing). */
const int = () => z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().int());

/** A positive integer id within PostgreSQL's integer range, also from a path or query string. */
export const id = int().pipe(z.number().positive().max(PG_INT_MAX));

/** `null`, `''` and `0` mean "not given" for optional ids (clients send all three). */
const optionalId = z.preprocess((v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : v), id.optional());

/** `true`/`false` also as the strings a form or query sends. */
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

const csrf = { _csrf: csrfField, csrf_token: csrfField };

const title = line().trim().min(TOPIC_LIMITS.titleMin).max(TOPIC_LIMITS.titleMax);
const mainContent = text().trim().min(TOPIC_LIMITS.contentMin).max(TOPIC_LIMITS.contentMax);
const replyContent = text().trim().min(TOPIC_LIMITS.replyMin).max(TOPIC_LIMITS.contentMax);

/**
 * Tags are checked one by one by the service (too-many-tags, tag-too-short, tag-too-long); the
 * schema only keeps them to clean lines of a sane length.
 */
const tags = z.array(line().max(1000)).max(100);

/**
 * Type-specific data of a main post: podcast `audioUrl`, `duration`; link `url`; more kept as sent
 * (clean JSON values; the service bounds the whole size).
 */
const metaData = z.record(line().max(100), jsonValue());

/** Fields a topic's main post takes (create and edit). */
const topicFields = {
  cid: optionalId,
  tags: tags.optional(),
  summary: text().trim().max(TOPIC_LIMITS.summaryMax).optional(),
  metaData: metaData.optional(),
  /** One of faq, blog, link, podcast, ama (checked by the service: invalid-post-type). */
  postType: line().max(40).optional(),
  draft: flag.optional(),
  /** Project ids; the first is the topic's main project. */
  projects: z.array(id).max(20).optional(),
  ...csrf,
};

/** POST /api/v3/topics. */
export const topicBody = z.object({ title, content: mainContent, ...topicFields });
export type TopicBody = z.infer<typeof topicBody>;

/**
 * PUT /api/v3/posts/{pid}. The title is required (with its bounds) only when the post is a main
 * post, and the content's lower bound is the main post's (8) or a reply's (2): the service knows
 * which post it is.
 */
export const editBody = z.object({
  title: line().trim().max(TOPIC_LIMITS.titleMax).optional(),
  content: replyContent,
  pid: optionalId,
  ...topicFields,
});
export type EditBody = z.infer<typeof editBody>;

/** POST /api/v3/topics/{tid}: a reply. No `toPid`: to the main post. */
export const replyBody = z.object({
  tid: optionalId,
  content: replyContent,
  toPid: optionalId,
  qid: optionalId,
  ...csrf,
});
export type ReplyBody = z.infer<typeof replyBody>;

/** PUT|DELETE /api/v3/posts/{pid}/vote. */
export const voteBody = z.object({ delta: int().pipe(z.number().min(-PG_INT_MAX).max(PG_INT_MAX)).optional(), ...csrf });

/** PUT /api/v3/posts/{pid}/answer. `answered: false` (or aid 0) clears the accepted answer. */
export const answerBody = z.object({
  aid: int().pipe(z.number().nonnegative().max(PG_INT_MAX)),
  answered: flag.default(true),
  ...csrf,
});

/** POST /api/v3/topics/{tid}/review. */
export const reviewBody = z.object({
  tid: optionalId,
  content: text().trim().min(TOPIC_LIMITS.reviewMin).max(TOPIC_LIMITS.reviewMax),
  ...csrf,
});

/** POST /api/flag. */
export const flagBody = z
  .object({
    id,
    /** Why, in a word (lib/review/types.ts); `other` (the default) needs the reason written. */
    category: z.enum(FLAG_CATEGORIES).default('other'),
    reason: text().trim().max(TOPIC_LIMITS.flagReasonMax).default(''),
    type: z.enum(REPORT_TYPES),
    ...csrf,
  })
  .refine((body) => body.category !== 'other' || body.reason.length > 0, { path: ['reason'], params: { fieldKey: 'required-parameters-missing' } });

/** POST /api/post/preview. */
export const previewBody = z.object({ content: text().max(TOPIC_LIMITS.contentMax), ...csrf });

/** An empty body (toggles); the csrf token may come in it. */
export const emptyBody = z.object({ ...csrf });

export const tidParams = z.object({ tid: id });

/**
 * GET /api/topic/{tid}/card: `v` is the card version the page linked to (lib/discussions/rules.ts
 * cardVersion); any other value (or none) still gets the current card, cached for less time.
 */
export const topicCardQuery = z.object({
  v: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), line().max(20).regex(/^\d+$/).optional()).catch(undefined),
  lang: languageParam,
});
export const pidParams = z.object({ pid: id });

