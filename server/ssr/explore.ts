import type { GetServerSidePropsContext } from 'next';
import { POST_TYPE_LABELS } from '@/lib/discussions/types';
import { eventTypeLabel } from '@/lib/events/types';
import { EXPLORE_PER_SECTION, exploreHref, parseExploreTags } from '@/lib/explore/tags';
import type { ExploreItem, ExploreKind, ExplorePageProps, ExploreSection } from '@/lib/explore/types';
import { EXPLORE_TERM, type AnyGlobalResultSet, type ExploreTagsResponse } from '@/lib/search/global';
import { unescapeText } from '@/lib/names';
import { htmlToText, truncate } from '@/lib/text';
import { exploreTags } from '../explore/service';
import { searchEverything } from '../search/global/service';
import type { SsrContext } from './appState';

/**
 * `/explore` (R1.6): the popular and trending tags (server/explore/) and, with tags chosen, the
 * global search's explore request (no term, the `tags` filter) over posts, events and projects,
 * read for the viewer, as plain props: visitors and crawlers get everything as HTML. A `tags`
 * value not in its canonical form (`Rust, WASM`, repeats, empties) redirects to it.
 */

const COLLECTIONS = 'post,event,project';
/** The page's order of sections. */
const ORDER: ExploreKind[] = ['post', 'event', 'project'];
const NO_TAGS: ExploreTagsResponse = { popular: [], trending: [] };

/** One result set as plain-text items of the page. */
function sectionOf(set: AnyGlobalResultSet): ExploreSection | null {
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
          label: POST_TYPE_LABELS[p.postType] ?? '',
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
          label: eventTypeLabel(e.event_type),
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
          summary: truncate(htmlToText(p.description)),
          label: p.language,
          when: null,
          tags: p.tags ?? [],
        })),
      };
    default:
      return null;
  }
}

export async function loadExplorePage(
  ctx: GetServerSidePropsContext,
  { viewer }: SsrContext,
): Promise<{ props: ExplorePageProps } | { redirect: { destination: string; permanent: true } }> {
  const raw = ctx.query.tags;
  const tags = parseExploreTags(raw);
  if (raw !== undefined && (Array.isArray(raw) || tags.length === 0 || raw !== tags.join(','))) {
    return { redirect: { destination: exploreHref(tags), permanent: true } };
  }
  const [lists, search] = await Promise.all([
    exploreTags().catch((err: unknown) => {
      console.error('[explore] the tags failed to load:', err);
      return NO_TAGS;
    }),
    tags.length === 0
      ? Promise.resolve(null)
      : searchEverything(
          { term: EXPLORE_TERM, tags: tags.join(','), searchIn: COLLECTIONS, perPage: EXPLORE_PER_SECTION, sortBy: 'popular' },
          viewer,
        ).catch((err: unknown) => {
          console.error('[explore] the results failed to load:', err);
          return 'failed' as const;
        }),
  ]);
  const failed = search === 'failed';
  const sections =
    search === null || failed
      ? null
      : search.results
          .map(sectionOf)
          .filter((s): s is ExploreSection => s !== null)
          .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return { props: { tags, popular: lists.popular, trending: lists.trending, sections, failed } };
}
