import { sql } from 'drizzle-orm';
import {
  boolean,
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
