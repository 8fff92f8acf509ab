import { isWebUrl, normalizeTags } from '@/lib/discussions/rules';
import type { ErrorIssue } from '@/lib/errors/validation';
import { slugify } from '@/lib/slug';
import { PROJECT_LIMITS, type ProjectSort, PROJECT_SORTS } from './types';

/**
 * Rules of a project's fields that both sides apply (the server before storing, the add-project
 * form before sending): the slug, tags, addresses and the list's sort.
 */

const issue = (key: ErrorIssue['key'], ...args: Array<string | number>): ErrorIssue => ({ key, args });

/** A project address: lower-case letters and digits in dash-separated words. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name gives (ASCII letters and digits, dashes), bounded; '' when none is left. */
export function projectSlugFromName(name: string): string {
  return slugify(name)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROJECT_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** Why a slug cannot be used, or null. */
export function projectSlugIssue(slug: string): ErrorIssue | null {
  if (slug.length < PROJECT_LIMITS.slugMin || slug.length > PROJECT_LIMITS.slugMax || !SLUG.test(slug)) {
    return issue('invalid-project-slug');
  }
  return null;
}

/** A project's tags as stored: normalised like topic tags. */
export function normalizeProjectTags(raw: readonly string[]): string[] {
  return normalizeTags(raw);
}

/** The bounds of a project's (normalised) tags: too-many-tags, then each tag's length. */
export function projectTagsIssue(tags: readonly string[]): ErrorIssue | null {
  if (tags.length > PROJECT_LIMITS.tagsMax) return issue('too-many-tags', PROJECT_LIMITS.tagsMax);
  for (const tag of tags) {
    if (tag.length < PROJECT_LIMITS.tagMin) return issue('tag-too-short', PROJECT_LIMITS.tagMin);
    if (tag.length > PROJECT_LIMITS.tagMax) return issue('tag-too-long', PROJECT_LIMITS.tagMax);
  }
  return null;
}

/** A repository or website address: '' (none) or an absolute http(s) address within the bound. */
export function projectUrlIssue(value: string): ErrorIssue | null {
  if (value === '') return null;
  return value.length <= PROJECT_LIMITS.urlMax && isWebUrl(value) ? null : issue('invalid-url');
}

/** The list's sort from a query value: one of PROJECT_SORTS, else `active`. */
export function projectSort(value: unknown): ProjectSort {
  return typeof value === 'string' && (PROJECT_SORTS as readonly string[]).includes(value.trim()) ? (value.trim() as ProjectSort) : 'active';
}

/** The project page's path (R1.11), kept with the page's other addresses (lib/projects/page.ts, no zod). */
export { projectPath } from './paths';
