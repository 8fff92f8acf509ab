import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVENT_LIMITS } from '../../lib/events/types';
import { MODERATION_ACTIONS } from '../../lib/moderation/types';
import { FLAG_CATEGORIES, REPORT_TYPES } from '../../lib/review/types';
import { fullnameShownSql } from '../users/fullnameSql';
import { unmeasuredPostAudioSql, unmeasuredRecordingSql } from '../player/siteAudioSql';

/** Members. `uid` is the public id; `userslug` is the URL form of the username. */
export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    username: text('username').notNull(),
    /**
     * The username's confusable skeleton (server/users/skeleton.ts): two usernames that look
     * alike share it, so its unique index refuses the second one (hardening 5). Null only for a
     * member from before it whose skeleton another member already had.
     */
    usernameSkeleton: text('username_skeleton'),
    userslug: text('userslug').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * The address is known to belong to the member: they followed the signed link of a
     * confirmation mail (server/users/emailConfirmation.ts), or the account was made from a
     * GitHub identity with GitHub's verified address. Only such an address may link a GitHub
     * sign-in to an existing account (hardening 1).
     */
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /**
     * The member may not post until the address is confirmed (issue 35): set for local sign-ups
     * from the day confirmation began. Members who joined before, GitHub and demo accounts have
     * false, so nobody lost posting and no unproven address was marked confirmed.
     */
    mustConfirmEmail: boolean('must_confirm_email').notNull().default(false),
    fullname: text('fullname').notNull().default(''),
    aboutme: text('aboutme').notNull().default(''),
    location: text('location').notNull().default(''),
    picture: text('picture').notNull().default(''),
    website: text('website').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    reputation: integer('reputation').notNull().default(0),
    postcount: integer('postcount').notNull().default(0),
    invitedBy: integer('invited_by'),
    /** Both GDPR consents; until both are set API calls redirect to /register/complete. */
    gdprDataConsentAt: timestamp('gdpr_data_consent_at', { withTimezone: true }),
    gdprEmailConsentAt: timestamp('gdpr_email_consent_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Trust (issue 35; lib/trust/levels.ts): 0 new, 1 basic, 2 member, 3 regular, 4 leader. Sign-ups
     * start at 0; members from before trust levels start at 1. The promotion job raises it from what
     * the member does, unless a moderator set it (`trust_level_locked`).
     */
    trustLevel: smallint('trust_level').notNull().default(1),
    trustLevelLocked: boolean('trust_level_locked').notNull().default(false),
    /**
     * A fediverse account known here (issue 38, server/federation/actors.ts): it never signs in,
     * is not listed with members and has no address (`…@fediverse.invalid`, never mailed); its
     * ActivityPub actor is in federation_actors.
     */
    remote: boolean('remote').notNull().default(false),
  },
  (t) => [
    check('users_trust_level_check', sql`${t.trustLevel} BETWEEN 0 AND 4`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_userslug_idx').on(t.userslug),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // New members by day (the community summary).
    index('users_joined_idx').on(t.joinedAt),
    /**
     * The member lookup (server/users/lookup.ts): prefix matches in byte order (C collation), so
     * `LIKE 'al%'` and `ORDER BY` read just the first rows of the index whatever the database's
     * collation. The full name one holds only names their members show.
     */
    index('users_username_prefix_idx').on(sql`(lower(${t.username}) COLLATE "C")`),
    index('users_fullname_prefix_idx')
      .on(sql`(lower(${t.fullname}) COLLATE "C")`)
      .where(sql`${t.fullname} <> '' AND ${fullnameShownSql(t.settings)}`),
  ],
);

/** Sign-in identities at other providers (GitHub), linked to a member. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_uid_idx').on(t.uid)],
);

/** Groups decide roles: administrators, Global Moderators, registered-users. */
export const groups = pgTable('groups', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  system: boolean('system').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupName: text('group_name')
      .notNull()
      .references(() => groups.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupName, t.uid] }), index('group_members_uid_idx').on(t.uid)],
);

/** Badges a member has earned; `notified` is set once the member acknowledged it. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    notified: boolean('notified').notNull().default(false),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_badges_uid_badge_idx').on(t.uid, t.badge)],
);

/**
 * Browser sessions, visitors included (they need a CSRF token too). The cookie holds a random
 * token; only its SHA-256 is stored, so a leaked table does not leak live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_uid_idx').on(t.uid), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every app instance (failed logins, sign-ups, ...). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Small key/value facts about the installation (demo community version, ...). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Talk to us, early access and feedback dialogs. `details` holds the kind's own optional fields
 * (company, role, interest, rating); `uid` is the member who sent it (null for visitors).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    email: text('email'),
    fullname: text('fullname'),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The page the form was sent from (path only). */
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_created_idx').on(t.createdAt),
    index('form_submissions_kind_created_idx').on(t.kind, t.createdAt),
    check('form_submissions_kind_check', sql`${t.kind} IN ('talktous', 'earlyaccess', 'feedback')`),
  ],
);

/** Page views recorded by the app itself (R9.10): path without query or hash, no session id. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_path_created_idx').on(t.path, t.createdAt),
    index('page_views_created_idx').on(t.createdAt),
    // A member's views (the trust promotion job counts their days here and the topics they read, server/trust/).
    index('page_views_uid_created_idx').on(t.uid, t.createdAt).where(sql`${t.uid} IS NOT NULL`),
  ],
);

/**
 * Reward credits, one row per award. `ref` names what earned it (a post, an event, a member);
 * one award per (uid, reason, ref) so repeating an action never pays twice.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    points: integer('points').notNull(),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_ledger_uid_idx').on(t.uid, t.createdAt),
    uniqueIndex('reward_ledger_uid_reason_ref_idx').on(t.uid, t.reason, t.ref),
    check(
      'reward_ledger_reason_check',
      sql`${t.reason} IN ('accepted-answer', 'upvote-received', 'event-hosted', 'invited-member')`,
    ),
  ],
);

/* ------------------------------------------------------------------------------------------ */
/* Discussions: categories, projects, topics, posts and what members do with them.             */
/* ------------------------------------------------------------------------------------------ */

/** A tsvector column (drizzle has no built-in type for it). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Categories (`cid`) group topics; the demo has a few, new topics default to the first. */
export const categories = pgTable('categories', {
  cid: serial('cid').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/**
 * Open-source projects (R1.10, R1.11). `description` is the Markdown, `descriptionHtml` its
 * sanitised rendering; `logo` a square PNG the server drew from the creator's upload. The table is
 * a source of the search engine (server/projects/queries.ts `projectSearchSource`): `search` is
 * written by the trigger of drizzle/0017 (name A, tags and language B, description C), `tags` is
 * the facet, and each sort has its index. `followerCount` changes only in single atomic UPDATEs
 * inside the follow's transaction; `topicCount` (published, not deleted topics) and `activityAt`
 * are kept by triggers on `feed_entries` (drizzle/0019). `hidden` projects are seen only by
 * moderators and administrators.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    logo: text('logo').notNull().default(''),
    repositoryUrl: text('repository_url').notNull().default(''),
    website: text('website').notNull().default(''),
    licence: text('licence').notNull().default(''),
    language: text('language').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.uid, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    topicCount: integer('topic_count').notNull().default(0),
    search: tsvector('search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest topic attached, or the latest change of the project itself. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_slug_idx').on(t.slug),
    uniqueIndex('projects_name_lower_idx').on(sql`lower(${t.name})`),
    // The projects list and search (server/search/): one index per sort, each read backwards.
    index('projects_active_idx').on(t.activityAt, t.id),
    index('projects_newest_idx').on(t.createdAt, t.id),
    index('projects_followers_idx').on(t.followerCount, t.activityAt, t.id),
    index('projects_search_idx').using('gin', t.search),
    index('projects_tags_idx').using('gin', t.tags),
    index('projects_created_by_idx').on(t.createdBy),
    check('projects_counts_check', sql`${t.followerCount} >= 0 AND ${t.topicCount} >= 0`),
  ],
);

/** Maintainers of a project edit it, manage its maintainers and may pin topics attached to it (first project of the topic). */
export const projectMaintainers = pgTable(
  'project_maintainers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.uid] }), index('project_maintainers_uid_idx').on(t.uid)],
);

/** Members following a project (R1.10 My projects); `projects.follower_count` counts them. */
export const projectFollowers = pgTable(
  'project_followers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.uid] }), index('project_followers_uid_idx').on(t.uid, t.createdAt)],
);

/**
 * Topics. `postType` is the main post's type; `draft` topics are seen only by their author.
 * Counters (postcount, viewcount, postercount) change only through single atomic UPDATEs.
 */
export const topics = pgTable(
  'topics',
  {
    tid: serial('tid').primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => categories.cid),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    mainPid: integer('main_pid'),
    postType: text('post_type').notNull().default('faq'),
    postcount: integer('postcount').notNull().default(0),
    viewcount: integer('viewcount').notNull().default(0),
    postercount: integer('postercount').notNull().default(0),
    pinned: integer('pinned').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    /** Slow mode (issue 35): seconds a member waits between their replies in this topic; 0 off. */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Who deleted the topic (null while it is not deleted): an author may not undo a moderator. */
    deletedBy: integer('deleted_by'),
    draft: boolean('draft').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A question's (faq topic's) first answer: when the first reply to its main post was written.
     * Set by a trigger on posts (drizzle/0014), for the community summary's answered share and
     * time to first answer; a later deletion of that reply does not clear it.
     */
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
  },
  (t) => [
    index('topics_cid_idx').on(t.cid),
    index('topics_uid_idx').on(t.uid),
    index('topics_created_idx').on(t.createdAt),
    // Questions by creation time with their first answer (the community summary, index-only).
    index('topics_questions_created_idx')
      .on(t.createdAt, t.firstAnswerAt)
      .where(sql`${t.postType} = 'faq' AND NOT ${t.deleted} AND NOT ${t.draft}`),
    check('topics_post_type_check', sql`${t.postType} IN ('faq', 'blog', 'link', 'podcast', 'ama')`),
    check('topics_pinned_check', sql`${t.pinned} IN (0, 1)`),
  ],
);

/** A topic's tags, in the order given. */
export const topicTags = pgTable(
  'topic_tags',
  {
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tid, t.tag] }), index('topic_tags_tag_idx').on(t.tag)],
);

/** Projects attached to a topic (`project_details`); position 0 is the first project. */
export const topicProjects = pgTable(
  'topic_projects',
  {
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tid, t.projectId] }), index('topic_projects_project_idx').on(t.projectId)],
);

/**
 * Posts: the main post of a topic, its replies ("questions") and their replies ("answers").
 * `content` is the member's Markdown; `contentHtml` its sanitised rendering. `aid` is the
 * accepted answer among the post's replies (0: none). `replies` counts direct replies.
 * `search` is the weighted full-text vector (title A, summary and tags B, content C).
 */
export const posts = pgTable(
  'posts',
  {
    pid: serial('pid').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    toPid: integer('to_pid'),
    /** The question (reply to the main post) a nested answer belongs to; null otherwise. */
    qid: integer('qid'),
    isMainPost: boolean('is_main_post').notNull().default(false),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    summary: text('summary').notNull().default(''),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    aid: integer('aid').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    deletedBy: integer('deleted_by'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('posts_tid_idx').on(t.tid, t.createdAt),
    // Replies to a post (a topic's questions are the replies to its main post) in each order they
    // are listed in: a page of a topic with thousands of questions reads its page, and counting
    // them reads the index alone (server/discussions/queries.ts).
    index('posts_to_pid_popular_idx').on(t.toPid, t.upvotes, t.replies, t.createdAt, t.pid),
    index('posts_to_pid_recent_idx').on(t.toPid, t.createdAt, t.pid),
    index('posts_qid_idx').on(t.qid),
    // The feed filters and sorts main posts only: a small partial index that covers what it
    // needs of them (index-only scans instead of reading every wide post row).
    index('posts_main_idx').on(t.tid, t.upvotes, t.createdAt, t.deleted, t.pid).where(sql`${t.isMainPost}`),
    // A member's posts, newest first (the profile), without a sort.
    index('posts_uid_created_idx').on(t.uid, t.createdAt, t.pid),
    index('posts_search_idx').using('gin', t.search),
    // Topics with an accepted answer (the global search's `answered=accepted` filter and facet): a small index.
    index('posts_accepted_tid_idx').on(t.tid).where(sql`${t.aid} > 0 AND NOT ${t.deleted}`),
    // A day's posts (the community activity rollup, server/community/).
    index('posts_created_idx').on(t.createdAt),
    // Podcast episodes whose length the durations job has still to read (usually none).
    index('posts_unmeasured_audio_idx').on(t.pid).where(unmeasuredPostAudioSql(t)),
    check('posts_upvotes_check', sql`${t.upvotes} >= 0`),
    check('posts_replies_check', sql`${t.replies} >= 0`),
  ],
);

/**
 * The feed's own table: one row per visible main post (its topic neither deleted nor a draft, the
 * post not deleted), with everything the feed sorts and filters on, so a page reads about ten
 * index entries instead of joining and sorting every topic (server/search/). Written only by the
 * triggers of drizzle/0008_feed_entries.sql (on posts, topics, topic_tags, topic_projects), so
 * every write path keeps it right; `feed_rebuild()` refills it from the source tables.
 */
export const feedEntries = pgTable(
  'feed_entries',
  {
    pid: integer('pid').primaryKey(),
    tid: integer('tid').notNull(),
    /** The main post's author. */
    uid: integer('uid'),
    postType: text('post_type').notNull(),
    pinned: integer('pinned').notNull(),
    upvotes: integer('upvotes').notNull(),
    postcount: integer('postcount').notNull(),
    viewcount: integer('viewcount').notNull(),
    /**
     * The topic's creation time: the recent sort and the from/to filter (the app writes a topic
     * and its main post with one time, and publishing a draft dates both).
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    tags: text('tags').array().notNull(),
    projects: integer('projects').array().notNull(),
    search: tsvector('search'),
  },
  (t) => [
    // One index per sort order, pinned-first or not, each read backwards (every key DESC).
    index('feed_entries_recent_pinned_idx').on(t.pinned, t.createdAt, t.pid),
    index('feed_entries_recent_idx').on(t.createdAt, t.pid),
    index('feed_entries_popular_pinned_idx').on(t.pinned, t.upvotes, t.postcount, t.viewcount, t.createdAt, t.pid),
    index('feed_entries_popular_idx').on(t.upvotes, t.postcount, t.viewcount, t.createdAt, t.pid),
    index('feed_entries_tid_idx').on(t.tid),
    index('feed_entries_uid_idx').on(t.uid, t.createdAt),
    index('feed_entries_tags_idx').using('gin', t.tags),
    index('feed_entries_projects_idx').using('gin', t.projects),
    index('feed_entries_search_idx').using('gin', t.search),
  ],
);

/**
 * How many feed entries there are per post type (tag '') and per post type and tag, kept by the
 * trigger on feed_entries: the feed's `out_of`, its unfiltered and per-type `found` and tag facets
 * without counting rows per request.
 */
export const feedCounts = pgTable(
  'feed_counts',
  {
    postType: text('post_type').notNull(),
    tag: text('tag').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postType, t.tag] })],
);

/**
 * How many feed entries carry each pair of tags (a tag with itself too), per post type, kept by
 * the trigger on feed_entries (drizzle/0027): the feed's tag facets when it is filtered by one tag
 * (the tags the tag's entries carry, exactly) without reading those entries.
 */
export const feedTagPairs = pgTable(
  'feed_tag_pairs',
  {
    postType: text('post_type').notNull(),
    tag: text('tag').notNull(),
    cotag: text('cotag').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postType, t.tag, t.cotag] })],
);

/**
 * How many published events (`source` 'event') and visible projects ('project') carry each tag,
 * kept by row triggers on events and projects (drizzle/0021); a tag no longer used keeps a row
 * with n = 0. Tag suggestions read it by prefix (the pattern index) and by spelling (trigrams).
 */
export const tagCounts = pgTable(
  'tag_counts',
  {
    source: text('source').notNull(),
    tag: text('tag').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.tag] }),
    index('tag_counts_prefix_idx').on(t.tag.op('text_pattern_ops')),
    index('tag_counts_trgm_idx').using('gin', t.tag.op('gin_trgm_ops')),
  ],
);

/** One vote per member and post (delta 1 up, -1 down); self-votes are refused by the rules. */
export const votes = pgTable(
  'votes',
  {
    pid: integer('pid')
      .notNull()
      .references(() => posts.pid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.uid] }), index('votes_uid_idx').on(t.uid), index('votes_created_idx').on(t.createdAt)],
);

/** Saved posts (bookmarks), newest first on the saved list. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    pid: integer('pid')
      .notNull()
      .references(() => posts.pid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.uid] }), index('bookmarks_uid_created_idx').on(t.uid, t.createdAt)],
);

/** Members following a topic (notified of new posts in it). */
export const topicFollows = pgTable(
  'topic_follows',
  {
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] }), index('topic_follows_uid_idx').on(t.uid)],
);

/** Flags raised by members on a post or a member; moderators handle the queue. */
export const flags = pgTable(
  'flags',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** Why, in a word (lib/review/types.ts FLAG_CATEGORIES); the queue filters by it. */
    category: text('category').notNull().default('other'),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('open'),
    /** The moderator who closed it (resolved: acted on; rejected: dismissed), and when. */
    handledBy: integer('handled_by').references(() => users.uid, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per member and target; once handled, the member may report it again.
    uniqueIndex('flags_open_type_target_uid_idx').on(t.type, t.targetId, t.uid).where(sql`${t.state} = 'open'`),
    // The queue: open reports grouped by target, newest first.
    index('flags_open_target_idx').on(t.type, t.targetId, t.createdAt).where(sql`${t.state} = 'open'`),
    index('flags_state_created_idx').on(t.state, t.createdAt),
    check('flags_type_check', sql`${t.type} IN (${sql.raw(REPORT_TYPES.map((a) => `'${a}'`).join(', '))})`),
    check('flags_category_check', sql`${t.category} IN (${sql.raw(FLAG_CATEGORIES.map((a) => `'${a}'`).join(', '))})`),
    check('flags_state_check', sql`${t.state} IN ('open', 'resolved', 'rejected')`),
  ],
);

/** Topic reviews: a member's written review of a topic (tid, content). */
export const topicReviews = pgTable(
  'topic_reviews',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topic_reviews_tid_idx').on(t.tid, t.createdAt)],
);

/**
 * Uploaded files (images, podcast audio); `url` is where the app serves them. `pid` is the first
 * post of the uploader that uses the file (set when that post is saved or edited); a file no post
 * uses a day after its upload is removed by the upload sweep (server/discussions/uploads.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    cid: integer('cid'),
    pid: integer('pid').references(() => posts.pid, { onDelete: 'set null' }),
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_idx').on(t.storageKey),
    index('uploads_uid_idx').on(t.uid),
    index('uploads_unused_idx').on(t.createdAt).where(sql`${t.pid} IS NULL`),
  ],
);

/**
 * Who viewed a topic lately, for counting a viewer once per topic per hour (`viewer_key`: `u:<uid>`
 * for members, else a hash of the visitor's address and user agent). Rows older than an hour are
 * swept; the counter itself is `topics.viewcount`.
 */
export const topicViews = pgTable(
  'topic_views',
  {
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.viewerKey] }), index('topic_views_seen_idx').on(t.seenAt)],
);

/** A byte string column (drizzle has no built-in type for it). */
const bytea = customType<{ data: Buffer }>({
  dataType() {
    return 'bytea';
  },
});

/**
 * Realtime broadcasts between app instances go through PostgreSQL NOTIFY (the socket.io
 * PostgreSQL adapter); payloads too large for NOTIFY are stored here for a short while.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/* ------------------------------------------------------------------------------------------ */
/* Events: conferences, events, their hosts, registrations, polls, bookmarks and votes.         */
/* ------------------------------------------------------------------------------------------ */

/** R3.5: a conference groups events; only its creator adds events to it. */
export const conferences = pgTable(
  'conferences',
  {
    id: serial('id').primaryKey(),
    creatorUid: integer('creator_uid').references(() => users.uid, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conferences_creator_idx').on(t.creatorUid), check('conferences_status_check', sql`${t.status} IN ('active', 'archived')`)],
);

/**
 * R3.3: events. `lifecycle` is what is stored (scheduled, or a host's early live/ended, or
 * cancelled); the lifecycle a reader sees is computed from it and the clock
 * (lib/events/rules.ts eventLifecycle). `description` is the host's Markdown, `descriptionHtml`
 * its sanitised rendering. `seatsTaken` and `waitlistCount` count registrations and change only
 * in single atomic UPDATEs inside the registration's transaction. `tags` and `projects` are kept on
 * the row, `search` is written by the trigger of drizzle/0010 (title A, summary and tags B,
 * description C). The events search reads `event_entries` (below), kept from these rows by a
 * trigger. The sort indexes over published events below were the search's; they stay until the
 * other reads of events are shown not to need them.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    creatorUid: integer('creator_uid').references(() => users.uid, { onDelete: 'set null' }),
    conferenceId: integer('conference_id').references(() => conferences.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Minutes. */
    duration: integer('duration').notNull().default(60),
    lifecycle: text('lifecycle').notNull().default('scheduled'),
    eventStatus: text('event_status').notNull().default('draft'),
    eventType: text('event_type').notNull().default('webinar'),
    timezone: text('timezone').notNull().default('UTC'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    audienceStartAt: timestamp('audience_start_at', { withTimezone: true }),
    backstageStartAt: timestamp('backstage_start_at', { withTimezone: true }),
    /** When a host ended the event early (null: it ends at start + duration). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    noOfSeats: integer('no_of_seats').notNull().default(0),
    seatsTaken: integer('seats_taken').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    enableDiscussion: boolean('enable_discussion').notNull().default(true),
    commentTid: integer('comment_tid').references(() => topics.tid, { onDelete: 'set null' }),
    commentMainPid: integer('comment_main_pid'),
    recordingStatus: text('recording_status').notNull().default('not_available'),
    recordingUrl: text('recording_url').notNull().default(''),
    /** The recording's length in seconds, read from its file by the durations job (null: not read yet). */
    recordingDuration: integer('recording_duration'),
    /** The live stream's address its hosts named ('' when none; lib/events/stream.ts, drizzle/0046, issue 36). */
    streamUrl: text('stream_url').notNull().default(''),
    images: jsonb('images').$type<{ cover?: string; thumbnail?: { mobile?: string; desktop?: string }; backdrop?: string }>().notNull().default({}),
    thumbnails: jsonb('thumbnails').$type<string[]>().notNull().default([]),
    searchResultOrder: integer('search_result_order').notNull().default(0),
    upvoteCount: integer('upvote_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    projects: integer('projects').array().notNull().default(sql`'{}'::integer[]`),
    /** Bumped when what a calendar shows changes (the .ics SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    /** When it went live: the clock's start, or a host's early start (issue 36, drizzle/0047; null: not yet). */
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** When its Q&A queue moved into its discussion topic (issue 36; null: not yet). */
    qaMovedAt: timestamp('qa_moved_at', { withTimezone: true }),
    search: tsvector('search'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The events search's indexes before event_entries (drizzle/0032): one per sort over
    // published events, pinned first or not, each read backwards (every key DESC).
    // drizzle/0029 adds by hand INCLUDE (lifecycle, ended_at, duration) (drizzle-kit writes no
    // INCLUDE): past events, latest first, are found from the index alone, not from the rows of
    // every upcoming event read on the way.
    index('events_latest_pinned_idx').on(t.searchResultOrder, t.startsAt, t.id).where(sql`event_status = 'published'`),
    // drizzle/0027 and 0029 add by hand INCLUDE (search_result_order, upvote_count, tags, lifecycle,
    // ended_at, duration): a range of start times, or the past or upcoming events, is counted
    // with its tags from the index alone.
    index('events_latest_idx').on(t.startsAt, t.id).where(sql`event_status = 'published'`),
    // Upcoming events, soonest first and pinned first (the events page's default view): the rows
    // not ended by a host or the lifecycle job, in the order the page reads them (drizzle/0028).
    index('events_soonest_idx')
      .on(t.searchResultOrder.desc().nullsFirst(), t.startsAt, t.id)
      .where(sql`event_status = 'published' AND lifecycle <> 'ended'`),
    index('events_popular_pinned_idx').on(t.searchResultOrder, t.upvoteCount, t.startsAt, t.id).where(sql`event_status = 'published'`),
    index('events_popular_idx').on(t.upvoteCount, t.startsAt, t.id).where(sql`event_status = 'published'`),
    index('events_search_idx').using('gin', t.search),
    index('events_tags_idx').using('gin', t.tags),
    index('events_projects_idx').using('gin', t.projects),
    index('events_creator_idx').on(t.creatorUid),
    index('events_conference_idx').on(t.conferenceId),
    // The page cache trigger on posts finds the event of a topic (drizzle/0016_…).
    index('events_comment_tid_idx').on(t.commentTid).where(sql`comment_tid IS NOT NULL`),
    index('events_status_starts_idx').on(t.eventStatus, t.startsAt),
    // Recordings whose length the durations job has still to read (usually none).
    index('events_unmeasured_recording_idx').on(t.id).where(unmeasuredRecordingSql(t)),
    check('events_lifecycle_check', sql`${t.lifecycle} IN ('scheduled', 'live', 'ended', 'cancelled')`),
    check('events_status_check', sql`${t.eventStatus} IN ('draft', 'published', 'unpublished', 'deleted')`),
    check('events_type_check', sql`${t.eventType} IN ('webinar', 'ama', 'tutorial', 'live_coding', 'announcement')`),
    check('events_recording_status_check', sql`${t.recordingStatus} IN ('not_available', 'processing', 'available')`),
    check('events_search_order_check', sql`${t.searchResultOrder} IN (0, 1)`),
    // The API's limits (lib/events/types.ts): the events search relies on the longest duration to
    // bound what "upcoming" can hold (server/events/queries.ts).
    check(
      'events_duration_check',
      sql`${t.duration} >= ${sql.raw(String(EVENT_LIMITS.durationMin))} AND ${t.duration} <= ${sql.raw(String(EVENT_LIMITS.durationMax))}`,
    ),
    check('events_seats_check', sql`${t.noOfSeats} >= 0 AND ${t.seatsTaken} >= 0 AND ${t.waitlistCount} >= 0`),
    check('events_counts_check', sql`${t.upvoteCount} >= 0 AND ${t.bookmarkCount} >= 0 AND ${t.viewCount} >= 0`),
  ],
);

/**
 * The events search's rows (server/events/queries.ts `eventSearchSource`): one per published
 * event, with only what the search matches, filters and sorts on, kept by a row trigger on
 * `events` (drizzle/0032) in the same transaction as every write, as `feed_entries` is for the
 * feed. An event's row is about 1 KB with its texts, images and counters, and its pages fill
 * unevenly as those change; a common term's first 1,001 matches read a few hundred pages here
 * instead of thousands (bench/RESULTS.md). Each sort has its index, as it had on `events`.
 */
export const eventEntries = pgTable(
  'event_entries',
  {
    id: integer('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lifecycle: text('lifecycle').notNull(),
    eventType: text('event_type').notNull(),
    searchResultOrder: integer('search_result_order').notNull(),
    upvoteCount: integer('upvote_count').notNull(),
    tags: text('tags').array().notNull(),
    projects: integer('projects').array().notNull(),
    search: tsvector('search'),
  },
  (t) => [
    // As on events (0027–0029): INCLUDE columns added by hand in drizzle/0032 (drizzle-kit writes
    // no INCLUDE), so past events and ranges of start times are read from the indexes alone.
    index('event_entries_latest_pinned_idx').on(t.searchResultOrder, t.startsAt, t.id),
    index('event_entries_latest_idx').on(t.startsAt, t.id),
    index('event_entries_soonest_idx').on(t.searchResultOrder.desc().nullsFirst(), t.startsAt, t.id).where(sql`lifecycle <> 'ended'`),
    index('event_entries_popular_pinned_idx').on(t.searchResultOrder, t.upvoteCount, t.startsAt, t.id),
    index('event_entries_popular_idx').on(t.upvoteCount, t.startsAt, t.id),
    index('event_entries_search_idx').using('gin', t.search),
    index('event_entries_tags_idx').using('gin', t.tags),
    index('event_entries_projects_idx').using('gin', t.projects),
  ],
);

/**
 * How many published events there are per event type (tag '') and per event type and tag, kept
 * by the trigger on events (drizzle/0027), as feed_counts for the feed: the events search's
 * `out_of`, its unfiltered and per-type `found` and tag facets without counting events per request.
 */
export const eventCounts = pgTable(
  'event_counts',
  {
    eventType: text('event_type').notNull(),
    tag: text('tag').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventType, t.tag] })],
);

/** R3.4: an event's organizers (role host), in the order shown; the creator is the first. */
export const eventOrganizers = pgTable(
  'event_organizers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: text('role').notNull().default('host'),
    bio: text('bio').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.uid] }),
    index('event_organizers_uid_idx').on(t.uid, t.eventId),
    check('event_organizers_role_check', sql`${t.role} IN ('host')`),
  ],
);

/**
 * Registrations: a member holds a seat (`participant`) or a place on the waitlist (`waitlisted`),
 * one row per (event, member). The waitlist is served in `id` order (first come, first promoted).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_uid_idx').on(t.eventId, t.uid),
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.id),
    index('event_registrations_uid_idx').on(t.uid, t.createdAt),
    index('event_registrations_created_idx').on(t.createdAt),
    check('event_registrations_status_check', sql`${t.status} IN ('participant', 'waitlisted')`),
  ],
);

/**
 * Who viewed an event's page lately: a viewer's view counts once per event per hour, as a topic's
 * does (`topic_views`); the hourly sweep forgets rows older than the window.
 */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.viewerKey] }), index('event_views_seen_idx').on(t.seenAt)],
);

/** Saved events (R4.2), newest first on the saved list. */
export const eventBookmarks = pgTable(
  'event_bookmarks',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.uid] }), index('event_bookmarks_uid_created_idx').on(t.uid, t.createdAt)],
);

/** Event upvotes (R4.2): one per member and event; `events.upvote_count` counts them. */
export const eventVotes = pgTable(
  'event_votes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.uid] }), index('event_votes_uid_idx').on(t.uid)],
);

/**
 * Uploaded files an event's media name (cover, thumbnails, backdrop, recording): kept from the
 * sweep of unused uploads (server/discussions/uploads.ts), which removes only files neither a
 * post nor an event uses.
 */
export const eventUploads = pgTable(
  'event_uploads',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.uploadId] }), index('event_uploads_upload_idx').on(t.uploadId)],
);

/** R3.11: polls on an event. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    creatorUid: integer('creator_uid').references(() => users.uid, { onDelete: 'set null' }),
    text: text('text').notNull(),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_event_idx').on(t.eventId)],
);

/** A poll's options in order; `votes` counts them (single atomic UPDATEs). */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position), check('poll_options_votes_check', sql`${t.votes} >= 0`)],
);

/** One vote per member per poll (the primary key refuses a second one). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.uid] }), index('poll_votes_option_idx').on(t.optionId)],
);

/**
 * The live room's Q&A queue (issue 36, drizzle/0047): a registrant's question while the event is
 * live, its upvotes (`vote_count`, moved in the vote's transaction) and the hosts' handling; at most
 * one `answering` per event (partial unique index). `post_pid` is its reply in the event's topic
 * once moved there after the event.
 */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status').notNull().default('open'),
    voteCount: integer('vote_count').notNull().default(0),
    answer: text('answer').notNull().default(''),
    /** The first time a host marked it "now answering". */
    answeringAt: timestamp('answering_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.uid, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    postPid: integer('post_pid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_questions_queue_idx').on(t.eventId, t.voteCount.desc(), t.createdAt, t.id),
    uniqueIndex('event_questions_answering_idx').on(t.eventId).where(sql`${t.status} = 'answering'`),
    check('event_questions_status_check', sql`${t.status} IN ('open', 'answering', 'answered', 'dismissed')`),
    check('event_questions_vote_count_check', sql`${t.voteCount} >= 0`),
  ],
);

/** One upvote per member and question (issue 36). */
export const eventQuestionVotes = pgTable(
  'event_question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.uid] }), index('event_question_votes_uid_idx').on(t.uid)],
);

/* ------------------------------------------------------------------------------------------ */
/* Notifications (minimal: event reminders write them; the notifications capability extends   */
/* this table with its lists, counts and delivery) and members' private calendar feeds.        */
/* ------------------------------------------------------------------------------------------ */

/**
 * R3.10: a member's notifications. `nid` names what it is about and is unique per member, so a
 * writer that repeats itself (the reminder job on several instances) stores it once; `mergeId`
 * groups notifications a list shows together; `objectType`/`objectId` is what it refers to and
 * `path` where it leads.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    nid: text('nid').notNull(),
    type: text('type').notNull(),
    mergeId: text('merge_id'),
    objectType: text('object_type'),
    objectId: integer('object_id'),
    bodyShort: text('body_short').notNull().default(''),
    path: text('path').notNull().default(''),
    read: boolean('read').notNull().default(false),
    datetime: timestamp('datetime', { withTimezone: true }).notNull().defaultNow(),
    /** How many times it happened while grouped (each new actor adds one). */
    count: integer('count').notNull().default(1),
    /** When a tab of the member's showed it while visible (issue 37, drizzle/0049): no push for it unless bumped since (datetime later). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_uid_nid_idx').on(t.uid, t.nid),
    index('notifications_uid_datetime_idx').on(t.uid, t.datetime),
    // The unread counts (the badge's type and all) read only unread rows.
    index('notifications_unread_idx').on(t.uid, t.type).where(sql`NOT ${t.read}`),
  ],
);

/**
 * A member's private calendar feed of registered events: the feed address carries an HMAC of
 * (uid, version); raising `version` revokes every address given out before.
 */
export const eventCalendarFeeds = pgTable('event_calendar_feeds', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* -------------------------------------------------------------------------------------------- */
/* Community activity (R1.15, R7.5): daily rollups behind the community summary and graph.      */
/* -------------------------------------------------------------------------------------------- */

/**
 * One row per scope and UTC day: `project_id` 0 is the whole site, else a project. Written only by
 * the activity job (server/community/job.ts), which recomputes the last two days every minute and
 * fills missing earlier days once; the summary and graph add these rows up instead of counting
 * posts, votes and views per request.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    projectId: integer('project_id').notNull(),
    day: date('day').notNull(),
    posts: integer('posts').notNull().default(0),
    /** Questions asked (faq topics created). */
    questions: integer('questions').notNull().default(0),
    /** Replies to questions. */
    answers: integer('answers').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    /** Distinct members active that day. */
    activeMembers: integer('active_members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);

/** Who was active in a scope on a day, and what they wrote (top contributors, new members). */
export const activityMembers = pgTable(
  'activity_members',
  {
    projectId: integer('project_id').notNull(),
    day: date('day').notNull(),
    /** No foreign key: the rollup is rewritten in bulk; readers join `users` (a removed member drops out). */
    uid: integer('uid').notNull(),
    posts: integer('posts').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.uid] }), index('activity_members_first_idx').on(t.projectId, t.uid, t.day)],
);

/** The day each member was first active in a scope (new members), kept by the activity job. */
export const activityFirsts = pgTable(
  'activity_firsts',
  {
    projectId: integer('project_id').notNull(),
    uid: integer('uid').notNull(),
    firstDay: date('first_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.uid] }), index('activity_firsts_day_idx').on(t.projectId, t.firstDay)],
);

/* ------------------------------------------------------------------------------------------ */
/* Global search (server/search/global/)                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * The words the global search corrects a misspelt term to (its typo tolerance, R9.2): every word
 * (3 to 40 letters or digits, lower case) of topic titles, tags, project names and event titles,
 * added by triggers (drizzle/0018_global_search.sql `search_words_add`). Only ever grows: a word
 * whose documents are gone only leads to a search that finds nothing. A trigram index serves
 * `word % term` (pg_trgm).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The search log (administrators' top searches and searches with no results): one row per
 * normalised term and day with how often it was searched and what the last search found. No
 * member or address is kept. Rows older than the window are removed by the hourly sweep.
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
    lastFound: integer('last_found').notNull().default(0),
    lastSearched: timestamp('last_searched', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] }), index('search_log_term_idx').on(t.term)],
);

/**
 * A member's saved audio queue (R3.17, R4.15): the track ids in order (`post:{pid}` or
 * `event:{id}`, lib/player/types.ts), the current index (-1: none) and the position in seconds.
 * One row per member, replaced on every save; the server re-resolves the ids on every read.
 */
export const playerQueues = pgTable(
  'player_queues',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    items: text('items').array().notNull().default(sql`'{}'::text[]`),
    currentIndex: integer('current_index').notNull().default(-1),
    position: doublePrecision('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('player_queues_index_check', sql`${t.currentIndex} >= -1 AND ${t.position} >= 0`)],
);

/**
 * Plays of tracks (R3.17 "listening counts as a play"): one row per (track, member, UTC day), so a
 * member's play counts once per track per day by primary key. Kept apart from `track_play_counts`
 * so the count is one row to read.
 */
export const trackPlays = pgTable(
  'track_plays',
  {
    track: text('track').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.track, t.uid, t.day] })],
);

/** How often each track was played (a counted play adds one in the same transaction). */
export const trackPlayCounts = pgTable(
  'track_play_counts',
  {
    track: text('track').primaryKey(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [check('track_play_counts_plays_check', sql`${t.plays} >= 0`)],
);

/* -------------------------------------------------------------------------------------------- */
/* Notifications (R3.10, R7.6): actors, preferences, mutes, blocks, digests.                     */
/* -------------------------------------------------------------------------------------------- */

/**
 * The members who caused a grouped notification ("Priya and 3 others upvoted your post"): one row
 * per (notification, actor), so an actor joins a group once; `at` orders them, newest first.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.uid] }), index('notification_actors_order_idx').on(t.notificationId, t.at)],
);

/** A member's choice for one notification type: `web`, `email` (the web app and the digest) or `off`. No row: `email`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.type] }), check('notification_preferences_mode_check', sql`${t.mode} IN ('web', 'email', 'off')`)],
);

/**
 * The e-mail digest a member opted into (`daily` / `weekly`; no row or `off`: none). `last_sent_at`
 * is when the last digest went out (or was stored): the next one holds what is newer, at most one
 * per period.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull().default('off'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_digests_frequency_check', sql`${t.frequency} IN ('off', 'daily', 'weekly')`),
    index('notification_digests_due_idx').on(t.frequency, t.lastSentAt).where(sql`${t.frequency} <> 'off'`),
  ],
);

/** Topics a member muted: nothing about them notifies the member. */
export const topicMutes = pgTable(
  'topic_mutes',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    tid: integer('tid')
      .notNull()
      .references(() => topics.tid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] }), index('topic_mutes_uid_idx').on(t.uid, t.createdAt)],
);

/** Members a member blocked (`uid` blocked `blocked_uid`): nothing they do notifies the member. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    blockedUid: integer('blocked_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.blockedUid] }),
    index('user_blocks_blocked_idx').on(t.blockedUid),
    check('user_blocks_not_self', sql`${t.uid} <> ${t.blockedUid}`),
  ],
);

/**
 * Mail the app wrote (the notification digests): sent through SMTP when `SMTP_URL` is set
 * (`sent_at`, or `error` when the server refused it), else only stored here for administrators.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * Members following members (R3.15): one row per (follower, followed), never yourself. Kept out
 * of blocks: a block removes both directions of following between the pair (a trigger on
 * `user_blocks`, `drizzle/0024_…`), and a blocked member cannot follow again (the service).
 */
export const userFollows = pgTable(
  'user_follows',
  {
    followerUid: integer('follower_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    followedUid: integer('followed_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerUid, t.followedUid] }),
    // A member's followers and the members they follow, newest first.
    index('user_follows_followed_idx').on(t.followedUid, t.createdAt),
    index('user_follows_follower_idx').on(t.followerUid, t.createdAt),
    check('user_follows_not_self', sql`${t.followerUid} <> ${t.followedUid}`),
  ],
);

/**
 * The moderation log (issue 35): every moderator action, who took it, when and why, and the member
 * it concerned (the author of a locked topic), who may read the entries about them. Kept when the
 * moderator's account or the topic goes; goes with the member it concerned.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUid: integer('target_uid').references(() => users.uid, { onDelete: 'cascade' }),
    tid: integer('tid').references(() => topics.tid, { onDelete: 'set null' }),
    /** The post it concerned (a reply hidden or removed from the review queue); not a reference: a removed post's entry stays. */
    pid: integer('pid'),
    /** The event or project it concerned (reported ones deleted or hidden from the review queue); not references, like `pid`. */
    eventId: integer('event_id'),
    projectId: integer('project_id'),
    reason: text('reason').notNull().default(''),
    /** A suspension's or a silence's end (null: until lifted, and for the other actions). */
    until: timestamp('until', { withTimezone: true }),
    /** The trust level a moderator set (`trust`; null: handed back to the promotion job, and for the other actions). */
    level: smallint('level'),
    /** The role an administrator gave (`role`: member, moderator or administrator; null for the other actions). */
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's log, newest first; the whole log, newest first.
    index('moderation_log_target_idx').on(t.targetUid, t.createdAt),
    index('moderation_log_created_idx').on(t.createdAt),
    check('moderation_log_action', sql`${t.action} IN (${sql.raw(MODERATION_ACTIONS.map((a) => `'${a}'`).join(', '))})`),
  ],
);

/**
 * Suspended members (issue 35), one row each: they read but cannot write until `until` (null:
 * until a moderator lifts it, a ban). A row whose end has passed no longer holds; the next
 * suspension replaces it, lifting deletes it.
 */
export const suspensions = pgTable('suspensions', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  until: timestamp('until', { withTimezone: true }),
  actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Silenced members (issue 35), one row each, like `suspensions`: they read and write, but their
 * new topics and replies wait in the review queue (server/review/holding.ts) until `until` (null:
 * until a moderator lifts it). The next silence replaces the row, lifting deletes it.
 */
export const silences = pgTable('silences', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  until: timestamp('until', { withTimezone: true }),
  actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts held for review (issue 35; docs/features/review.md): a new member's post with too many
 * links or mentions, or one that looks like spam, waits here, unpublished, until a moderator
 * approves it (then it is posted as its author wrote it) or rejects it. `input` is the write as the
 * author sent it; `signals` say why it was held.
 */
export const heldPosts = pgTable(
  'held_posts',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The topic a held reply answers (null for a new topic). */
    tid: integer('tid').references(() => topics.tid, { onDelete: 'cascade' }),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    signals: text('signals').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('held_posts_created_idx').on(t.createdAt), index('held_posts_uid_idx').on(t.uid), check('held_posts_kind_check', sql`${t.kind} IN ('topic', 'reply')`)],
);

/**
 * Chat rooms (issue 36; docs/features/chat.md): `direct` chats between members who started them,
 * one `project` room per project (created on first ask) and `public` rooms administrators open.
 * `last_message_*` and `member_count` are kept by the statements that change them.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The given name (project and public rooms, named direct chats); null for an unnamed direct chat. */
    name: text('name'),
    projectId: integer('project_id')
      .unique('chat_rooms_project_id_unique')
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** An event's live chat: one room per event (issue 36). */
    eventId: integer('event_id')
      .unique('chat_rooms_event_id_unique')
      .references(() => events.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    memberCount: integer('member_count').notNull().default(0),
    /** A one-to-one direct chat's two members, `{lower uid}:{higher uid}`: one room per pair, even when both start it at once. */
    pairKey: text('pair_key').unique('chat_rooms_pair_key_unique'),
  },
  (t) => [check('chat_rooms_kind_check', sql`${t.kind} IN ('direct', 'project', 'public', 'event')`), index('chat_rooms_last_message_at_idx').on(t.lastMessageAt)],
);

/** Members of chat rooms: what they read up to and how many messages they have not read. */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadMid: integer('last_read_mid').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    /**
     * Silenced in this room by whoever moderates it (issue 36, drizzle/0044): since when (null: not
     * silenced) and until when (null with `silenced_at`: until lifted). The member reads but does not send.
     */
    silencedAt: timestamp('silenced_at', { withTimezone: true }),
    silencedUntil: timestamp('silenced_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.uid] }), index('chat_room_members_uid_idx').on(t.uid)],
);

/** Chat messages, stored once per room; a deleted one keeps its row (`deleted_at`, `deleted_by`). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The Markdown as written. */
    content: text('content').notNull(),
    /** The Markdown rendered and sanitised (server/discussions/markdown.ts). */
    html: text('html').notNull(),
    replyTo: integer('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.uid, { onDelete: 'set null' }),
  },
  (t) => [index('chat_messages_room_id_idx').on(t.roomId, t.id.desc())],
);

/* -------------------------------------------------------------------------------------------- */
/* Web Push (issue 37, drizzle/0049): members' devices, the delivery queue, the types pushed.    */
/* -------------------------------------------------------------------------------------------- */

/** A browser a member turned push on for: its push service address (unique) and its keys (RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's name as its browser gave it ("Chrome on Android"). */
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
    /** Deliveries given up on since the last one delivered. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_uid_idx').on(t.uid)],
);

/**
 * The delivery queue: one row per (device, notification) waiting to be pushed, not before
 * `not_before` (the grace period, then the backoff); an instance working on it holds it until
 * `claimed_until` (claimed with FOR UPDATE SKIP LOCKED, so instances sharing the database never push twice).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_deliveries_pair_idx').on(t.subscriptionId, t.notificationId),
    index('push_deliveries_due_idx').on(t.notBefore),
    index('push_deliveries_notification_idx').on(t.notificationId),
  ],
);

/** The notification types a member wants pushed; no row: lib/push/types.ts DEFAULT_PUSH_TYPES. */
export const pushPreferences = pgTable('push_preferences', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  types: text('types').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Federation (issue 38, docs/features/federation.md): Fedify's key–value store (cached remote
 * documents, idempotence of inbound activities), keys as JSON arrays of strings
 * (server/federation/kvStore.ts).
 */
export const federationKv = pgTable(
  'federation_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('federation_kv_expires_idx').on(t.expiresAt)],
);

/**
 * Fedify's message queue (server/federation/queue.ts): outbound deliveries and inbound activities,
 * claimed with SKIP LOCKED by any instance; a claim that runs out (an instance that stopped) is
 * taken again. Messages of one ordering key go one at a time, oldest first.
 */
export const federationQueue = pgTable(
  'federation_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').notNull(),
    orderingKey: text('ordering_key'),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('federation_queue_due_idx').on(t.notBefore), index('federation_queue_ordering_idx').on(t.orderingKey, t.id)],
);

/** The key pairs each local actor signs with (`user:12`), as JWK: RSA for HTTP Signatures, Ed25519 for proofs. */
export const federationKeys = pgTable(
  'federation_keys',
  {
    actor: text('actor').notNull(),
    algorithm: text('algorithm').notNull(),
    privateJwk: jsonb('private_jwk').notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.algorithm] })],
);

/** Remote actors following a local one (`user:12`), with where to deliver to them. */
export const federationFollowers = pgTable(
  'federation_followers',
  {
    id: serial('id').primaryKey(),
    localActor: text('local_actor').notNull(),
    actorIri: text('actor_iri').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    followIri: text('follow_iri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('federation_followers_pair_idx').on(t.localActor, t.actorIri)],
);

/** Where a remote member (users.remote) lives in the fediverse and where to deliver to it. */
export const federationActors = pgTable(
  'federation_actors',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    iri: text('iri').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    url: text('url'),
    host: text('host').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('federation_actors_iri_idx').on(t.iri), index('federation_actors_host_idx').on(t.host)],
);

/** The ActivityPub id of a post that came from the fediverse (its Update, Delete and Like name it). */
export const federationObjects = pgTable(
  'federation_objects',
  {
    iri: text('iri').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => posts.pid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('federation_objects_pid_idx').on(t.pid)],
);

/** Instances administrators deny (or, in allow-list mode, allow), by host name. */
export const federationInstances = pgTable(
  'federation_instances',
  {
    host: text('host').primaryKey(),
    policy: text('policy').$type<'allow' | 'deny'>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('federation_instances_policy_check', sql`${t.policy} IN ('allow', 'deny')`)],
);

/** A member here asking for a place at an event on another site (Join sent; Accept or Reject awaited). */
export const federationEventJoins = pgTable(
  'federation_event_joins',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    eventIri: text('event_iri').notNull(),
    joinIri: text('join_iri').notNull(),
    organizerUid: integer('organizer_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    url: text('url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status').$type<'pending' | 'participant' | 'refused'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.eventIri] }),
    uniqueIndex('federation_event_joins_join_iri_idx').on(t.joinIri),
    check('federation_event_joins_status_check', sql`${t.status} IN ('pending', 'participant', 'refused')`),
  ],
);
