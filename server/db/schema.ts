import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Members. `uid` is the public id; `userslug` is the URL form of the username. */
export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    username: text('username').notNull(),
    userslug: text('userslug').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
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
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_userslug_idx').on(t.userslug),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
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
