import type { Translate } from '@/lib/i18n/said';
import { postTypeName } from '@/lib/discussions/types';
import { eventTypeText } from '@/lib/events/texts';
import { listItems, searchPath, toggleListValue, withFilter } from '@/lib/search/address';
import {
  parseSearchIn,
  SEARCH_COLLECTIONS,
  type AnsweredFilter,
  type GlobalSearchQuery,
} from '@/lib/search/global';
import type { ShownResultSet, ShownSearchResponse } from '@/lib/search/shown';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { COLLECTION_KEYS } from './hits';

/** The search namespace's messages in the page's language (`useT('search')`). */
type SearchT = Translate<'search'>;

/** One choice of the facet sidebar: a link to the search with it toggled. */
interface FacetOption {
  value: string;
  label: string;
  /** Null: not counted (a collection not searched). */
  count: number | null;
  selected: boolean;
  href: string;
}

export interface FacetGroup {
  key: string;
  label: string;
  options: FacetOption[];
}

const ANSWERED_KEYS: Record<AnsweredFilter, MessageKey<'search'>> = { answered: 'answered.answered', unanswered: 'answered.unanswered', accepted: 'answered.accepted' };

function countsOf(results: ShownResultSet[], field: string, collections?: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of results) {
    if (collections && !collections.includes(set.collection)) continue;
    for (const facet of set.facet_counts ?? []) {
      if (facet.field_name !== field) continue;
      for (const { value, count } of facet.counts) counts.set(value, (counts.get(value) ?? 0) + count);
    }
  }
  return counts;
}

/** Counted values, the chosen ones first (kept even when this answer does not count them), at most `limit`. */
function options(counts: Map<string, number>, chosen: string[], limit: number, make: (value: string) => Omit<FacetOption, 'value' | 'count' | 'selected'>): FacetOption[] {
  const values = [...chosen, ...[...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value).filter((v) => !chosen.includes(v))].slice(0, Math.max(limit, chosen.length));
  return values.map((value) => ({ value, count: counts.get(value) ?? 0, selected: chosen.includes(value), ...make(value) }));
}

/**
 * The facet sidebar of `/search` (R1.5): what to search in (with each collection's count), and the
 * answer's facet counts (tags of every collection; post types, projects and answered of posts;
 * event types of events). Each choice is a link, so filtering works without JavaScript.
 */
export function facetGroups(query: GlobalSearchQuery, response: Pick<ShownSearchResponse, 'results' | 'projects'>, t: SearchT, names: Translate<'common'>): FacetGroup[] {
  const { results } = response;
  const searched = parseSearchIn(query.searchIn);
  const href = (next: GlobalSearchQuery) => searchPath(next);
  const groups: FacetGroup[] = [
    {
      key: 'searchIn',
      label: t('facet.searchIn'),
      options: SEARCH_COLLECTIONS.map((collection) => {
        const selected = searched.includes(collection);
        const next = selected ? searched.filter((c) => c !== collection) : [...searched, collection];
        return {
          value: collection,
          label: t(COLLECTION_KEYS[collection].title),
          count: results.find((set) => set.collection === collection)?.found ?? null,
          selected,
          href: href(withFilter(query, 'searchIn', next.length > 0 ? SEARCH_COLLECTIONS.filter((c) => next.includes(c)).join(',') : undefined)),
        };
      }),
    },
  ];
  if (searched.includes('post')) {
    // R1.5 `isMainPost`: main posts only unless the searcher asks for replies too.
    const replies = query.isMainPost === false;
    groups.push({
      key: 'isMainPost',
      label: t('facet.replies'),
      options: [{ value: 'replies', label: t('facet.repliesToo'), count: null, selected: replies, href: href(withFilter(query, 'isMainPost', replies ? undefined : false)) }],
    });
  }
  const single = (key: 'postType' | 'answered', value: string) => href(withFilter(query, key, (query[key] === value ? undefined : value) as never));
  const list = (key: 'tags' | 'projects' | 'event_type', value: string) => href(withFilter(query, key, toggleListValue(query[key], value)));
  const projectName = (slug: string) => response.projects.find((p) => p.slug === slug)?.name ?? slug;

  const candidates: FacetGroup[] = [
    { key: 'postType', label: t('facet.postType'), options: options(countsOf(results, 'post_type', ['post']), listItems(query.postType), 8, (v) => ({ label: postTypeName(v, names), href: single('postType', v) })) },
    { key: 'answered', label: t('facet.answered'), options: options(countsOf(results, 'answered', ['post']), listItems(query.answered), 3, (v) => ({ label: Object.prototype.hasOwnProperty.call(ANSWERED_KEYS, v) ? t(ANSWERED_KEYS[v as AnsweredFilter]) : v, href: single('answered', v) })) },
    { key: 'tags', label: t('facet.tags'), options: options(countsOf(results, 'tags'), listItems(query.tags), 12, (v) => ({ label: v, href: list('tags', v) })) },
    { key: 'projects', label: t('facet.projects'), options: options(countsOf(results, 'projects', ['post', 'event']), listItems(query.projects), 8, (v) => ({ label: projectName(v), href: list('projects', v) })) },
    { key: 'event_type', label: t('facet.eventType'), options: options(countsOf(results, 'event_type', ['event']), listItems(query.event_type), 8, (v) => ({ label: eventTypeText(v, names), href: list('event_type', v) })) },
  ];
  return [...groups, ...candidates.filter((group) => group.options.length > 0)];
}
