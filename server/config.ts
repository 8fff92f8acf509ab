import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PostWindows } from '@/lib/discussions/windows';
import { thresholdsWith, type TrustThresholds } from '@/lib/trust/promotion';
import { DEFAULT_JITSI_HOSTS, streamHostName } from '@/lib/events/stream';
import { readSecret, writeSecret } from './secretFiles';
import { storageSettings, type StorageSettings } from './storage/settings';

/** Runtime configuration, read from the environment each time it is asked for (tests change it). */
export interface AppConfig {
  port: number;
  hostname: string;
  dev: boolean;
  production: boolean;
  /** External PostgreSQL; when unset the app runs its own embedded server. */
  databaseUrl: string | null;
  /**
   * IN_PROCESS_DB=1 (`npm run dev:mock`): PGlite inside the process instead of the embedded server
   * (server/db/inProcess.ts); development only, ignored with DATABASE_URL.
   */
  inProcessDatabase: boolean;
  /** MOCK_API=1 in development (`npm run dev:mock`): the Mock API badge's scenarios (server/dev/scenarios.ts). */
  mockApi: boolean;
  dataDir: string;
  /**
   * Seconds between SIGTERM and no longer accepting connections (SHUTDOWN_DRAIN_SECONDS, issue 39):
   * meanwhile /api/health/ready answers 503 and requests are still served, so a load balancer
   * checking it takes the instance out first. 0 (the default) stops accepting at once.
   */
  shutdownDrainSeconds: number;
  /**
   * Seconds between runs of the events jobs (EVENT_JOBS_INTERVAL_SECONDS, default 120): events
   * going live and ending, "starting now", reminders, hosts' credits (server/events/lifecycleJob.ts).
   * Every instance ticks; one run at a time holds the lock, so a shorter interval on several
   * instances only shortens how late an event is marked live.
   */
  eventJobsIntervalSeconds: number;
  /** Where uploads live: `DATA_DIR/uploads`, or with S3_BUCKET an S3-compatible store (server/storage/settings.ts). */
  storage: StorageSettings;
  /**
   * Signs session ids, invite links, calendar feeds and unsubscribe links (hardening 8). Null only
   * in production before `prepareSessionSecret` ran: read it through `sessionSecret()`.
   */
  sessionSecret: string | null;
  sentryDsn: string | null;
  /** Sign in with GitHub, offered when the OAuth app's id and secret are set. */
  github: { clientId: string; clientSecret: string; oauthBase: string; apiBase: string } | null;
  /** Load the demo community into an empty database. Defaults to on for the embedded database. */
  demoSeed: boolean;
  /** Send cookies with the Secure attribute (behind HTTPS). */
  secureCookies: boolean;
  /** Memory for visitors' rendered pages (server/cache/), in MB; 0 turns the page cache off. */
  pageCacheMb: number;
  /** Where mail goes (`smtp://user:pass@host:587`, `smtps://…`); unset: mail is only stored in the outbox. */
  smtpUrl: string | null;
  /** The sender of the site's mail; unset: `no-reply@` the PUBLIC_URL's host. */
  mailFrom: string | null;
  /**
   * How long after posting a member may edit (POST_EDIT_WINDOW) and delete (POST_DELETE_WINDOW)
   * their own post, in seconds; 0: no limit (lib/discussions/windows.ts). Moderators are not held.
   */
  postWindows: PostWindows;
  /**
   * What a new member (trust level 0) may post before a moderator looks (server/review/holding.ts):
   * seconds after joining before the first post (NEW_MEMBER_POST_DELAY, `user-too-new`), and the
   * links and mentions one post may carry before it is held for review (NEW_MEMBER_MAX_LINKS,
   * NEW_MEMBER_MAX_MENTIONS), and the reputation a member needs before their profile shows a website
   * (NEW_MEMBER_WEBSITE_REPUTATION, `not-enough-reputation-min-rep-website`; 0: none).
   */
  newMembers: { postDelaySeconds: number; maxLinks: number; maxMentions: number; websiteReputation: number };
  /**
   * Local sign-ups confirm their address before they post (REQUIRE_EMAIL_CONFIRMATION, on by
   * default; issue 35). Members who joined before it, GitHub and demo accounts are never asked.
   */
  requireEmailConfirmation: boolean;
  /**
   * The account lock (issue 35): `failures` failed passwords within `windowSeconds` lock the account
   * for `lockSeconds` (ACCOUNT_LOCK_FAILURES, ACCOUNT_LOCK_WINDOW, ACCOUNT_LOCK_DURATION, seconds).
   */
  accountLock: { failures: number; windowSeconds: number; lockSeconds: number };
  /** The podcast feeds' `itunes:owner` (PODCAST_OWNER_NAME, PODCAST_OWNER_EMAIL); unset: the site's name, `podcast@` the PUBLIC_URL's host. */
  podcastOwner: { name: string | null; email: string | null };
  /**
   * What each trust level asks for (lib/trust/promotion.ts): the defaults, with TRUST_LEVEL_1,
   * TRUST_LEVEL_2 and TRUST_LEVEL_3 (`daysVisited=20,topicsRead=50`) overriding some of a level's.
   */
  trustThresholds: TrustThresholds;
  /** Days a project or public chat room keeps its messages (issue 36); 0 keeps them; direct chats are always kept. */
  chatRoomRetentionDays: number;
  /**
   * Where an event's live stream may come from besides YouTube and Twitch (issue 36,
   * lib/events/stream.ts): PeerTube instances (STREAM_PEERTUBE_HOSTS, none by default), Jitsi servers
   * (STREAM_JITSI_HOSTS, meet.jit.si by default) and the hosts of HLS and audio streams
   * (STREAM_MEDIA_HOSTS, none by default); host names separated by commas or spaces. The
   * Content-Security-Policy allows exactly these.
   */
  streams: { peertubeHosts: string[]; jitsiHosts: string[]; mediaHosts: string[] };
}

/** The session secret of development and tests when SESSION_SECRET is not set: public, never used in production. */
export const DEVELOPMENT_SESSION_SECRET = 'development-session-secret';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

const DEFAULT_PAGE_CACHE_MB = 64;

/**
 * A new member waits 10 seconds after joining before posting (a person reads the rules and writes;
 * a spam script posts at once), and a post of theirs with more than 2 links or 5 mentions waits for
 * a moderator (docs/features/review.md).
 */
// A website on a profile is a spammer's first link: it waits for one upvote received (reputation 1).
const DEFAULT_NEW_MEMBERS = { postDelaySeconds: 10, maxLinks: 2, maxMentions: 5, websiteReputation: 1 };

/** Members edit their posts for 60 days (then a moderator may); deleting has no limit. */
const DEFAULT_POST_WINDOWS: PostWindows = { edit: 60 * 24 * 3600, delete: 0 };

/** A window in whole seconds from the environment; missing or invalid: the default. */
/** A whole number from 0 (an environment setting: seconds, a count), else `fallback`. */
function wholeNumber(value: string | undefined, fallback: number): number {
  const seconds = Number(value?.trim() || fallback);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : fallback;
}

/** A positive whole number from the environment; missing or invalid: the default. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim() || fallback);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Project and public chat rooms keep 90 days of messages (as Discourse's chat does by default). */
const DEFAULT_CHAT_ROOM_RETENTION_DAYS = 90;

/** Stream host names from a setting (commas or spaces between them); unset: `fallback`, malformed names left out. */
function streamHosts(value: string | undefined, fallback: readonly string[]): string[] {
  const names = value === undefined ? fallback : value.split(/[\s,]+/);
  return [...new Set(names.map(streamHostName).filter((host): host is string => host !== null))];
}

/** Ten failed passwords within 15 minutes lock an account for 30 minutes. */
const DEFAULT_ACCOUNT_LOCK = { failures: 10, windowSeconds: 15 * 60, lockSeconds: 30 * 60 };

function pageCacheMb(value: string | undefined): number {
  const mb = Number(value?.trim() || DEFAULT_PAGE_CACHE_MB);
  return Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_PAGE_CACHE_MB;
}

/** A production process's configuration and the environment it was read from (below). */
let productionConfig: { env: NodeJS.ProcessEnv; config: AppConfig } | null = null;

/**
 * The configuration from the environment. A production process reads its environment once: the
 * request path asks for the configuration several times a request (the security headers, cookies,
 * the session's secret, the viewer), and reading some forty variables and parsing their lists took
 * 12–22 µs each time. The one change after start, the session secret `prepareSessionSecret` puts
 * into the environment, reads it again. Development and tests read it on every call (tests change
 * settings between requests).
 */
export function getConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env.NODE_ENV !== 'production') return readConfig(env);
  if (productionConfig?.env !== env) productionConfig = { env, config: readConfig(env) };
  return productionConfig.config;
}

function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  const inProcessDatabase = databaseUrl === null && !production && flag(env.IN_PROCESS_DB, false);
  const github =
    env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? {
          clientId: env.GITHUB_CLIENT_ID,
          clientSecret: env.GITHUB_CLIENT_SECRET,
          oauthBase: env.GITHUB_OAUTH_BASE ?? 'https://github.com',
          apiBase: env.GITHUB_API_BASE ?? 'https://api.github.com',
        }
      : null;
  return {
    port: Number(env.PORT ?? 3000),
    hostname: env.HOST ?? '0.0.0.0',
    dev: env.NODE_ENV === 'development',
    production,
    databaseUrl,
    inProcessDatabase,
    mockApi: !production && flag(env.MOCK_API, false),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    storage: storageSettings(env),
    shutdownDrainSeconds: wholeNumber(env.SHUTDOWN_DRAIN_SECONDS, 0),
    eventJobsIntervalSeconds: positive(env.EVENT_JOBS_INTERVAL_SECONDS, 120),
    sessionSecret: env.SESSION_SECRET?.trim() || (production ? null : DEVELOPMENT_SESSION_SECRET),
    sentryDsn: env.SENTRY_DSN?.trim() || null,
    github,
    demoSeed: flag(env.DEMO_SEED, databaseUrl === null),
    secureCookies: flag(env.COOKIE_SECURE, false),
    // The in-process database does not deliver the change notifications the page cache listens for.
    pageCacheMb: inProcessDatabase ? 0 : pageCacheMb(env.PAGE_CACHE_MB),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || null,
    podcastOwner: { name: env.PODCAST_OWNER_NAME?.trim() || null, email: env.PODCAST_OWNER_EMAIL?.trim() || null },
    requireEmailConfirmation: flag(env.REQUIRE_EMAIL_CONFIRMATION, true),
    accountLock: {
      failures: positive(env.ACCOUNT_LOCK_FAILURES, DEFAULT_ACCOUNT_LOCK.failures),
      windowSeconds: positive(env.ACCOUNT_LOCK_WINDOW, DEFAULT_ACCOUNT_LOCK.windowSeconds),
      lockSeconds: positive(env.ACCOUNT_LOCK_DURATION, DEFAULT_ACCOUNT_LOCK.lockSeconds),
    },
    postWindows: {
      edit: wholeNumber(env.POST_EDIT_WINDOW, DEFAULT_POST_WINDOWS.edit),
      delete: wholeNumber(env.POST_DELETE_WINDOW, DEFAULT_POST_WINDOWS.delete),
    },
    newMembers: {
      postDelaySeconds: wholeNumber(env.NEW_MEMBER_POST_DELAY, DEFAULT_NEW_MEMBERS.postDelaySeconds),
      maxLinks: wholeNumber(env.NEW_MEMBER_MAX_LINKS, DEFAULT_NEW_MEMBERS.maxLinks),
      maxMentions: wholeNumber(env.NEW_MEMBER_MAX_MENTIONS, DEFAULT_NEW_MEMBERS.maxMentions),
      websiteReputation: wholeNumber(env.NEW_MEMBER_WEBSITE_REPUTATION, DEFAULT_NEW_MEMBERS.websiteReputation),
    },
    trustThresholds: thresholdsWith({ 1: env.TRUST_LEVEL_1, 2: env.TRUST_LEVEL_2, 3: env.TRUST_LEVEL_3 }),
    chatRoomRetentionDays: wholeNumber(env.CHAT_ROOM_RETENTION_DAYS, DEFAULT_CHAT_ROOM_RETENTION_DAYS),
    streams: {
      peertubeHosts: streamHosts(env.STREAM_PEERTUBE_HOSTS, []),
      jitsiHosts: streamHosts(env.STREAM_JITSI_HOSTS, DEFAULT_JITSI_HOSTS),
      mediaHosts: streamHosts(env.STREAM_MEDIA_HOSTS, []),
    },
  };
}

/** The file in DATA_DIR holding the session secret a single-instance production start made for itself. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The session secret of this process (hardening 8). Throws rather than sign anything with a
 * guessable key: a production process gets its secret from `prepareSessionSecret` at start.
 */
export function sessionSecret(): string {
  const secret = getConfig().sessionSecret;
  if (secret === null) throw new Error('SESSION_SECRET is not set: the server sets it up at start (prepareSessionSecret)');
  return secret;
}

/** Why a production start with DATABASE_URL and no SESSION_SECRET is refused. */
export const SHARED_SECRET_REQUIRED =
  'SESSION_SECRET is not set. With DATABASE_URL several app instances may share the database, and they must ' +
  'sign sessions, invite links, calendar feeds and unsubscribe links with one secret: set SESSION_SECRET to ' +
  'the same long random value on every instance (for example: openssl rand -base64 48) and start again.';

/**
 * Called once at start, before anything is signed (hardening 8). SESSION_SECRET, when set, is
 * used as it is; development and tests use the development secret. A production start without
 * one uses the secret kept in `DATA_DIR/session-secret` (mode 0600), made of 48 random bytes on the
 * first start, and puts it in `env` for every later `getConfig()`; with DATABASE_URL it throws
 * `SHARED_SECRET_REQUIRED` instead, since each instance would make a different one.
 */
export function prepareSessionSecret(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): 'environment' | 'development' | 'data-dir' {
  const config = getConfig(env);
  if (env.SESSION_SECRET?.trim()) return 'environment';
  if (!config.production) return 'development';
  if (config.databaseUrl) throw new Error(SHARED_SECRET_REQUIRED);
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  let secret = readSecret(file);
  if (!secret) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeSecret(file, secret);
    log(`SESSION_SECRET is not set: made a new session secret, kept in ${file} (mode 0600)`);
  }
  env.SESSION_SECRET = secret;
  if (productionConfig?.env === env) productionConfig = null;
  return 'data-dir';
}
