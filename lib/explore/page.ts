import { isPostType, POST_TYPE_KEY } from '@/lib/discussions/types';
import { EVENT_TYPE_KEY } from '@/lib/events/texts';
import { isEventType } from '@/lib/events/types';
import { said } from '@/lib/i18n/said';
import { unescapeText } from '@/lib/names';
import { EXPLORE_TERM, type AnyGlobalResultSet, type ExploreTagsResponse, type GlobalSearchResponse } from '@/lib/search/global';
import { truncate } from '@/lib/text';
import { EXPLORE_PER_SECTION, exploreHref, parseExploreTags } from './tags';
import type { ExploreItem, ExploreKind, ExplorePageProps, ExploreSection } from './types';

/**
 * `/explore` (R1.6): the page's props from the tags lists and the global search's answer, built the
 * same way by the page loader (server/ssr/explore.ts).
 */

/** The collections the page searches, and its order of sections. */
const EXPLORE_COLLECTIONS: ExploreKind[] = ['post', 'event', 'project'];

/** The chosen tags, or the canonical address when the address writes them otherwise (`Rust, WASM`, repeats, empties). */
export function exploreAddress(raw: string | string[] | undefined): { tags: string[]; canonical: string | null } {
  const tags = parseExploreTags(raw);
  const canonical = raw !== undefined && (Array.isArray(raw) || tags.length === 0 || raw !== tags.join(',')) ? exploreHref(tags) : null;
  return { tags, canonical };
}

/** The global search's explore request for the chosen tags (no term, the `tags` filter). */
export function exploreSearchParams(tags: readonly string[]) {
  return { term: EXPLORE_TERM, tags: tags.join(','), searchIn: EXPLORE_COLLECTIONS.join(','), perPage: EXPLORE_PER_SECTION, sortBy: 'popular' as const };
}

/** One result set as plain-text items of the page. */
function exploreSectionOf(set: AnyGlobalResultSet): ExploreSection | null {
  switch (set.collection) {
    case 'post':
      return {
        kind: 'post',
        found: set.found,
        items: set.hits.map(({ document: p }): ExploreItem => ({
          kind: 'post',
          id: p.pid,
          title: unescapeText(p.title || p.topicTitle),
          url: p.url,
          summary: truncate(unescapeText(p.summary)),
          label: isPostType(p.postType) ? said('common', POST_TYPE_KEY[p.postType]) : '',
          when: p.timestamp,
          tags: p.tags ?? [],
        })),
      };
    case 'event':
      return {
        kind: 'event',
        found: set.found,
        items: set.hits.map(({ document: e }): ExploreItem => ({
          kind: 'event',
          id: e.id,
          title: unescapeText(e.title),
          url: e.url,
          summary: truncate(unescapeText(e.summary)),
          label: isEventType(e.event_type) ? said('common', EVENT_TYPE_KEY[e.event_type]) : e.event_type,
          when: e.timestamp,
          tags: (e.tags ?? []).map((t) => t.tag_name),
        })),
      };
    case 'project':
      return {
        kind: 'project',
        found: set.found,
        items: set.hits.map(({ document: p }): ExploreItem => ({
          kind: 'project',
          id: p.id,
          title: p.name,
          url: p.url,
          summary: p.summary,
          label: p.language,
          when: null,
          tags: p.tags ?? [],
        })),
      };
    default:
      return null;
  }
}

/**
 * The page's props: the tags lists and, with tags chosen, one section per collection in the
 * page's order (`search` null: no tags chosen; 'failed': the search failed, the page says so).
 */
export function explorePageProps(tags: string[], lists: ExploreTagsResponse, search: Pick<GlobalSearchResponse, 'results'> | 'failed' | null): ExplorePageProps {
  const failed = search === 'failed';
  const sections =
    search === null || failed
      ? null
      : search.results
          .map(exploreSectionOf)
          .filter((s): s is ExploreSection => s !== null)
          .sort((a, b) => EXPLORE_COLLECTIONS.indexOf(a.kind) - EXPLORE_COLLECTIONS.indexOf(b.kind));
  return { tags, popular: lists.popular, trending: lists.trending, sections, failed };
}
