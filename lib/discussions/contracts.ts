import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { heldAnswerContract } from '@/lib/review/contracts';
import {
  POST_TYPES,
  type AnswerData,
  type BookmarksPage,
  type FacetCount,
  type MemberPostsPage,
  type PostData,
  type PostMetaData,
  type PostUser,
  type ProjectDetail,
  type QuestionData,
  type QuestionsPage,
  type QuoteParent,
  type RepliesPage,
  type SearchResponse,
  type SharedTopic,
  type TopicData,
  type TopicPrivileges,
  type UploadedFile,
} from './types';

/**
 * What the discussions calls answer (lib/contracts; R3.1, R3.2, R3.12, R7.2, R7.4). One post
 * contract serves every answer that carries posts: topics, questions, replies, saved lists, a
 * member's posts, drafts, recommendations and the highlights feed. Times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Unix milliseconds. */
const millis = z.number().int().nonnegative();
const pinned = z.union([z.literal(0), z.literal(1)]);

/** The author shown on a post (members' own contracts may later own this shape). */
export const postUserContract = contractFor<PostUser>()(
  z.strictObject({ uid: z.number().int().nonnegative(), username: z.string(), userslug: z.string(), fullname: z.string(), picture: z.string() }),
);

/** A project a topic belongs to (`hidden` only for moderators, R1.10). */
export const projectDetailContract = contractFor<ProjectDetail>()(
  z.strictObject({ id, name: z.string(), slug: z.string(), hidden: z.literal(true).optional() }),
);

/** Type-specific data of a main post: the known keys typed, other keys kept as sent. */
export const postMetaDataContract = contractFor<PostMetaData>()(
  z.looseObject({ audioUrl: z.string().optional(), duration: z.number().optional(), url: z.string().optional() }),
);

const postFields = {
  type: z.literal('post'),
  doc_type: z.literal('post'),
  id: z.string(),
  pid: id,
  tid: id,
  cid: id,
  toPid: id.nullable(),
  qid: id.nullable(),
  root: id,
  title: z.string(),
  topicTitle: z.string(),
  slug: z.string(),
  url: z.string(),
  content: z.string(),
  contentRaw: z.string().optional(),
  summary: z.string(),
  isMainPost: z.boolean(),
  deleted: z.boolean(),
  postType: z.enum(POST_TYPES),
  metaData: postMetaDataContract,
  tags: z.array(z.string()),
  upvotes: count,
  downvotes: count,
  votes: z.number().int(),
  upvoted: z.boolean(),
  bookmarked: z.boolean(),
  paid: z.boolean(),
  private: z.boolean(),
  project_details: z.array(projectDetailContract),
  viewcount: count,
  replies: count,
  pinned,
  aid: z.number().int().nonnegative(),
  timestamp: millis,
  edited: millis,
  uid: z.number().int().nonnegative(),
  username: z.string(),
  userslug: z.string(),
  userFullname: z.string(),
  userPicture: z.string(),
  user: postUserContract,
  draft: z.boolean(),
  plays: count.optional(),
};

export const postContract = contractFor<PostData>()(z.strictObject(postFields));

const quoteParentContract = contractFor<QuoteParent>()(
  z.strictObject({ pid: id, user: postUserContract, excerpt: z.string() }),
);

export const answerContract = contractFor<AnswerData>()(
  z.strictObject({ ...postFields, index: z.number().int().positive(), quoteparent: quoteParentContract.nullable() }),
);

/** A question as the server answers it (`localinserted` is the client's own mark, never sent). */
export const questionContract = contractFor<QuestionData>()(
  z.strictObject({
    ...postFields,
    answers: z.array(answerContract),
    topic: z.strictObject({ tid: id, title: z.string(), slug: z.string() }),
  }),
);

export const privilegesContract = contractFor<TopicPrivileges>()(
  z.strictObject({ reply: z.boolean(), pin: z.boolean(), accept: z.boolean(), moderate: z.boolean() }),
);

/** `GET /api/topic/{tid}` and `POST /api/v3/topics`. */
export const topicContract = contractFor<TopicData>()(
  z.strictObject({
    tid: id,
    cid: id,
    uid: z.number().int().nonnegative(),
    title: z.string(),
    titleRaw: z.string(),
    slug: z.string(),
    url: z.string(),
    mainPid: id,
    postType: z.enum(POST_TYPES),
    postcount: count,
    viewcount: count,
    postercount: count,
    pinned,
    locked: z.boolean(),
    slowMode: z.number().int().nonnegative(),
    deleted: z.boolean(),
    draft: z.boolean(),
    tags: z.array(z.string()),
    isFollowing: z.boolean(),
    project_details: z.array(projectDetailContract),
    timestamp: millis,
    posts: z.array(postContract),
    questionCount: count,
    pagination: z.strictObject({ currentPage: z.number().int().positive(), pageCount: z.number().int().nonnegative() }),
    privileges: privilegesContract,
  }),
);

/** `GET /api/questions/{tid}/{sort}`. */
export const questionsPageContract = contractFor<QuestionsPage>()(
  z.strictObject({
    questions: z.array(questionContract),
    found: count,
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    sort: z.enum(['popular', 'recent']),
  }),
);

/** `GET /api/post/{pid}` and an edit (`PUT /api/v3/posts/{pid}`): a question with its first answers, an answer, or a main post. */
export const anyPostContract = z.union([questionContract, answerContract, postContract]);

/** `GET /api/post/replies/{pid}`. */
export const repliesPageContract = contractFor<RepliesPage>()(
  z.strictObject({ posts: z.array(answerContract), found: count, page: z.number().int().positive(), page_size: z.number().int().positive() }),
);

/** `GET /api/user/{uid}/bookmarks`. */
export const bookmarksPageContract = contractFor<BookmarksPage>()(
  z.strictObject({ posts: z.array(postContract), page: z.number().int().positive(), per_page: z.number().int().positive() }),
);

/** `GET /api/user/{uid}/posts`. */
export const memberPostsPageContract = contractFor<MemberPostsPage>()(
  z.strictObject({ posts: z.array(postContract), page: z.number().int().positive(), per_page: z.number().int().positive() }),
);

/** `GET /api/drafts` and `GET /api/events/v1/recommended/post/{id}`. */
export const postListContract = contractFor<{ posts: PostData[] }>()(z.strictObject({ posts: z.array(postContract) }));

/** `GET /api/topic/shared/{id}`. */
export const sharedTopicContract = contractFor<SharedTopic>()(
  z.strictObject({
    tid: id,
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    summary: z.string(),
    postType: z.enum(POST_TYPES),
    tags: z.array(z.string()),
    upvotes: count,
    postcount: count,
    timestamp: millis,
    user: postUserContract,
    project_details: z.array(projectDetailContract),
  }),
);

/* Search answers (the highlights feed here; the global search reuses these parts). */

export const facetCountContract = contractFor<FacetCount>()(
  z.strictObject({ field_name: z.string(), counts: z.array(z.strictObject({ value: z.string(), count })) }),
);

/** A hit: the document and its highlighted fields (`snippet`: escaped text, `<mark>` the only markup). */
export function searchHitContract<D>(document: z.ZodType<D>) {
  return z.strictObject({ document, highlights: z.array(z.strictObject({ field: z.string(), snippet: z.string() })) });
}

/** The fields every search result set carries (R3.12). */
export function resultSetFields<D>(document: z.ZodType<D>) {
  return {
    found: count,
    page: z.number().int().positive(),
    out_of: count,
    hits: z.array(searchHitContract(document)),
    request_params: z.strictObject({ per_page: z.number().int().positive(), q: z.string() }),
    facet_counts: z.array(facetCountContract),
  };
}

/**
 * The search answer's one shape (R3.12, R7.4): `results[0]` for documents of `document`'s contract.
 * Every search that answers one result set (highlights, events, a project's feed) uses it.
 */
export function searchResponseContract<D>(document: z.ZodType<D>) {
  return z.strictObject({ results: z.tuple([z.strictObject(resultSetFields(document))]) }) as z.ZodType<SearchResponse<D>>;
}

/** `GET /api/events/v1/search/highlights`: one result set of posts. */
export const highlightsContract = searchResponseContract(postContract);

/* Writes. */

/** `POST /api/v3/topics/{tid}`: the new post, a question (a reply to the main post) or an answer. */
export const replyContract = z.union([questionContract, answerContract]);

/**
 * What a member's `POST /api/v3/topics` and `POST /api/v3/topics/{tid}` answer: the post, or, for a
 * new member's post held for review (issue 35), `{held}`.
 */
export const topicWriteContract = z.union([topicContract, heldAnswerContract]);
export const replyWriteContract = z.union([questionContract, answerContract, heldAnswerContract]);
/** `PUT /api/v3/posts/{pid}`: the post, or a draft's publication held for review. */
export const editWriteContract = z.union([questionContract, answerContract, postContract, heldAnswerContract]);

/** `PUT /api/v3/posts/{pid}/answer`. */
export const acceptedAnswerContract = contractFor<{ pid: number; aid: number }>()(
  z.strictObject({ pid: id, aid: z.number().int().nonnegative() }),
);

/** `POST /api/v3/topics/{tid}/review`. */
export const reviewContract = contractFor<{ id: number; tid: number; content: string; timestamp: number }>()(
  z.strictObject({ id, tid: id, content: z.string(), timestamp: millis }),
);

/** `POST /api/flag`. */
export const flagContract = contractFor<{ flagId: number }>()(z.strictObject({ flagId: id }));

/** `POST /api/post/preview`. */
export const previewContract = contractFor<{ html: string }>()(z.strictObject({ html: z.string() }));

/** `POST /api/post/upload`: one entry per stored file. */
export const uploadedFileContract = contractFor<UploadedFile>()(
  z.strictObject({ url: z.string(), name: z.string(), type: z.string(), size: count }),
);

export const uploadContract = contractFor<UploadedFile[]>()(z.array(uploadedFileContract));
