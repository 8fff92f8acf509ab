import type { Translate } from '@/lib/i18n/said';
/**
 * The discussions contract: the shapes the server answers and the client reads (spec R3.1,
 * R3.2, R3.6-R3.8, R3.12). Server modules build them, services/discussions.ts types its calls
 * with them, and slices store them. Times are unix milliseconds.
 */

import type { MessageKey } from '@/lib/i18n/catalogues';

export const POST_TYPES = ['faq', 'blog', 'link', 'podcast', 'ama'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A post type's name with the `common` messages of a language; an unknown value is shown as it is. */
export function postTypeName(type: string, t: Translate<'common'>): string {
  return isPostType(type) ? t(POST_TYPE_KEY[type]) : type;
}

/**
 * A post type's name in the page's language: `useT('common')(POST_TYPE_KEY[type])`. The names are
 * app-wide (messages/<locale>/common.json): cards, badges, filters, search hits and facets say them.
 */
export const POST_TYPE_KEY: Readonly<Record<PostType, MessageKey<'common'>>> = {
  faq: 'postType.faq',
  blog: 'postType.blog',
  link: 'postType.link',
  podcast: 'postType.podcast',
  ama: 'postType.ama',
};

/**
 * Post type badge colours (the page's badges and the social card). Each has a contrast ratio of at
 * least 4.5:1 with white text; AMA is purple like the AMA event badge.
 */
export const POST_TYPE_COLOURS: Readonly<Record<PostType, string>> = {
  faq: '#0F766E', // teal
  blog: '#1D4ED8', // blue
  link: '#4B5563', // grey
  podcast: '#BE185D', // pink
  ama: '#7E22CE', // purple
};

export function isPostType(value: unknown): value is PostType {
  return POST_TYPES.some((type) => type === value);
}

/** Bounds the server enforces (and the composer shows). */
export const TOPIC_LIMITS = {
  titleMin: 3,
  titleMax: 255,
  contentMin: 8,
  contentMax: 32_768,
  replyMin: 2,
  summaryMax: 500,
  tagsMin: 0,
  tagsMax: 5,
  tagMin: 2,
  tagMax: 30,
  reviewMin: 2,
  reviewMax: 4_000,
  flagReasonMax: 500,
} as const;

/** Page sizes of the discussions calls (R9.2). */
export const DISCUSSION_PAGE_SIZE = {
  feed: 10,
  questions: 10,
  replies: 10,
  bookmarks: 20,
  memberPosts: 20,
  recommended: 5,
} as const;

/**
 * Upload rules (R5.7): one file per request, at most `maxBytes` (a file of exactly that size is
 * accepted), at most `quotaBytes` stored per member, `perHour` uploads per member an hour. A file
 * that no post uses a day after its upload is removed.
 */
export const UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  quotaBytes: 200 * 1024 * 1024,
  perHour: 30,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
} as const;

export interface PostUser {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
}

export interface ProjectDetail {
  id: number;
  name: string;
  slug: string;
  /** A hidden project: only moderators see it among a topic's projects, marked so (R1.10). */
  hidden?: true;
}

/**
 * Type-specific data of a main post. podcast: `audioUrl` (required), `duration` seconds;
 * link: `url` (required). Other keys are kept as sent.
 */
export interface PostMetaData {
  audioUrl?: string;
  duration?: number;
  url?: string;
  [key: string]: unknown;
}

/** A post as every list and page shows it (spec R3.2; NodeBB field names where they exist). */
export interface PostData {
  type: 'post';
  doc_type: 'post';
  /** String form of `pid` (search documents have string ids). */
  id: string;
  pid: number;
  tid: number;
  cid: number;
  /** The post replied to; null for a main post. */
  toPid: number | null;
  /** The question a nested answer belongs to; null for main posts and questions. */
  qid: number | null;
  /**
   * The post its reply chain starts from (spec R3.2, lib/discussions/rules.ts rootPid): the
   * question for an answer at any depth, the post itself for a question or a main post.
   */
  root: number;
  /** The topic's title (on every post, so lists can link to it). */
  title: string;
  topicTitle: string;
  /** The topic's slug `{tid}/{words}`; the topic page is `/posts/{slug}`. */
  slug: string;
  url: string;
  /** Sanitised HTML rendered from the member's Markdown. */
  content: string;
  /** The Markdown source, only for viewers who may edit the post (author or moderator). */
  contentRaw?: string;
  /** The member's summary, or the start of the content as plain text. */
  summary: string;
  isMainPost: boolean;
  deleted: boolean;
  postType: PostType;
  metaData: PostMetaData;
  tags: string[];
  upvotes: number;
  downvotes: number;
  votes: number;
  upvoted: boolean;
  bookmarked: boolean;
  paid: boolean;
  private: boolean;
  project_details: ProjectDetail[];
  viewcount: number;
  /**
   * Replies below this post: for a main post its questions (direct replies); for a question
   * every answer in its thread (posts whose qid is this pid); for an answer its direct replies.
   */
  replies: number;
  /** The topic's pinned state (main posts). */
  pinned: 0 | 1;
  /** Accepted answer among this post's replies; 0 when unanswered (R4.3). */
  aid: number;
  timestamp: number;
  /** When last edited; 0 when never. */
  edited: number;
  uid: number;
  username: string;
  userslug: string;
  userFullname: string;
  userPicture: string;
  user: PostUser;
  /** Draft topics are seen only by their author. */
  draft: boolean;
  /** Podcast episodes (main posts of podcast topics) only: times listened to (R3.17, once per member per day). */
  plays?: number;
}

/** The post an answer replies to, when that is another answer (R4.10 "quoted parents"). */
export interface QuoteParent {
  pid: number;
  user: PostUser;
  /** Plain-text excerpt of the quoted post. */
  excerpt: string;
}

/** An answer (a reply inside a question's thread). */
export interface AnswerData extends PostData {
  /** Position in the question's thread, from 1. */
  index: number;
  quoteparent: QuoteParent | null;
}

/** A reply to the main post (a "question"), with its nested answers (spec R3.2). */
export interface QuestionData extends PostData {
  /** The first page of its answers (accepted first, then oldest first). */
  answers: AnswerData[];
  topic: { tid: number; title: string; slug: string };
  /** Set by the client on a reply it has just posted (R4.9). */
  localinserted?: boolean;
}

/** What the viewer may do on a topic (decided by the server; the UI only follows it). */
export interface TopicPrivileges {
  reply: boolean;
  pin: boolean;
  /** Accept answers (main poster or moderator). */
  accept: boolean;
  /** Moderate: delete, restore, edit any post. */
  moderate: boolean;
}

/** `GET /api/topic/{tid}` (spec R3.1; NodeBB names). `posts` holds the main post. */
export interface TopicData {
  tid: number;
  cid: number;
  uid: number;
  title: string;
  titleRaw: string;
  slug: string;
  url: string;
  mainPid: number;
  postType: PostType;
  postcount: number;
  viewcount: number;
  postercount: number;
  pinned: 0 | 1;
  locked: boolean;
  /** Slow mode (issue 35): seconds a member waits between their replies here; 0 off. */
  slowMode: number;
  deleted: boolean;
  draft: boolean;
  tags: string[];
  isFollowing: boolean;
  project_details: ProjectDetail[];
  timestamp: number;
  posts: PostData[];
  /** Replies to the main post. */
  questionCount: number;
  pagination: { currentPage: number; pageCount: number };
  privileges: TopicPrivileges;
}

/** `GET /api/questions/{tid}/{sort}?page_size=10&page=`. */
export interface QuestionsPage {
  questions: QuestionData[];
  found: number;
  page: number;
  page_size: number;
  sort: 'popular' | 'recent';
}

/** `GET /api/post/replies/{pid}?page=`: a question's answers, 10 per page. */
export interface RepliesPage {
  posts: AnswerData[];
  found: number;
  page: number;
  page_size: number;
}

/** `GET /api/user/{uid}/bookmarks?page=`: 20 per page, newest saved first. */
export interface BookmarksPage {
  posts: PostData[];
  page: number;
  per_page: number;
}

/** `GET /api/user/{uid}/posts`: a member's posts (topics and replies), newest first. */
export interface MemberPostsPage {
  posts: PostData[];
  page: number;
  per_page: number;
}

/** `GET /api/topic/shared/{id}`: the short public card of a topic, for link previews. */
export interface SharedTopic {
  tid: number;
  title: string;
  slug: string;
  url: string;
  summary: string;
  postType: PostType;
  tags: string[];
  upvotes: number;
  postcount: number;
  timestamp: number;
  user: PostUser;
  project_details: ProjectDetail[];
}

/** Search results keep one shape everywhere (spec section 7, R3.12). */
export interface SearchHit<D> {
  document: D;
  highlights: Array<{ field: string; snippet: string }>;
}

export interface FacetCount {
  field_name: string;
  counts: Array<{ value: string; count: number }>;
}

export interface SearchResultSet<D> {
  found: number;
  page: number;
  out_of: number;
  hits: Array<SearchHit<D>>;
  request_params: { per_page: number; q: string };
  facet_counts: FacetCount[];
}

export interface SearchResponse<D> {
  results: [SearchResultSet<D>];
}

/** Query of `GET /api/events/v1/search/highlights` (the highlights feed, R1.1). */
export interface HighlightsQuery {
  type?: 'post';
  isMainPost?: boolean;
  page?: number;
  /** 'popular' (default) or 'recent'. */
  sortBy?: string;
  /** Comma list of project slugs. */
  projects?: string;
  /** Comma list of tags (a topic matches when it has any of them). */
  tags?: string;
  term?: string;
  /** 1 (default): pinned topics first; 0: ordered by sortBy alone. */
  'search-order'?: number;
  /** Comma list of post types. */
  postType?: string;
  uid?: number;
  event_type?: string;
  /** Unix seconds; used only when both are given. */
  from?: number;
  to?: number;
}

/** Body of `POST /api/v3/topics` (create) and `PUT /api/v3/posts/{pid}` (edit). */
export interface TopicInput {
  title: string;
  content: string;
  cid?: number;
  tags?: string[];
  summary?: string;
  metaData?: PostMetaData;
  postType?: PostType;
  draft?: boolean;
  /** Project ids, first is the topic's main project. */
  projects?: number[];
}

/** Body of `POST /api/v3/topics/{tid}` (reply). `toPid` absent: reply to the main post. */
export interface ReplyInput {
  tid: number;
  content: string;
  toPid?: number;
  /** The question the reply belongs to (for a nested answer). */
  qid?: number;
}

/** Body of `PUT /api/v3/posts/{pid}/answer`. */
export interface AnswerInput {
  aid: number;
  answered: boolean;
}

/** `POST /api/post/upload` answers one entry per stored file. */
export interface UploadedFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

/** Realtime `event:new_post` payload (R7.6). */
export interface NewPostEvent {
  posts: PostData[];
}

/** A category the composer offers. */
export interface ComposeCategory {
  cid: number;
  name: string;
  slug: string;
}

/** A main post loaded for editing (or a draft being resumed): its Markdown source, not its HTML. */
export interface EditablePost {
  pid: number;
  tid: number;
  /** The topic page, where Cancel goes back to. */
  url: string;
  draft: boolean;
  postType: PostType;
  title: string;
  /** Markdown as the member wrote it. */
  content: string;
  /** The member's own summary ('' when none). */
  summary: string;
  tags: string[];
  metaData: PostMetaData;
  projects: ProjectDetail[];
  cid: number;
}

/**
 * The composer page's data (its loader, server/ssr/compose.ts). Visitors get 'login' (nothing
 * loaded; the page loads again once they sign in).
 */
export type ComposePageProps =
  | { state: 'login' }
  | { state: 'ok'; projects: ProjectDetail[]; categories: ComposeCategory[]; initialType: PostType; editing: EditablePost | null }
  | { state: 'forbidden'; pid: number }
  | { state: 'notFound'; pid: number };
