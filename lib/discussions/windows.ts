import type { ErrorKey } from '@/lib/errors/keys';

/**
 * Edit and delete windows (issue 35; docs/features/moderation.md): how long after posting a member
 * may still edit or delete their own post. Moderators are never held to them. The server refuses
 * with the catalogue's `post-edit-duration-expired*` and `post-delete-duration-expired*` keys, and
 * the post's actions leave Edit and Delete out once the window has passed: both ask this file.
 */

/** The windows in seconds; 0: no limit. The server's configuration (POST_EDIT_WINDOW, POST_DELETE_WINDOW) sends them to every page. */
export interface PostWindows {
  edit: number;
  delete: number;
}

/** Whether a post made at `postedAt` (unix ms) is still inside a window of `seconds` at `now` (unix ms). */
export function withinWindow(postedAt: number, seconds: number, now: number): boolean {
  return seconds <= 0 || now - postedAt <= seconds * 1000;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type WindowKind = keyof PostWindows;

/** The key of each wording of a window: in seconds, minutes (and seconds), hours (and minutes), days (and hours). */
const KEYS: Record<WindowKind, Record<'s' | 'm' | 'ms' | 'h' | 'hm' | 'd' | 'dh', ErrorKey>> = {
  edit: {
    s: 'post-edit-duration-expired',
    m: 'post-edit-duration-expired-minutes',
    ms: 'post-edit-duration-expired-minutes-seconds',
    h: 'post-edit-duration-expired-hours',
    hm: 'post-edit-duration-expired-hours-minutes',
    d: 'post-edit-duration-expired-days',
    dh: 'post-edit-duration-expired-days-hours',
  },
  delete: {
    s: 'post-delete-duration-expired',
    m: 'post-delete-duration-expired-minutes',
    ms: 'post-delete-duration-expired-minutes-seconds',
    h: 'post-delete-duration-expired-hours',
    hm: 'post-delete-duration-expired-hours-minutes',
    d: 'post-delete-duration-expired-days',
    dh: 'post-delete-duration-expired-days-hours',
  },
};

/** The catalogue error for a passed window, worded in its largest unit and the next one when it has a rest. */
export function windowExpiredError(kind: WindowKind, seconds: number): { key: ErrorKey; args: number[] } {
  const keys = KEYS[kind];
  const pair = (big: number, small: number, whole: ErrorKey, both: ErrorKey) => {
    const rest = Math.floor((seconds % big) / small);
    return rest > 0 ? { key: both, args: [Math.floor(seconds / big), rest] } : { key: whole, args: [Math.floor(seconds / big)] };
  };
  if (seconds >= DAY) return pair(DAY, HOUR, keys.d, keys.dh);
  if (seconds >= HOUR) return pair(HOUR, MINUTE, keys.h, keys.hm);
  if (seconds >= MINUTE) return pair(MINUTE, 1, keys.m, keys.ms);
  return { key: keys.s, args: [seconds] };
}
