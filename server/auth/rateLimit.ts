import { fail } from '../http/errors';
import type { ErrorKey } from '@/lib/errors/keys';
import { UPLOAD_LIMITS } from '@/lib/discussions/types';
import { bumpCounter, clearCounter, peekCounter } from './repository';

/** A named limit: at most `max` hits per `windowSeconds`, counted in the database. */
interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
  /** Catalogue key given when the limit is reached; its parameter is the window in minutes. */
  errorKey: ErrorKey;
  /** The refusal's parameter in seconds instead of minutes (`too-many-posts`: "wait %1 second(s)"). */
  inSeconds?: boolean;
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
  failedLoginsPerIp: { name: 'login-ip', max: 20, windowSeconds: 15 * 60, errorKey: 'login-rate-limited' },
  failedLoginsPerAccount: { name: 'login-account', max: 8, windowSeconds: 15 * 60, errorKey: 'account-locked' },
  signupsPerIp: { name: 'signup-ip', max: 10, windowSeconds: 60 * 60, errorKey: 'registration-rate-limited' },
  formsPerIp: { name: 'form-ip', max: 10, windowSeconds: 10 * 60, errorKey: 'form-rate-limited' },
  /** Beyond this a client's page views are no longer recorded (silently; navigation goes on). */
  pageViewsPerIp: { name: 'pageview-ip', max: 600, windowSeconds: 10 * 60, errorKey: 'pageview-rate-limited' },
  /** Uploads per member an hour (UPLOAD_RATE_LIMIT overrides the maximum, read at call time). */
  get uploadsPerMember(): Limit {
    return { name: 'upload-member', max: fromEnv('UPLOAD_RATE_LIMIT', UPLOAD_LIMITS.perHour), windowSeconds: 60 * 60, errorKey: 'too-many-uploads' };
  },
  /** New topics and replies per member (edits do not count); the maximum is read at call time. */
  get postsPerMember(): Limit {
    return { name: 'post-member', max: postsPerMinute(), windowSeconds: 60, errorKey: 'too-many-posts', inSeconds: true };
  },
} satisfies Record<string, Limit>;

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;

function refuse(limit: Limit): never {
  if (limit.inSeconds) throw fail(limit.errorKey, limit.windowSeconds);
  const minutes = Math.ceil(limit.windowSeconds / 60);
  throw limit.errorKey === 'account-locked' ? fail('account-locked') : fail(limit.errorKey, minutes);
}

/** Refuses when the limit is already used up (checked before the attempt). */
export async function assertUnderLimit(limit: Limit, subject: string): Promise<void> {
  if ((await peekCounter(keyOf(limit, subject), limit.windowSeconds)) >= limit.max) refuse(limit);
}

/** Counts one attempt. */
export async function recordHit(limit: Limit, subject: string): Promise<void> {
  await bumpCounter(keyOf(limit, subject), limit.windowSeconds);
}

/** Counts one attempt and refuses when that went over the limit. */
export async function consume(limit: Limit, subject: string): Promise<void> {
  if ((await bumpCounter(keyOf(limit, subject), limit.windowSeconds)) > limit.max) refuse(limit);
}

export async function resetLimit(limit: Limit, subject: string): Promise<void> {
  await clearCounter(keyOf(limit, subject));
}
