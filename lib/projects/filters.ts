import { cleanParams, type RouterQuery } from '@/lib/filters';
import { normalizeProjectTags, projectSort } from './rules';
import { PROJECT_LIMITS, type ProjectSort } from './types';

/**
 * The `/projects` list's filters (R1.10, R5.1): what its URL holds and the list was loaded with.
 * The same functions read the URL on the server (the page's loader) and in the browser.
 */

export interface ProjectFilters {
  /** Search text as typed ('' when none). */
  term: string;
  sort: ProjectSort;
  /** Normalised tags (any of them), in the URL's order; [] for all. */
  tags: string[];
}

export const EMPTY_PROJECT_FILTERS: ProjectFilters = { term: '', sort: 'active', tags: [] };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined);

/**
 * R5.1: `term` a single string (bounded) else ''; `sort` active | newest | followers, anything
 * else `active`; `tags` a comma list, normalised like topic tags, at most 5.
 */
export function projectFiltersFromQuery(query: RouterQuery): ProjectFilters {
  const term = (single(query.term) ?? '').slice(0, PROJECT_LIMITS.termMax);
  const rawTags = single(query.tags) ?? '';
  const tags = normalizeProjectTags(rawTags.split(',')).slice(0, PROJECT_LIMITS.tagsMax);
  return { term, sort: projectSort(single(query.sort)), tags };
}

/** R5.6: the request values of the list, empty ones left out. */
export function projectFilterParams(filters: ProjectFilters): { term?: string; sort?: ProjectSort; tags?: string } {
  return cleanParams({ term: filters.term.trim(), sort: filters.sort, tags: filters.tags.join(',') });
}

/** The address of a page of the list: meaningful filters in one fixed order, `page` from 2. */
export function projectsPath(filters: ProjectFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.sort !== 'active') params.set('sort', filters.sort);
  if (filters.term.trim() !== '') params.set('term', filters.term.trim());
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/projects?${search}` : '/projects';
}

export function sameProjectFilters(a: ProjectFilters, b: ProjectFilters): boolean {
  return a.term.trim() === b.term.trim() && a.sort === b.sort && a.tags.join(',') === b.tags.join(',');
}
