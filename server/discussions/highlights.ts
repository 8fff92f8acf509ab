import { searchResponse } from '../search/response';
import type { HighlightsQuery, PostData, SearchResponse } from '@/lib/discussions/types';
import { normalizeTags } from '@/lib/discussions/rules';
import { DISCUSSION_PAGE_SIZE, isPostType } from '@/lib/discussions/types';
import { idFilter } from '@/lib/params';
import type { Viewer } from '../users/viewer';
import { presentPosts } from './present';
import { pageNumber } from './reads';
import * as q from './queries';
import type { HighlightFilters } from './queries';
import { runSearch, SEARCH_COUNT_CAP, type FacetValue, type SearchRequest } from '../search/engine';

/**
 * The highlights feed (R1.1, R7.4, R3.12): PostgreSQL full-text search over `posts.search`
 * (GIN index) with the feed's filters, tag facets and <mark> headlines.
 */

const HIGHLIGHTS_PAGE_SIZE = DISCUSSION_PAGE_SIZE.feed;
/** How many tags the facet lists. */
const TAG_FACET_LIMIT = 20;
const TERM_MAX = 200;

/** Query values as they may arrive: typed, or strings from a query string. */
type HighlightsInput = { [K in keyof HighlightsQuery]?: HighlightsQuery[K] | string | null };

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A comma list: trimmed, empties and duplicates dropped, order kept. */
function commaList(value: unknown): string[] {
  const parts = text(value)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return [...new Set(parts)];
}

const UNIX_SECONDS = /^\d{1,12}$/;

function seconds(value: unknown): number | null {
  const t = text(value).trim();
  return UNIX_SECONDS.test(t) ? Number(t) : null;
}

/**
 * The filters of a highlights query. Unknown post types are ignored (none valid: no filter);
 * `from`/`to` apply only when both are valid unix seconds and from <= to (R5.6); `event_type`
 * does not apply to posts; sortBy other than 'recent' is 'popular'; `search-order` 0 turns off
 * pinned-first.
 */
export function highlightFilters(query: HighlightsInput): HighlightFilters {
  const term = text(query.term).trim().slice(0, TERM_MAX);
  const from = seconds(query.from);
  const to = seconds(query.to);
  const mainFlag = text(query.isMainPost).trim().toLowerCase();
  const order = text(query['search-order']).trim();
  return {
    term: term === '' ? null : term,
    mainOnly: !(query.isMainPost === false || mainFlag === 'false' || mainFlag === '0'),
    postTypes: commaList(query.postType).filter(isPostType),
    tags: normalizeTags(commaList(query.tags)),
    projectSlugs: commaList(query.projects),
    uid: idFilter.parse(query.uid) ?? null,
    range: from !== null && to !== null && from <= to ? { from, to } : null,
    sort: text(query.sortBy).trim() === 'recent' ? 'recent' : 'popular',
    pinnedFirst: order !== '0',
  };
}

/** No project has id 0 (serial ids start at 1): the filter of slugs that name no project. */
const NO_PROJECT = 0;

/**
 * The feed's filters and sort as a request to the search engine (server/search/); `projectIds`
 * are the ids of `f.projectSlugs` (projectIdsBySlugs).
 */
export function feedRequest(f: HighlightFilters, page: number, projectIds: number[]): SearchRequest {
  return {
    term: f.term,
    filters: {
      postType: f.postTypes,
      tags: f.tags,
      projects: f.projectSlugs.length > 0 && projectIds.length === 0 ? [NO_PROJECT] : projectIds,
      uid: f.uid === null ? [] : [f.uid],
      from: f.range ? [f.range.from] : [],
      to: f.range ? [f.range.to] : [],
    },
    sort: f.sort,
    pinnedFirst: f.pinnedFirst,
    limit: HIGHLIGHTS_PAGE_SIZE,
    offset: (page - 1) * HIGHLIGHTS_PAGE_SIZE,
  };
}

/** One page of the feed with its counts: main posts from the engine, replies too the old way. */
async function feedPage(
  f: HighlightFilters,
  page: number,
): Promise<{ rows: Array<{ post: q.PostRow; topic: q.TopicRow }>; found: number; outOf: number; tags: FacetValue[] }> {
  if (f.mainOnly) {
    const projectIds = await q.projectIdsBySlugs(f.projectSlugs);
    const answer = await runSearch(q.mainPostFeed, feedRequest(f, page, projectIds), TAG_FACET_LIMIT);
    return { rows: await q.postsWithTopics(answer.ids), found: answer.found, outOf: answer.outOf, tags: answer.facets };
  }
  const size = HIGHLIGHTS_PAGE_SIZE;
  const [rows, found, all, tags] = await Promise.all([
    q.highlightsPage(f, size, (page - 1) * size),
    q.countHighlights(f, SEARCH_COUNT_CAP),
    q.countVisibleMainPosts(),
    q.highlightTagCounts(f, SEARCH_COUNT_CAP, TAG_FACET_LIMIT),
  ]);
  return { rows, found, outOf: all, tags };
}

/**
 * `GET /api/events/v1/search/highlights`: one page (10) of matching posts with facets. `found`
 * beyond SEARCH_COUNT_CAP is reported as the cap unless maintained counts answer it exactly.
 */
export async function searchHighlights(
  query: HighlightsInput,
  viewer: Viewer | null,
): Promise<SearchResponse<PostData>> {
  const filters = highlightFilters(query);
  const page = pageNumber(query.page);
  const size = HIGHLIGHTS_PAGE_SIZE;
  const { rows, found, outOf, tags: tagCounts } = await feedPage(filters, page);
  const [documents, headlines] = await Promise.all([
    presentPosts(
      rows.map((r) => r.post),
      viewer,
      { knownTopics: rows.map((r) => r.topic) },
    ),
    filters.term !== null
      ? q.highlightHeadlines(
          rows.map((r) => r.post.pid),
          filters.term,
        )
      : Promise.resolve([]),
  ]);
  const byPid = new Map(headlines.map((h) => [h.pid, h]));
  return searchResponse({
    documents,
    // A post without a summary shows none, so its summary is not highlighted either.
    headlines: (d) => {
      const h = byPid.get(d.pid);
      const shown: Record<string, string> | undefined = h && { title: h.title };
      if (h && shown && d.summary !== '') shown.summary = h.summary;
      return shown;
    },
    found,
    page,
    outOf,
    perPage: size,
    term: filters.term,
    tags: tagCounts,
  });
}
