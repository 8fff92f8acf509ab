import type { ErrorIssue } from '@/lib/errors/validation';
import { mediaAddressIssue } from '@/lib/mediaAddress';
import { SHARE_CARD } from '@/lib/seo/cards';
import { TOPIC_LIMITS } from './types';

/**
 * The rules of a topic's fields that both sides apply: the server before storing
 * (server/discussions/service.ts throws the issue) and the composer before sending
 * (components/composer/model.ts shows its text), so the two always agree.
 */

const issue = (key: ErrorIssue['key'], ...args: Array<string | number>): ErrorIssue => ({ key, args });

/** The title's bounds (trimmed): title-too-short / title-too-long with the bound. */
export function titleIssue(title: string): ErrorIssue | null {
  const length = title.trim().length;
  if (length < TOPIC_LIMITS.titleMin) return issue('title-too-short', TOPIC_LIMITS.titleMin);
  if (length > TOPIC_LIMITS.titleMax) return issue('title-too-long', TOPIC_LIMITS.titleMax);
  return null;
}

/**
 * R3.2: a post's `root`, the post its reply chain starts from: for an answer (at any depth) the
 * question whose thread it is in (its qid), for a question or a main post the post itself.
 */
export function rootPid(post: { pid: number; qid: number | null }): number {
  return post.qid ?? post.pid;
}

/** The content's bounds (trimmed); `min` is the main post's (8) or a reply's (2). */
export function contentIssue(content: string, min: number = TOPIC_LIMITS.contentMin): ErrorIssue | null {
  const length = content.trim().length;
  if (length < min) return issue('content-too-short', min);
  if (length > TOPIC_LIMITS.contentMax) return issue('content-too-long', TOPIC_LIMITS.contentMax);
  return null;
}

/** The summary's bound (trimmed). */
export function summaryIssue(summary: string): ErrorIssue | null {
  return summary.trim().length > TOPIC_LIMITS.summaryMax ? issue('field-too-long', 'summary', TOPIC_LIMITS.summaryMax) : null;
}

/**
 * A tag as stored: trimmed, lower case, spaces as dashes, without punctuation that breaks
 * addresses and filters ('' when nothing is left).
 */
export function normalizeTag(raw: string): string {
  return String(raw)
    .trim()
    .toLowerCase()
    .replace(/[,/#!$^*;:{}=`<>'"~()?|\\[\]]+/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Tags as stored: each normalised, empties and repeats dropped, order kept. */
export function normalizeTags(raw: readonly string[]): string[] {
  return [...new Set(raw.map(normalizeTag).filter((t) => t !== ''))];
}

/** Why `tag` cannot join `current` (a repeat is not an error: it is ignored), or null. */
export function tagIssue(tag: string, current: readonly string[]): ErrorIssue | null {
  if (tag.length < TOPIC_LIMITS.tagMin) return issue('tag-too-short', TOPIC_LIMITS.tagMin);
  if (tag.length > TOPIC_LIMITS.tagMax) return issue('tag-too-long', TOPIC_LIMITS.tagMax);
  if (!current.includes(tag) && current.length >= TOPIC_LIMITS.tagsMax) return issue('too-many-tags', TOPIC_LIMITS.tagsMax);
  return null;
}

/** The bounds of a topic's (normalised) tags: too-many-tags, then each tag's length. */
export function tagsIssue(tags: readonly string[]): ErrorIssue | null {
  if (tags.length > TOPIC_LIMITS.tagsMax) return issue('too-many-tags', TOPIC_LIMITS.tagsMax);
  for (const tag of tags) {
    const problem = tagIssue(tag, tags);
    if (problem) return problem;
  }
  return null;
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const URL_MAX = 2000;

/** An absolute http(s) address (a link post's `url`), at most 2000 characters. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= URL_MAX && HTTP_URL.test(value);
}

/**
 * A podcast's audio: a file this site serves (`/uploads/...`, `/audio/...`) or an `https:` address
 * of a public host (lib/mediaAddress.ts, the rule event recordings follow too).
 */
export function isAudioUrl(value: unknown): value is string {
  return mediaAddressIssue(value, ['uploads', 'audio'], URL_MAX) === null;
}

/** A topic's social card (its og:image): a PNG of every social card's size (lib/seo/cards.ts). */
export const TOPIC_CARD = SHARE_CARD;

/**
 * The version of a topic's social card: the main post's last edit, or its creation (a title is
 * edited with the main post). Part of the card's cache key and of its address, so an edited
 * topic gets a new picture everywhere.
 */
export function cardVersion(mainPost: { edited?: number | null; timestamp: number }): number {
  return mainPost.edited || mainPost.timestamp;
}

/** The social card's path: `/api/topic/{tid}/card?v={version}`. */
export function topicCardPath(tid: number, version: number): string {
  return `/api/topic/${tid}/card?v=${version}`;
}
