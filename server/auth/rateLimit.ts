import { getConfig } from '../config';
import { fail } from '../http/errors';
import type { ErrorKey } from '@/lib/errors/keys';
import { UPLOAD_LIMITS } from '@/lib/discussions/types';
import {
  bumpCounter,
  clearCounter,
  lockHeldSince,
  releaseWindowSlot,
  startLock,
  takeBackoffSlot,
  takeWindowSlot,
  type Backoff,
} from './repository';

/** A named limit: at most `max` hits per `windowSeconds`, counted in the database. */
interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
  /** Catalogue key given when the limit is reached; its parameter is the window in minutes. */
  errorKey: ErrorKey;
  /** The refusal's parameter in seconds instead of minutes (`too-many-posts`: "wait %1 second(s)"). */
  inSeconds?: boolean;
  /** The refusal's parameter is the maximum instead (`too-many-post-flags-per-day`: "(%1 a day)"). */
  saysMax?: boolean;
}

/** Default posts (topics and replies) a member may make per minute; POST_RATE_LIMIT overrides it. */
const POSTS_PER_MINUTE = 10;

function postsPerMinute(): number {
  const fromEnv = Number(process.env.POST_RATE_LIMIT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : POSTS_PER_MINUTE;
}

/** A positive integer from the environment, else the default. */
function fromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const LIMITS = {
  /** Password checks that failed, per client address (a successful one gives its place back). */
  failedLoginsPerIp: { name: 'login-ip', max: 20, windowSeconds: 15 * 60, errorKey: 'login-rate-limited' },
  signupsPerIp: { name: 'signup-ip', max: 10, windowSeconds: 60 * 60, errorKey: 'registration-rate-limited' },
  formsPerIp: { name: 'form-ip', max: 10, windowSeconds: 10 * 60, errorKey: 'form-rate-limited' },
  /** Beyond this a client's page views are no longer recorded (silently; navigation goes on). */
  pageViewsPerIp: { name: 'pageview-ip', max: 600, windowSeconds: 10 * 60, errorKey: 'pageview-rate-limited' },
  /** "Resend the confirmation mail" (issue 35): one new mail per member every 5 minutes (sign-up's own mail not counted). */
  confirmMailsPerMember: { name: 'confirm-mail-member', max: 1, windowSeconds: 5 * 60, errorKey: 'confirm-email-already-sent' },
  /** Uploads per member an hour (UPLOAD_RATE_LIMIT overrides the maximum, read at call time). */
  get uploadsPerMember(): Limit {
    return { name: 'upload-member', max: fromEnv('UPLOAD_RATE_LIMIT', UPLOAD_LIMITS.perHour), windowSeconds: 60 * 60, errorKey: 'too-many-uploads' };
  },
  /**
   * Reports of posts, events and projects per member a day (issue 35), so one member cannot bury
   * the moderators' queue; CONTENT_REPORTS_PER_DAY overrides the maximum, read at call time.
   */
  get contentReportsPerMember(): Limit {
    return { name: 'report-content', max: fromEnv('CONTENT_REPORTS_PER_DAY', 20), windowSeconds: 24 * 3600, errorKey: 'too-many-post-flags-per-day', saysMax: true };
  },
  /** Reports of members per member a day (issue 35); MEMBER_REPORTS_PER_DAY overrides the maximum. */
  get memberReportsPerMember(): Limit {
    return { name: 'report-member', max: fromEnv('MEMBER_REPORTS_PER_DAY', 10), windowSeconds: 24 * 3600, errorKey: 'too-many-user-flags-per-day', saysMax: true };
  },
  /** New topics and replies per member (edits do not count); the maximum is read at call time. */
  get postsPerMember(): Limit {
    return { name: 'post-member', max: postsPerMinute(), windowSeconds: 60, errorKey: 'too-many-posts', inSeconds: true };
  },
  /**
   * Chat messages a minute per new member (trust level 0, issue 36); CHAT_NEW_MEMBER_MESSAGES_PER_MINUTE
   * overrides the maximum, read at call time.
   */
  get chatMessagesPerNewMember(): Limit {
    return { name: 'chat-new-member', max: fromEnv('CHAT_NEW_MEMBER_MESSAGES_PER_MINUTE', 10), windowSeconds: 60, errorKey: 'too-many-messages' };
  },
  /** Chat messages a minute per member from trust level 1 up (issue 36); CHAT_MESSAGES_PER_MINUTE overrides the maximum. */
  get chatMessagesPerMember(): Limit {
    return { name: 'chat-member', max: fromEnv('CHAT_MESSAGES_PER_MINUTE', 60), windowSeconds: 60, errorKey: 'too-many-messages' };
  },
  /**
   * Requests for a place at an event on another site an hour per member (issue 38): each sends the
   * event's organizer a Join; FEDIVERSE_JOINS_PER_HOUR overrides the maximum, read at call time.
   */
  get remoteJoinsPerMember(): Limit {
    return { name: 'fediverse-join', max: fromEnv('FEDIVERSE_JOINS_PER_HOUR', 30), windowSeconds: 3600, errorKey: 'activitypub.rate-limited' };
  },
} satisfies Record<string, Limit>;

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;

function refuse(limit: Limit): never {
  if (limit.saysMax) throw fail(limit.errorKey, limit.max);
  if (limit.inSeconds) throw fail(limit.errorKey, limit.windowSeconds);
  throw fail(limit.errorKey, Math.ceil(limit.windowSeconds / 60));
}

/** Counts one attempt and refuses when that went over the limit. */
export async function consume(limit: Limit, subject: string): Promise<void> {
  if ((await bumpCounter(keyOf(limit, subject), limit.windowSeconds)) > limit.max) refuse(limit);
}

/**
 * Takes one of the subject's places under `limit`, atomically, or refuses when none is left;
 * answers how to give it back (the attempt did not count: a report refused as a repeat).
 */
export async function takeSlot(limit: Limit, subject: string): Promise<() => Promise<void>> {
  const key = keyOf(limit, subject);
  if (!(await takeWindowSlot(key, limit.max, limit.windowSeconds))) refuse(limit);
  return () => releaseWindowSlot(key);
}

/** Default first wait of the per-account back-off; LOGIN_BACKOFF_BASE_SECONDS overrides it. */
const LOGIN_BACKOFF_BASE_SECONDS = 1;

/**
 * Per account: 5 password checks freely, then a check waits base·2^(n−5) seconds after the previous
 * one (1, 2, 4 ... by default, at most 5 minutes), n counting every attempt, refused ones too, so
 * a burst never outlasts a wait; a day without attempts, or a successful log-in, starts again.
 */
function loginBackoff(): Backoff {
  const fromEnv = Number(process.env.LOGIN_BACKOFF_BASE_SECONDS);
  const baseSeconds = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : LOGIN_BACKOFF_BASE_SECONDS;
  return { free: 5, baseSeconds, capSeconds: 300, forgetSeconds: 24 * 3600 };
}

/** A counted log-in attempt: report how it ended. */
export interface LoginAttempt {
  /**
   * The password was wrong: counted towards the account lock (issue 35). Answers when the lock
   * began if this failure began it (once per lock: its unlock mail goes out then), else null.
   */
  failed(): Promise<Date | null>;
  /** The password was right: the account's count starts again and the address's place is given back. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy): both places are given back. */
  notChecked(): Promise<void>;
}

/**
 * Counts a log-in attempt BEFORE the password is checked, atomically, so parallel attempts
 * cannot slip past a check made before they were counted (hardening 3). Keyed by the client's
 * address (`login-rate-limited`, minutes) and by the account the typed name or e-mail resolves
 * to (`login-backoff`, seconds to wait), so every spelling of an account shares one budget and
 * the owner waits at most the current back-off instead of being locked out.
 */
export async function startLoginAttempt(ip: string, account: string): Promise<LoginAttempt> {
  const ipLimit = LIMITS.failedLoginsPerIp;
  const ipKey = keyOf(ipLimit, ip);
  const lock = getConfig().accountLock;
  // A locked account refuses every attempt, the right password too, and counts none of them.
  if (await lockHeldSince(lockKey(account), lock.lockSeconds)) throw fail('account-locked');
  // The account first: an attempt it refuses never holds a place of the address.
  const accountKey = `login-account:${account}`;
  const wait = await takeBackoffSlot(accountKey, loginBackoff());
  if (wait > 0) throw fail('login-backoff', wait);
  if (!(await takeWindowSlot(ipKey, ipLimit.max, ipLimit.windowSeconds))) {
    await releaseWindowSlot(accountKey);
    refuse(ipLimit);
  }
  const failuresKey = `login-failures:${account}`;
  return {
    async failed() {
      if ((await bumpCounter(failuresKey, lock.windowSeconds)) < lock.failures) return null;
      const since = await startLock(lockKey(account), lock.lockSeconds);
      await clearCounter(failuresKey);
      return since;
    },
    async succeeded() {
      await clearCounter(accountKey);
      await clearCounter(failuresKey);
      await releaseWindowSlot(ipKey);
    },
    async notChecked() {
      await releaseWindowSlot(accountKey);
      await releaseWindowSlot(ipKey);
    },
  };
}

/** The rate_limits row of an account's lock (issue 35): `window_start` is when it began. */
const lockKey = (account: string) => `login-lock:${account}`;

/**
 * The account lock (issue 35): ACCOUNT_LOCK_FAILURES wrong passwords within ACCOUNT_LOCK_WINDOW
 * lock an account (every spelling of it, and a name nobody has alike, so the answer tells nothing
 * about whether it exists) for ACCOUNT_LOCK_DURATION seconds, beside the back-off above.
 */
async function accountLockedSince(account: string): Promise<Date | null> {
  return lockHeldSince(lockKey(account), getConfig().accountLock.lockSeconds);
}

/** Lifts the account's lock and starts its counts again (the unlock link); answers whether a lock held. */
export async function liftAccountLock(account: string): Promise<boolean> {
  const held = (await accountLockedSince(account)) !== null;
  await clearCounter(lockKey(account));
  await clearCounter(`login-failures:${account}`);
  await clearCounter(`login-account:${account}`);
  return held;
}
