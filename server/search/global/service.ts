import { commaItems } from '@/lib/filters';
import { normalizeTag, normalizeTags } from '@/lib/discussions/rules';
import { isPostType, type FacetCount, type PostData, type SearchHit } from '@/lib/discussions/types';
import { EVENT_TYPE_VALUES } from '@/lib/constants';
import type { EventData } from '@/lib/events/types';
import type { ProjectData } from '@/lib/projects/types';
import {
  EXPLORE_TERM,
  INSTANT_COUNT_CAP,
  parseSearchIn,
  SEARCH_COLLECTIONS,
  SEARCH_MAX_PER_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_TERM_MAX,
  type AnyGlobalResultSet,
  type GlobalResultSet,
  type GlobalSearchQuery,
  type GlobalSearchResponse,
  type MemberDocument,
  type SearchCollection,
  type SearchSort,
  type TagFacetResponse,
} from '@/lib/search/global';
import type { Viewer } from '../../users/viewer';
import { publicUser } from '../../users/service';
import * as discussions from '../../discussions/queries';
import { presentPosts } from '../../discussions/present';
import { eventsByIds } from '../../events/queries';
import { presentEvents } from '../../events/present';
import { projectsByIds } from '../../projects/queries';
import { presentProjects } from '../../projects/present';
import { runSearch, SEARCH_COUNT_CAP, type FacetValue, type SearchRequest, type SearchSource } from '../engine';
import { noteSearch } from './log';
import * as q from './queries';

/**
 * The global search (R1.5, R1.6, R3.12, R5.4, R9.2): one result set per collection of `searchIn`
 * (posts, projects, events, members), searched in parallel on the shared engine, with facets,
 * `<mark>` highlights over escaped text, typo tolerance (a term that matches nothing as typed is
 * corrected to the nearest known words) and search-as-you-type (the last word is a prefix).
 * Only what a visitor may see is ever found: the sources hold visible documents only (the feed's
 * entries are live published main posts; events published ones; projects not hidden).
 */

const FACET_LIMIT = 20;
/** As-you-type requests show no facets: none is counted. */
const facetLimit = (n: Normalised): number => (n.instant ? 0 : FACET_LIMIT);
const TAG_SUGGESTIONS = 10;

/** The query, normalised (GlobalSearchQuery values, typed or as a query string gives them). */
interface Normalised {
  /** The words searched: the term without markup tags (which text search never indexes). */
  term: string | null;
  /** The term as asked (answered back in `q` and `meta.term`). */
  asked: string;
  explore: boolean;
  page: number;
  perPage: number;
  sortBy: SearchSort;
  mainOnly: boolean;
  searchIn: SearchCollection[];
  postTypes: string[];
  tags: string[];
  projectSlugs: string[];
  eventTypes: string[];
  range: { from: number; to: number } | null;
  answered: string | null;
  instant: boolean;
}

function normalise(query: GlobalSearchQuery): Normalised {
  const raw = (query.term ?? '').trim().slice(0, SEARCH_TERM_MAX);
  const tags = normalizeTags(commaItems(query.tags));
  // Tags such as `<b>` are skipped when documents are indexed: the words between them are searched.
  const words = raw.replace(/<\/?[A-Za-z][^<>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const term = words === '' || raw === EXPLORE_TERM ? null : words;
  const explore = raw === EXPLORE_TERM || (term === null && tags.length > 0);
  const perPage = Math.min(SEARCH_MAX_PER_PAGE, Math.max(1, Math.floor(query.perPage ?? SEARCH_PAGE_SIZE)));
  const from = query.from;
  const to = query.to;
  return {
    term,
    asked: raw,
    explore,
    page: Math.max(1, Math.floor(query.page ?? 1)),
    perPage,
    sortBy: query.sortBy ?? (term === null ? 'recent' : 'relevance'),
    mainOnly: query.isMainPost !== false,
    searchIn: parseSearchIn(query.searchIn),
    postTypes: commaItems(query.postType).filter(isPostType),
    tags,
    projectSlugs: commaItems(query.projects),
    eventTypes: commaItems(query.event_type).filter((t) => (EVENT_TYPE_VALUES as readonly string[]).includes(t)),
    range: from !== undefined && to !== undefined && from <= to ? { from, to } : null,
    answered: query.answered ?? null,
    instant: query.instant === true,
  };
}

/** One collection's answer before it is shaped (the documents already presented). */
interface Found<D> {
  documents: D[];
  headlines: Map<number, Record<string, string>>;
  idOf: (d: D) => number;
  found: number;
  outOf: number;
  facets: FacetCount[];
  typoTolerant: boolean;
}

/** No project has id 0: the filter of slugs that name no (visible) project. */
const NO_PROJECT = 0;

/** The page's window: past SEARCH_COUNT_CAP matches no page is read (LIMIT 0 reads nothing). */
function window(n: Normalised): { limit: number; offset: number } {
  const offset = (n.page - 1) * n.perPage;
  return offset >= SEARCH_COUNT_CAP ? { limit: 0, offset: 0 } : { limit: n.perPage, offset };
}

function engineRequest(n: Normalised, term: string | null, filters: SearchRequest['filters'], loose: number[] | null): SearchRequest {
  const sort = term === null && n.sortBy === 'relevance' ? 'recent' : n.sortBy;
  return {
    // A loose match is a list of candidate ids, searched without the term.
    term: loose ? null : term,
    filters: loose ? { ...filters, ids: loose } : filters,
    sort,
    pinnedFirst: false,
    prefix: true,
    countCap: n.instant ? INSTANT_COUNT_CAP : SEARCH_COUNT_CAP,
    ...window(n),
  };
}

const tagFacet = (counts: FacetValue[]): FacetCount => ({ field_name: 'tags', counts });

function byId(rows: Array<{ id: number; title: string; body: string }>, fields: [string, string]): Map<number, Record<string, string>> {
  return new Map(rows.map((h) => [h.id, { [fields[0]]: h.title, [fields[1]]: h.body }]));
}

/**
 * A term corrected to the nearest known words (typo tolerance): each word the vocabulary does
 * not know is replaced by its nearest known one. null when nothing changes.
 */
async function correctedTerm(term: string): Promise<string | null> {
  const words = [...new Set(term.toLowerCase().match(/[\p{L}\p{N}]{3,40}/gu) ?? [])];
  if (words.length === 0 || /["]|(^|\s)-/.test(term)) return null;
  const nearest = await q.nearestWords(words);
  const replace = new Map(nearest.filter((w) => !w.known && w.near !== null).map((w) => [w.word, w.near!]));
  if (replace.size === 0) return null;
  return term
    .toLowerCase()
    .replace(/[\p{L}\p{N}]{3,40}/gu, (w) => replace.get(w) ?? w)
    .trim();
}

/** Runs a source with the term; when it finds nothing, again with the corrected term. */
async function searchWithTypos(
  source: SearchSource,
  n: Normalised,
  filters: SearchRequest['filters'],
  corrected: () => Promise<string | null>,
) {
  const first = await runSearch(source, engineRequest(n, n.term, filters, null), facetLimit(n));
  if (first.found > 0 || n.term === null) return { answer: first, term: n.term, typoTolerant: false };
  const better = await corrected();
  if (better === null) return { answer: first, term: n.term, typoTolerant: false };
  const second = await runSearch(source, engineRequest(n, better, filters, null), facetLimit(n));
  return second.found > 0 ? { answer: second, term: better, typoTolerant: true } : { answer: first, term: n.term, typoTolerant: false };
}

async function searchPosts(n: Normalised, viewer: Viewer | null, corrected: () => Promise<string | null>): Promise<Found<PostData>> {
  if (!n.mainOnly) return searchPostsWithReplies(n, viewer, corrected);
  const projectIds = await q.projectIdsBySlugs(n.projectSlugs);
  const filters: SearchRequest['filters'] = {
    postType: n.postTypes,
    allTags: n.tags,
    projects: n.projectSlugs.length > 0 && projectIds.length === 0 ? [NO_PROJECT] : projectIds,
    from: n.range ? [n.range.from] : [],
    to: n.range ? [n.range.to] : [],
    answered: n.answered ? [n.answered] : [],
  };
  // The hits, found and every facet come from one statement (the source's more facets).
  const { answer, term, typoTolerant } = await searchWithTypos(q.postSource, n, filters, corrected);
  // The page's documents and the headlines at once (each one or two round trips).
  const [documents, heads] = await Promise.all([
    discussions.postsWithTopics(answer.ids).then((rows) =>
      presentPosts(
        rows.map((r) => r.post),
        viewer,
        { knownTopics: rows.map((r) => r.topic) },
      ),
    ),
    term !== null ? q.postHeadlines(answer.ids, term, true) : Promise.resolve([]),
  ]);
  return {
    documents,
    headlines: byId(heads, ['title', 'summary']),
    idOf: (d) => d.pid,
    found: answer.found,
    outOf: answer.outOf,
    facets: [
      tagFacet(answer.facets),
      { field_name: 'post_type', counts: answer.more.post_type ?? [] },
      { field_name: 'projects', counts: answer.more.projects ?? [] },
      { field_name: 'answered', counts: (answer.more.answered ?? []).filter((f) => f.count > 0) },
    ],
    typoTolerant,
  };
}

/**
 * Posts with replies (`isMainPost=false`): live posts of visible topics over `posts.search`
 * (q.searchReplies, bounded like the engine), with the same prefix and typo rules; tags match
 * any of them (the discussions' filter).
 */
async function searchPostsWithReplies(n: Normalised, viewer: Viewer | null, corrected: () => Promise<string | null>): Promise<Found<PostData>> {
  const filters = {
    mainOnly: false,
    postTypes: n.postTypes,
    tags: n.tags,
    projectSlugs: n.projectSlugs,
    uid: null,
    range: n.range,
    sort: n.sortBy === 'recent' ? ('recent' as const) : ('popular' as const),
    pinnedFirst: false,
  };
  const sort = n.term === null && n.sortBy === 'relevance' ? 'recent' : n.sortBy;
  const { limit, offset } = window(n);
  const run = (term: string | null) => q.searchReplies(filters, term, true, sort, limit, offset, FACET_LIMIT);
  let answer = await run(n.term);
  let term = n.term;
  let typoTolerant = false;
  if (answer.found === 0 && n.term !== null) {
    const better = await corrected();
    const second = better === null ? null : await run(better);
    if (second && second.found > 0) [answer, term, typoTolerant] = [second, better, true];
  }
  const [rows, outOf, headlines] = await Promise.all([
    discussions.postsWithTopics(answer.ids),
    discussions.countVisibleMainPosts(),
    term !== null ? q.postHeadlines(answer.ids, term, true) : Promise.resolve([]),
  ]);
  const documents = await presentPosts(
    rows.map((r) => r.post),
    viewer,
    { knownTopics: rows.map((r) => r.topic) },
  );
  return {
    documents,
    headlines: byId(headlines, ['title', 'summary']),
    idOf: (d) => d.pid,
    found: answer.found,
    outOf,
    facets: [tagFacet(answer.tags)],
    typoTolerant,
  };
}

async function searchProjects(n: Normalised, viewer: Viewer | null, corrected: () => Promise<string | null>): Promise<Found<ProjectData>> {
  const filters: SearchRequest['filters'] = { allTags: n.tags };
  const { answer, term, typoTolerant } = await searchWithTypos(q.globalProjectSource, n, filters, corrected);
  const [documents, heads] = await Promise.all([
    projectsByIds(answer.ids).then((rows) => presentProjects(rows, viewer)),
    term !== null ? q.projectHeadlines(answer.ids, term, true) : Promise.resolve([]),
  ]);
  return {
    documents,
    headlines: byId(heads, ['name', 'description']),
    idOf: (d) => d.id,
    found: answer.found,
    outOf: answer.outOf,
    facets: [tagFacet(answer.facets)],
    typoTolerant,
  };
}

async function searchEvents(n: Normalised, viewer: Viewer | null, corrected: () => Promise<string | null>): Promise<Found<EventData>> {
  const projectIds = await q.projectIdsBySlugs(n.projectSlugs);
  const filters: SearchRequest['filters'] = {
    eventType: n.eventTypes,
    allTags: n.tags,
    projects: n.projectSlugs.length > 0 && projectIds.length === 0 ? [NO_PROJECT] : projectIds,
    from: n.range ? [n.range.from] : [],
    to: n.range ? [n.range.to] : [],
  };
  const { answer, term, typoTolerant } = await searchWithTypos(q.globalEventSource, n, filters, corrected);
  const [documents, heads] = await Promise.all([
    eventsByIds(answer.ids).then((rows) => presentEvents(rows, viewer)),
    term !== null ? q.eventHeadlines(answer.ids, term, true) : Promise.resolve([]),
  ]);
  return {
    documents,
    headlines: byId(heads, ['title', 'summary']),
    idOf: (d) => d.id,
    found: answer.found,
    outOf: answer.outOf,
    facets: [tagFacet(answer.facets), { field_name: 'event_type', counts: answer.more.event_type ?? [] }],
    typoTolerant,
  };
}

/** Members (never hidden full names); tags and the other filters do not apply to them. */
async function searchMembers(n: Normalised): Promise<Found<MemberDocument>> {
  const { limit, offset } = window(n);
  const [{ uids, found }, outOf] = await Promise.all([q.searchMembers(n.term, limit, offset), q.countMembers()]);
  const [rows, heads] = await Promise.all([q.membersByUids(uids), n.term !== null ? q.memberHeadlines(uids, n.term) : Promise.resolve([])]);
  const documents = rows.map((row): MemberDocument => {
    const { uid, username, userslug, fullname, picture, aboutme, location, reputation, postcount, joindate } = publicUser(row, null);
    return { type: 'user', uid, username, userslug, fullname, picture, aboutme, location, reputation, postcount, joindate };
  });
  return { documents, headlines: byId(heads, ['username', 'fullname']), idOf: (d) => d.uid, found, outOf, facets: [tagFacet([])], typoTolerant: false };
}

function resultSet<C extends SearchCollection>(collection: C, n: Normalised, f: Found<GlobalResultSet<C>['hits'][number]['document']>): GlobalResultSet<C> {
  const hits = f.documents.map((document) => {
    const shown = f.headlines.get(f.idOf(document)) ?? {};
    const highlights = Object.entries(shown)
      .filter(([, snippet]) => snippet.includes('<mark>'))
      .map(([field, snippet]) => ({ field, snippet }));
    return { document, highlights } as SearchHit<GlobalResultSet<C>['hits'][number]['document']>;
  });
  return {
    collection,
    found: f.found,
    page: n.page,
    out_of: f.outOf,
    hits,
    request_params: { per_page: n.perPage, q: n.asked },
    facet_counts: f.facets,
    typo_tolerant: f.typoTolerant,
  };
}

function emptySet(collection: SearchCollection, n: Normalised): AnyGlobalResultSet {
  return {
    collection,
    found: 0,
    page: n.page,
    out_of: 0,
    hits: [],
    request_params: { per_page: n.perPage, q: n.asked },
    facet_counts: [tagFacet([])],
    typo_tolerant: false,
  } as AnyGlobalResultSet;
}

/**
 * `GET /search` and `GET /api/search`: one result set per collection of `searchIn`, in
 * SEARCH_COLLECTIONS order. A request without a term that is not an explore request (`term=*`,
 * or tags without a term) answers empty result sets (R5.4). Complete searches are recorded in
 * the search log (not explore or as-you-type requests, not later pages); the log never delays
 * or fails the answer (`logged`: how; the search page's render also counts each serving of its
 * stored copy).
 */
export async function searchEverything(
  query: GlobalSearchQuery,
  viewer: Viewer | null,
  logged: (term: string, found: number) => void = noteSearch,
): Promise<GlobalSearchResponse> {
  const n = normalise(query);
  const searchIn = SEARCH_COLLECTIONS.filter((c) => n.searchIn.includes(c));
  const meta = (found: number): GlobalSearchResponse['meta'] => ({
    term: n.asked,
    searchIn,
    page: n.page,
    perPage: n.perPage,
    sortBy: n.sortBy,
    explore: n.explore,
    found,
  });
  if (n.term === null && !n.explore) {
    return { results: searchIn.map((c) => emptySet(c, n)), projects: [], meta: meta(0) };
  }
  let correction: Promise<string | null> | null = null;
  const corrected = () => (correction ??= n.term === null ? Promise.resolve(null) : correctedTerm(n.term));
  const results = await Promise.all(
    searchIn.map(async (collection): Promise<AnyGlobalResultSet> => {
      switch (collection) {
        case 'post':
          return resultSet('post', n, await searchPosts(n, viewer, corrected));
        case 'project':
          return resultSet('project', n, await searchProjects(n, viewer, corrected));
        case 'event':
          return resultSet('event', n, await searchEvents(n, viewer, corrected));
        case 'user':
          return resultSet('user', n, await searchMembers(n));
      }
    }),
  );
  const found = results.reduce((sum, r) => sum + r.found, 0);
  const projectIds = new Set<number>();
  for (const r of results) {
    if (r.collection === 'post' || r.collection === 'event') {
      for (const hit of r.hits) for (const p of hit.document.project_details ?? []) projectIds.add(p.id);
    }
  }
  const projects = await q.projectBriefs([...projectIds]);
  if (n.term !== null && !n.instant && n.page === 1) logged(n.term, found);
  return { results, projects, meta: meta(found) };
}

/** The tag text of a facet query `tags:{text}` (null: not a tag facet query). */
export function tagFacetText(facetQuery: string | undefined): string | null {
  const match = /^\s*tags\s*:(.*)$/i.exec(facetQuery ?? '');
  return match ? (match[1] ?? '') : null;
}

/**
 * `GET /search?term=*&facetQuery=tags:{text}` (R7.4): tags starting with the text or spelt like
 * it, with their counts, most used first; an empty text answers none (R5.4).
 */
export async function tagSuggestions(text: string): Promise<TagFacetResponse> {
  const tag = normalizeTag(text.slice(0, 100));
  const counts = tag === '' ? [] : await q.tagsLike(tag, TAG_SUGGESTIONS);
  return { facet_counts: [{ field_name: 'tags', counts }], meta: { facetQuery: `tags:${text}` } };
}
