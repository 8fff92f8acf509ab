import type { Chapter } from '@/lib/player/types';

/**
 * Chapters of an episode (R3.17 maximized view): a timestamp at the start of a line of its text
 * (`12:34 Intro`, `1:02:03 - Questions`, `- [05:10] Wrap-up`), in order of time. A line's list
 * marker, brackets and a separating dash or colon are not part of the title; Markdown emphasis
 * and links keep their words. Lines whose time does not move forward are left out, and so are
 * times past the episode's length when it is known.
 */

/** The most chapters kept for one episode. */
const CHAPTERS_MAX = 100;
const TITLE_MAX = 200;

const LINE = /^\s{0,3}(?:[-*+]\s+|\d{1,3}[.)]\s+)?[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})[\])]?\s*(?:[-–—:|]\s*)?(\S.*)$/;

/** Seconds of `m:ss` or `h:mm:ss` (minutes and seconds below 60 after the first part), else null. */
export function timestampSeconds(value: string): number | null {
  const parts = value.split(':').map(Number);
  if (parts.some((p) => !Number.isInteger(p) || p < 0)) return null;
  if (parts.slice(1).some((p) => p >= 60)) return null;
  if (parts.length === 3 && parts[1]! >= 60) return null;
  return parts.reduce((total, p) => total * 60 + p, 0);
}

/** Plain words of a Markdown title: links keep their text, emphasis and code marks go. */
function plainTitle(value: string): string {
  return value
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TITLE_MAX);
}

/** The chapters of a text (Markdown source), or [] when it has none. */
export function chaptersOf(text: string, duration: number | null = null): Chapter[] {
  const chapters: Chapter[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match) continue;
    const start = timestampSeconds(match[1]!);
    const title = plainTitle(match[2]!);
    if (start === null || title === '') continue;
    if (duration !== null && start >= duration) continue;
    const last = chapters[chapters.length - 1];
    if (last && start <= last.start) continue;
    chapters.push({ start, title });
    if (chapters.length >= CHAPTERS_MAX) break;
  }
  return chapters;
}
