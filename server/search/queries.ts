import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HTML_ESCAPES } from '@/lib/names';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import { getDb } from '../db';
import { TEXT_SEARCH } from '../db/textSearch';

/**
 * The search engine's one query builder (data access: the only file of server/search that uses
 * Drizzle). A source is a table with one row per searchable document, kept by its feature (the
 * highlights feed: `feed_entries`), described by a `SearchSource`: its id, the columns each sort
 * order reads (all descending, each backed by an index so `LIMIT 10` reads about ten entries),
 * its pinned column, its full-text column, its named filters and, optionally, a counts table the
 * feature maintains. `engine.ts` runs the queries built here.
 */

/** A named filter of a source: the SQL condition for the values a request gives. */
type FilterSql = (values: Array<string | number>) => SQL;

export interface SearchSource {
  table: PgTable;
  id: PgColumn;
  /**
   * The condition every document of the source meets (optional), applied to every query,
   * `out_of` included: for a source that is a feature's own table holding hidden rows too (the
   * projects: visible ones only). Partial indexes with the same predicate serve it.
   */
  visible?: SQL;
  /** 1 for pinned documents, 0 otherwise: first when the request asks for pinned-first (none: never pinned). */
  pinned?: PgColumn;
  /** The weighted tsvector matched with `websearch_to_tsquery(TEXT_SEARCH, term)`. */
  search: PgColumn;
  /**
   * Sort name: the columns after pinned (descending, or every one ascending with `ascending`:
   * the events' soonest first; the id last for a stable order).
   */
  sorts: Record<string, { columns: PgColumn[]; ranked: boolean; ascending?: boolean }>;
  filters: Record<string, FilterSql>;
  /** The text-array column the facet counts (tags). */
  facet: PgColumn;
  /**
   * More facets (optional), counted over the same matches as `facet` in the same statement, never
   * by a statement of their own: `columns` the matches carry (named as given) and, per facet, its
   * counts as a JSON array of `{value, count}` over `matches` (a relation of those columns: the
   * first SEARCH_COUNT_CAP matches) with at most `limit` values where a facet has many.
   */
  moreFacets?: {
    columns: Record<string, PgColumn>;
    counts: Record<string, (matches: SQL, limit: number) => SQL>;
  };
  /**
   * Maintained counts (optional): rows (group, facet value, n) where facet value '' is the
   * group's total. `groupFilter` names the filter whose values are groups, `facetFilter` the
   * filter on the facet column; with no other filter and no term, counts come from here.
   */
  counts?: {
    table: PgTable;
    group: PgColumn;
    value: PgColumn;
    n: PgColumn;
    groupFilter: string;
    facetFilter: string;
    /**
     * The `visible` condition the counts count under (the same SQL object as the source's):
     * a source whose `visible` is another condition (or that has one the counts do not know)
     * gets `found` and facets counted from its rows.
     */
    visible?: SQL;
    /**
     * Maintained pair counts (optional): rows (group, facet value, co-value, n), each value paired
     * with itself too: the facets of a request filtered by one facet value.
     */
    pairs?: { table: PgTable; group: PgColumn; value: PgColumn; covalue: PgColumn; n: PgColumn };
  };
}

export interface SearchRequest {
  term: string | null;
  /** Filter name → values (an empty list: no filter). */
  filters: Record<string, Array<string | number>>;
  sort: string;
  pinnedFirst: boolean;
  limit: number;
  offset: number;
  /** The term's last word is a prefix (search-as-you-type; see searchTsQuery). */
  prefix?: boolean;
  /**
   * How many matches are counted, and ranked for a ranked sort of a common term (default
   * SEARCH_COUNT_CAP). As-you-type requests count fewer (INSTANT_COUNT_CAP): `found` equal to it
   * means "that many or more".
   */
  countCap?: number;
}

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * At most SEARCH_COUNT_CAP matches are counted per request (`found` is then the cap: "1,000 or
 * more"), tag facets of such a set are the tags of the matches counted, and a term search
 * sorted by relevance ranks at most this many candidates (docs/DECISIONS.md).
 */
export { SEARCH_COUNT_CAP };

/**
 * The last word of a term read as a prefix (search-as-you-type): the words before it, and it in
 * lower case. null when the term uses websearch operators (quotes, `-word`, `or`), when the last
 * word has anything but letters and digits, or is shorter than PREFIX_MIN (a one- or two-letter
 * prefix matches too much to be worth its index read).
 */
const PREFIX_MIN = 3;
function prefixSplit(term: string): { rest: string; last: string } | null {
  const words = term.trim().split(/\s+/);
  if (/["]/.test(term) || words.some((w) => w.startsWith('-') || w.toLowerCase() === 'or')) return null;
  const last = (words.pop() ?? '').toLowerCase();
  if (last.length < PREFIX_MIN || !/^[\p{L}\p{N}]+$/u.test(last)) return null;
  return { rest: words.join(' '), last };
}

/**
 * The tsquery of a term: `websearch_to_tsquery` (phrases, `-word`, `or`), or with `prefix` the
 * last word as a prefix (`word:*`) AND the words before it (see prefixSplit).
 */
export function searchTsQuery(term: string, prefix = false): SQL {
  const split = prefix ? prefixSplit(term) : null;
  if (!split) return sql`websearch_to_tsquery(${TEXT_SEARCH}, ${term})`;
  return sql`(websearch_to_tsquery(${TEXT_SEARCH}, ${split.rest}) && to_tsquery(${TEXT_SEARCH}, ${`${split.last}:*`}))`;
}

const countCap = (request: SearchRequest): number => request.countCap ?? SEARCH_COUNT_CAP;

const tsQuery = (request: SearchRequest, term: string): SQL => searchTsQuery(term, request.prefix === true);

function activeFilters(request: SearchRequest): Array<[string, Array<string | number>]> {
  return Object.entries(request.filters).filter(([, values]) => values.length > 0);
}

/** Every condition of the request (term and filters), joined with AND. */
function searchWhere(source: SearchSource, request: SearchRequest): SQL {
  const conditions: SQL[] = [source.visible ?? sql`true`];
  if (request.term !== null) conditions.push(sql`${source.search} @@ ${tsQuery(request, request.term)}`);
  for (const [name, values] of activeFilters(request)) {
    const filter = source.filters[name];
    if (!filter) throw new Error(`unknown search filter ${name}`);
    conditions.push(filter(values));
  }
  return sql.join(conditions, sql` AND `);
}

function sortOf(source: SearchSource, request: SearchRequest) {
  const sort = source.sorts[request.sort];
  if (!sort) throw new Error(`unknown search sort ${request.sort}`);
  return sort;
}

/** The pinned column when the request asks for pinned-first and the source has one. */
const pinnedKeys = (source: SearchSource, request: SearchRequest): PgColumn[] =>
  request.pinnedFirst && source.pinned ? [source.pinned] : [];

/** The direction of each key of a sort: pinned descending, the sort's columns as the sort says. */
function directions(source: SearchSource, request: SearchRequest): Array<'ASC' | 'DESC'> {
  const sort = sortOf(source, request);
  return [...pinnedKeys(source, request).map(() => 'DESC' as const), ...sort.columns.map(() => (sort.ascending ? ('ASC' as const) : ('DESC' as const)))];
}

/** The index order of a sort: [pinned,] its columns. */
function indexOrder(source: SearchSource, request: SearchRequest): SQL[] {
  const columns = [...pinnedKeys(source, request), ...sortOf(source, request).columns];
  const order = directions(source, request);
  return columns.map((c, i) => sql`${c} ${sql.raw(order[i]!)}`);
}

/**
 * The page's ORDER BY over the columns `k0…` of a candidate set, with the rank first when ranked.
 * `opaque`: the pinned keys (integers) are written `k + 0`, the same order that PostgreSQL cannot
 * see as the sort index's. Ranking the candidates a walk of that index found needs all of them, but
 * an ORDER BY that starts with the index's first key lets the planner cost an incremental sort as
 * if it stopped early, and so prefer walking the index past every row a filter rejects over
 * reading the filter's few matches from their own indexes (at 1,000,000 posts, a term and a tag:
 * 45 -> 15 ms; bench/RESULTS.md).
 */
function candidateOrder(order: ReadonlyArray<'ASC' | 'DESC'>, rankAt: number | null, opaque = false): SQL {
  const pinnedKey = (i: number) => opaque && rankAt !== null && i < rankAt;
  const outer = order.map((direction, i) => sql.raw(pinnedKey(i) ? `(c.k${i} + 0) ${direction}` : `c.k${i} ${direction}`));
  if (rankAt !== null) outer.splice(rankAt, 0, sql.raw('c.rank DESC'));
  return sql.join(outer, sql`, `);
}

/**
 * The facet counts (as one JSON column) of the documents of `rows`, a query with a `facet`
 * column; a limit of 0 asks for none (NULL, nothing read).
 */
function facetJson(rows: SQL, limit: number): SQL {
  if (limit <= 0) return sql`NULL::json`;
  return sql`(SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value ASC)
    FROM (SELECT x.value, count(*)::int AS count FROM (SELECT unnest(f.facet) AS value FROM (${rows}) f) x
          GROUP BY x.value ORDER BY 2 DESC, 1 ASC LIMIT ${limit}) t)`;
}

/** A name the engine writes into SQL as it is (a column alias or a JSON key): code's own, never a request's. */
function identifier(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad search identifier ${name}`);
  return sql.raw(name);
}

/** The columns the source's more facets read, as the matches carry them (`, col AS name`, or nothing). */
function moreColumns(source: SearchSource): SQL {
  const columns = Object.entries(source.moreFacets?.columns ?? {});
  return sql.join(columns.map(([name, column]) => sql`, ${column} AS ${identifier(name)}`), sql``);
}

/**
 * The source's more facets over `matches` as one JSON object (facet name → counts); NULL when it
 * has none or none are asked (a limit of 0, as for the tag facet).
 */
function moreFacetsJson(source: SearchSource, matches: SQL, limit: number): SQL {
  const counts = Object.entries(source.moreFacets?.counts ?? {});
  if (counts.length === 0 || limit <= 0) return sql`NULL::json`;
  return sql`json_build_object(${sql.join(
    counts.map(([name, count]) => sql`'${identifier(name)}', ${count(matches, limit)}`),
    sql`, `,
  )})`;
}

/** The ids of one page without a term: the sort's index order, about `limit + offset` entries read. */
function indexPageQuery(source: SearchSource, request: SearchRequest): SQL {
  return sql`SELECT ${source.id} AS id FROM ${source.table} WHERE ${searchWhere(source, request)}
    ORDER BY ${sql.join(indexOrder(source, request), sql`, `)}
    LIMIT ${request.limit} OFFSET ${request.offset}`;
}

/**
 * A request with a term, or with filters the maintained counts do not answer, in one statement:
 * the page's ids, `found` (bounded) and the facets, from one fetch of the matches. Walking the sort's index and testing each document finds
 * ten matches of a common word at once but reads the whole index for a rare word or none, so the
 * matches are fetched first, in whatever order PostgreSQL finds cheapest (the tsvector's GIN
 * index for a rare word), stopping past SEARCH_COUNT_CAP. When there are at most that many, they
 * are every match: the page is them sorted (ranked by `ts_rank` first for a ranked sort) and
 * `found` and the facets are exact. When there are more, the word is common: the page walks the
 * sort's index (a ranked sort ranks the first SEARCH_COUNT_CAP matches in index order), `found`
 * is the cap and the facets are those of the first SEARCH_COUNT_CAP matches fetched. The branch
 * not taken never runs (a one-time filter on the count).
 */
function matchesFirstQuery(source: SearchSource, request: SearchRequest, facetLimit: number): SQL {
  const cap = countCap(request);
  const where = searchWhere(source, request);
  const sort = sortOf(source, request);
  // Without a term there is nothing to rank by: a ranked sort is its columns' order.
  const ranked = sort.ranked && request.term !== null;
  const pinned = pinnedKeys(source, request);
  const keys = [...pinned, ...sort.columns];
  const named = sql.join(keys.map((c, i) => sql`${c} AS ${sql.raw(`k${i}`)}`), sql`, `);
  const keyList = sql.raw(keys.map((_, i) => `c.k${i}`).join(', '));
  const rank = ranked && request.term !== null ? sql`ts_rank(${source.search}, ${tsQuery(request, request.term)})` : sql`0`;
  const order = candidateOrder(directions(source, request), ranked ? pinned.length : null);
  const byIndex = sql.join(indexOrder(source, request), sql`, `);
  const page = sql`LIMIT ${request.limit} OFFSET ${request.offset}`;
  const walked = ranked
    ? sql`SELECT c.id, ${keyList}, c.rank FROM (
        SELECT ${source.id} AS id, ${named}, ${rank}::real AS rank FROM ${source.table} WHERE ${where}
        ORDER BY ${byIndex} LIMIT ${cap}
      ) c WHERE NOT (SELECT few FROM n) ORDER BY ${candidateOrder(directions(source, request), pinned.length, true)} ${page}`
    : sql`SELECT ${source.id} AS id, ${named}, 0::real AS rank FROM ${source.table}
        WHERE ${where} AND NOT (SELECT few FROM n) ORDER BY ${byIndex} ${page}`;
  return sql`WITH m AS MATERIALIZED (
      SELECT ${source.id} AS id, ${named}, ${rank}::real AS rank, ${source.facet} AS facet${moreColumns(source)}
      FROM ${source.table} WHERE ${where} LIMIT ${cap + 1}
    ), n AS (SELECT count(*) <= ${cap} AS few, least(count(*), ${cap})::int AS found FROM m)
    SELECT (SELECT found FROM n) AS found,
      ${facetJson(sql`SELECT facet FROM m LIMIT ${cap}`, facetLimit)} AS facets,
      ${moreFacetsJson(source, sql`(SELECT * FROM m LIMIT ${cap})`, facetLimit)} AS more,
      ARRAY(SELECT c.id FROM (
        (SELECT c.id, ${keyList}, c.rank FROM m c WHERE (SELECT few FROM n) ORDER BY ${order} ${page})
        UNION ALL (${walked})
      ) c ORDER BY ${order}) AS ids`;
}

/**
 * Whether the maintained counts answer this request: no term, and no filter but the group
 * filter and at most one facet value; never for a source with a `visible` condition the counts
 * do not count under (`counts.visible`).
 */
function countsAnswer(source: SearchSource, request: SearchRequest): boolean {
  const counts = source.counts;
  if (!counts || source.visible !== counts.visible || request.term !== null) return false;
  return activeFilters(request).every(
    ([name, values]) => name === counts.groupFilter || (name === counts.facetFilter && values.length === 1),
  );
}

function groupCondition(counts: NonNullable<SearchSource['counts']>, request: SearchRequest): SQL {
  const groups = request.filters[counts.groupFilter] ?? [];
  return groups.length > 0 ? sql`${counts.group} IN ${groups}` : sql`true`;
}

/** `found` from the maintained counts (see countsAnswer). */
function countedFoundQuery(source: SearchSource, counts: NonNullable<SearchSource['counts']>, request: SearchRequest): SQL {
  const value = String((request.filters[counts.facetFilter] ?? [])[0] ?? '');
  return sql`SELECT coalesce(sum(${counts.n}), 0)::int AS found FROM ${counts.table}
    WHERE ${counts.value} = ${value} AND ${groupCondition(counts, request)}`;
}

/** Facet counts from the maintained counts (no facet filter: every document of the groups). */
function countedFacetsQuery(
  source: SearchSource,
  counts: NonNullable<SearchSource['counts']>,
  request: SearchRequest,
  limit: number,
): SQL {
  return sql`SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value ASC) AS facets
    FROM (SELECT ${counts.value} AS value, sum(${counts.n})::int AS count FROM ${counts.table}
          WHERE ${counts.value} <> '' AND ${groupCondition(counts, request)}
          GROUP BY ${counts.value} HAVING sum(${counts.n}) > 0
          ORDER BY 2 DESC, 1 ASC LIMIT ${limit}) t`;
}

/** Facet counts of the documents carrying one facet value, from the maintained pair counts. */
function pairFacetsQuery(
  pairs: NonNullable<NonNullable<SearchSource['counts']>['pairs']>,
  counts: NonNullable<SearchSource['counts']>,
  request: SearchRequest,
  limit: number,
): SQL {
  const value = String((request.filters[counts.facetFilter] ?? [])[0] ?? '');
  const groups = request.filters[counts.groupFilter] ?? [];
  const inGroups = groups.length > 0 ? sql`${pairs.group} IN ${groups}` : sql`true`;
  return sql`SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value ASC) AS facets
    FROM (SELECT ${pairs.covalue} AS value, sum(${pairs.n})::int AS count FROM ${pairs.table}
          WHERE ${pairs.value} = ${value} AND ${inGroups}
          GROUP BY ${pairs.covalue} HAVING sum(${pairs.n}) > 0
          ORDER BY 2 DESC, 1 ASC LIMIT ${limit}) t`;
}

/**
 * A bounded count: the matches up to SEARCH_COUNT_CAP (in whatever order PostgreSQL finds them
 * cheapest) and the facet counts over those matches (the tag facet up to `facetLimit` values,
 * the source's more facets up to `moreLimit`).
 */
function boundedCountQuery(source: SearchSource, request: SearchRequest, facetLimit: number, moreLimit = facetLimit): SQL {
  const more = moreLimit > 0 && source.moreFacets ? moreColumns(source) : sql``;
  return sql`
    WITH m AS MATERIALIZED (
      SELECT ${source.facet} AS facet${more} FROM ${source.table} WHERE ${searchWhere(source, request)} LIMIT ${countCap(request)}
    )
    SELECT (SELECT count(*) FROM m)::int AS found, ${facetJson(sql`SELECT facet FROM m`, facetLimit)} AS facets,
      ${moreFacetsJson(source, sql`m`, moreLimit)} AS more`;
}

/**
 * Every query one search request runs (they run in parallel; bench/feed-explain.ts EXPLAINs
 * them): the page, `out_of` (from the counts, else a bounded count of everything), and `found`
 * with the facets. With a term, the page's statement gives `found` and the facets too
 * (`matchesFirstQuery`, `pageCounts`). Without one: both from the maintained counts when they
 * answer (with one facet value, the facets from the pair counts, else from a bounded count); with
 * filters they do not answer, from the page's statement as with a term, so a narrow filter's page
 * is its few matches sorted rather than a walk of the sort's index past every other document;
 * with no filter, the index's page and a bounded count. A source's more facets come from the
 * statement that reads the matches (the page's or the bounded count); when the maintained counts
 * answer, a bounded count of the matches gives them (the counts know none).
 */
export interface SearchPlan {
  page: SQL;
  /** The page's statement answers `found` and the facets as well (one row: ids, found, facets). */
  pageCounts: boolean;
  /** null: `out_of` is `found` (no term, no filter, and no maintained counts). */
  outOf: SQL | null;
  found: SQL | null;
  facets: SQL | null;
  bounded: SQL | null;
}

export function searchQueries(source: SearchSource, request: SearchRequest, facetLimit: number): SearchPlan {
  const counts = source.counts;
  const everything: SearchRequest = { ...request, term: null, filters: {} };
  const outOf = counts ? countedFoundQuery(source, counts, everything) : boundedCountQuery(source, everything, 0);
  const filtered = activeFilters(request).length > 0;
  if (request.term !== null || (filtered && !(counts && countsAnswer(source, request)))) {
    return { page: matchesFirstQuery(source, request, facetLimit), pageCounts: true, outOf, found: null, facets: null, bounded: null };
  }
  const page = indexPageQuery(source, request);
  const plan = { page, pageCounts: false, outOf, found: null, facets: null, bounded: null };
  if (!counts && !filtered) return { ...plan, outOf: null, bounded: boundedCountQuery(source, request, facetLimit) };
  if (!counts || !countsAnswer(source, request)) return { ...plan, bounded: boundedCountQuery(source, request, facetLimit) };
  const found = countedFoundQuery(source, counts, request);
  // The counts know no more facets: those are counted over the matches, by a bounded count of them.
  const more = source.moreFacets && facetLimit > 0 ? boundedCountQuery(source, request, 0, facetLimit) : null;
  if ((request.filters[counts.facetFilter] ?? []).length > 0) {
    if (counts.pairs) return { ...plan, found, facets: pairFacetsQuery(counts.pairs, counts, request, facetLimit), bounded: more };
    return { ...plan, found, bounded: boundedCountQuery(source, request, facetLimit) };
  }
  return { ...plan, found, facets: countedFacetsQuery(source, counts, request, facetLimit), bounded: more };
}

type FacetRow = { facets: FacetValue[] | null };
type FoundRow = { found: number };
type MoreRow = { more?: Record<string, FacetValue[] | null> | null };
type PageRow = { id?: number; ids?: number[]; found?: number; facets?: FacetValue[] | null } & MoreRow;

const facetsOf = (row: FacetRow | undefined): FacetValue[] =>
  (row?.facets ?? []).map((f) => ({ value: String(f.value), count: Number(f.count) }));

/** The more facets of a row (see SearchSource.moreFacets): every one the source has, [] when not counted. */
function moreOf(source: SearchSource, row: MoreRow | undefined): Record<string, FacetValue[]> {
  return Object.fromEntries(Object.keys(source.moreFacets?.counts ?? {}).map((name) => [name, facetsOf({ facets: row?.more?.[name] ?? null })]));
}

/** Runs the queries of one search request (see searchQueries). */
export async function runSearchQueries(
  source: SearchSource,
  request: SearchRequest,
  facetLimit: number,
): Promise<{ ids: number[]; outOf: number; found: number; facets: FacetValue[]; more: Record<string, FacetValue[]> }> {
  const plan = searchQueries(source, request, facetLimit);
  const db = getDb();
  const [page, outOf, found, facets, bounded] = await Promise.all([
    db.execute<PageRow>(plan.page),
    plan.outOf ? db.execute<FoundRow>(plan.outOf) : null,
    plan.found ? db.execute<FoundRow>(plan.found) : null,
    plan.facets ? db.execute<FacetRow>(plan.facets) : null,
    plan.bounded ? db.execute<FoundRow & FacetRow & MoreRow>(plan.bounded) : null,
  ]);
  const outOfCount = Number((outOf ?? bounded)?.rows[0]?.found ?? 0);
  if (plan.pageCounts) {
    const row = page.rows[0];
    return {
      ids: (row?.ids ?? []).map(Number),
      outOf: outOfCount,
      found: Number(row?.found ?? 0),
      facets: facetsOf({ facets: row?.facets ?? null }),
      more: moreOf(source, row),
    };
  }
  return {
    ids: page.rows.map((r) => Number(r.id)),
    outOf: outOfCount,
    found: Number((found ?? bounded)?.rows[0]?.found ?? 0),
    facets: facetsOf((facets ?? bounded)?.rows[0]),
    more: moreOf(source, bounded?.rows[0]),
  };
}

/**
 * SQL that HTML-escapes text with the one character set (lib/names.ts HTML_ESCAPES: & < > " '),
 * so a headline's only markup is its <mark> tags.
 */
export function escapeHtmlSql(text: SQL): SQL {
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return HTML_ESCAPES.reduce((inner, [c, entity]) => sql`replace(${inner}, ${sql.raw(literal(c))}, ${sql.raw(literal(entity))})`, text);
}

/** Plain text of sanitised HTML in SQL: its tags removed, whitespace collapsed (the text is already escaped). */
export function htmlTextSql(html: SQL): SQL {
  return sql`btrim(regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'))`;
}
