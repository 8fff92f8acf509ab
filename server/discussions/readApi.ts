import { z } from 'zod';
import {
  anyPostContract,
  bookmarksPageContract,
  highlightsContract,
  memberPostsPageContract,
  postListContract,
  questionsPageContract,
  repliesPageContract,
  sharedTopicContract,
  topicContract,
} from '@/lib/discussions/contracts';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import { topicSort } from '@/lib/topicSort';
import { idFilter, pageQueryValue, pageSizeValue, pathId } from '@/lib/params';
import { line } from '@/lib/strings';
import { TOPIC_CARD } from '@/lib/discussions/rules';
import { topicCardQuery } from '@/lib/discussions/schemas';
import { endpoint } from '../http/route';
import { sendCard } from './card';
import { searchHighlights } from './highlights';
import * as reads from './reads';
import { requestViewKey } from './views';

/**
 * Read endpoints of discussions (R7.2, R7.4). Query strings arrive as strings: pages are
 * coerced (an invalid page is page 1, never an error); a path id that is not a number is
 * invalid-tid / invalid-pid (400), a number that names nothing is no-topic / no-post (404).
 */

/** A query value as Next gives it: one string, a repeated parameter, or absent. */
const queryValue = z.union([line().max(2000), z.array(line().max(2000)).max(50)]).optional();

/** A comma list from a repeated parameter too (`tags=a&tags=b` is `a,b`). */
const joined = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);
/** The first value of a repeated parameter. */
const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const pageQuery = z.object({ page: pageQueryValue });

export const topicEndpoint = endpoint({
  method: 'GET',
  path: '/api/topic/{tid}',
  summary: 'A topic with its main post, question count, pagination and privileges; a GET counts a view (once per viewer and hour).',
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ tid: pathId('invalid-tid') }),
  query: pageQuery,
  response: topicContract,
  handle: ({ req, params, query, viewer, session }) =>
    reads.getTopic(params.tid, viewer, {
      page: query.page,
      viewKey: requestViewKey(req, { uid: viewer?.uid ?? null, sessionId: session?.id ?? null }),
    }),
});

export const topicCardEndpoint = endpoint({
  method: 'GET',
  path: '/api/topic/{tid}/card',
  summary:
    "The topic's social card (its og:image): a 1200×630 PNG with the title, post type, author and projects. " +
    'With the current version as `v` it may be cached for a year; `lang` (es, de, ar) draws the post type in that language (ar: mirrored, right to left); drafts, deleted and unknown topics are 404.',
  tag: 'discussions',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  produces: TOPIC_CARD.type,
  params: z.object({ tid: pathId('invalid-tid') }),
  query: topicCardQuery,
  async handle({ req, res, params, query }) {
    const card = { ...(await reads.getTopicCard(params.tid)), locale: query.lang };
    // The page links to the current version: that address never changes its picture. Any other
    // address may show a newer one soon.
    const cacheControl = query.v === String(card.version) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    await sendCard(req, res, card, { etag: `"card-${card.tid}-${card.version}-${card.locale}"`, cacheControl, type: TOPIC_CARD.type });
  },
});

export const sharedTopicEndpoint = endpoint({
  method: 'GET',
  path: '/api/topic/shared/{id}',
  summary: 'The public card of a topic (id: a tid or a slug starting with it).',
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ id: line().min(1).max(300) }),
  response: sharedTopicContract,
  handle: ({ params }) => reads.getSharedTopic(params.id),
});

export const postEndpoint = endpoint({
  method: 'GET',
  path: '/api/post/{pid}',
  summary: 'A post: a question with its first answers, an answer with index and quoted parent, or a main post.',
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ pid: pathId('invalid-pid') }),
  response: anyPostContract,
  handle: ({ params, viewer }) => reads.getPost(params.pid, viewer),
});

export const repliesEndpoint = endpoint({
  method: 'GET',
  path: '/api/post/replies/{pid}',
  summary: "Replies of a post, 10 per page: a question's thread (accepted first, then oldest), else direct replies.",
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ pid: pathId('invalid-pid') }),
  query: pageQuery,
  response: repliesPageContract,
  handle: ({ params, query, viewer }) =>
    reads.getReplies(params.pid, query.page, viewer),
});

export const questionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/questions/{tid}/{sort}',
  summary: "A topic's questions with their first answers; sort popular (default) or recent.",
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ tid: pathId('invalid-tid'), sort: line().max(40) }),
  /** page_size: 1..50, default 10 (an invalid one is the default). */
  query: z.object({ page: pageQueryValue, page_size: pageSizeValue(reads.MAX_QUESTIONS_PAGE_SIZE, DISCUSSION_PAGE_SIZE.questions) }),
  response: questionsPageContract,
  handle: ({ params, query, viewer }) =>
    reads.getQuestions(params.tid, topicSort(params.sort), query.page, viewer, query.page_size),
});

export const recommendedEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/recommended/post/{id}',
  summary: 'Up to 5 main posts sharing tags or a project with the post’s topic.',
  tag: 'discussions',
  family: 'service',
  access: 'public',
  params: z.object({ id: pathId('invalid-pid') }),
  response: postListContract,
  handle: ({ params, viewer }) => reads.getRecommended(params.id, viewer),
});

export const bookmarksEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/bookmarks',
  summary: "A member's saved posts (slug: the member's uid), 20 per page, newest saved first; own only (administrators: any).",
  tag: 'discussions',
  family: 'read',
  access: 'member',
  params: z.object({ slug: pathId('no-user') }),
  query: pageQuery,
  response: bookmarksPageContract,
  handle: ({ params, query, viewer }) => reads.bookmarksOf(viewer, params.slug, query.page),
});

export const memberPostsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/posts',
  summary: "A member's posts (slug: the member's uid): topics and replies anyone may read, 20 per page, newest first.",
  tag: 'discussions',
  family: 'read',
  access: 'public',
  params: z.object({ slug: pathId('no-user') }),
  query: pageQuery,
  response: memberPostsPageContract,
  handle: ({ params, query, viewer }) => reads.memberPostsOf(viewer, params.slug, query.page),
});

export const draftsEndpoint = endpoint({
  method: 'GET',
  path: '/api/drafts',
  summary: "The main posts of the member's draft topics, newest first.",
  tag: 'discussions',
  family: 'read',
  access: 'member',
  response: postListContract,
  handle: ({ viewer }) => reads.draftsOf(viewer!),
});

export const highlightsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/search/highlights',
  summary:
    'The highlights feed: full-text search over posts with filters term, postType, tags, projects, uid, from/to, sortBy, search-order; 10 per page with tag facets.',
  tag: 'discussions',
  family: 'service',
  access: 'public',
  query: z.object({
    type: queryValue,
    isMainPost: queryValue,
    page: pageQueryValue,
    sortBy: queryValue,
    projects: queryValue,
    tags: queryValue,
    term: queryValue,
    'search-order': queryValue,
    postType: queryValue,
    uid: idFilter,
    event_type: queryValue,
    from: queryValue,
    to: queryValue,
  }),
  response: highlightsContract,
  handle: ({ query, viewer }) =>
    searchHighlights(
      {
        isMainPost: single(query.isMainPost),
        page: query.page,
        sortBy: single(query.sortBy),
        projects: joined(query.projects),
        tags: joined(query.tags),
        term: single(query.term),
        'search-order': single(query['search-order']),
        postType: joined(query.postType),
        uid: query.uid,
        from: single(query.from),
        to: single(query.to),
      },
      viewer,
    ),
});
