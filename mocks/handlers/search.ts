import { exploreTagsContract, searchAnswerContract, searchLogContract } from '@/lib/search/contracts';
import {
  DEFAULT_SEARCH_IN,
  SEARCH_COLLECTIONS,
  SEARCH_MAX_PER_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type GlobalSearchResponse,
  type MemberDocument,
  type SearchCollection,
  type SearchSort,
} from '@/lib/search/global';
import { isPostType } from '@/lib/discussions/types';
import { mockEpoch, postByPid, type MockDb, type MockMember, type MockTopic } from '../db';
import { mockEndpoint, mockFail } from '../endpoint';
import { usersData } from '../fixtures/users';
import { postData } from '../present/discussions';
import { publicUser } from './users';

/**
 * The global search, explore's tags and the search log (R1.5, R1.6, R3.12, R9.2) over the generated
 * topics and members. Projects and events are their features' data: their collections answer empty here.
 */

const DAY = 24 * 3600 * 1000;
const list = (value: string | null): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mark(text: string, words: string[]): string {
  let out = escapeHtml(text);
  for (const word of words) if (word) out = out.replace(new RegExp(`(${escapeHtml(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'), '<mark>$1</mark>');
  return out;
}

const visible = (db: MockDb) => db.topics.filter((t) => !t.draft && !postByPid(db, t.mainPid)?.deleted);

function tagCounts(topics: MockTopic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of topics) for (const tag of t.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

const sortedCounts = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count }));

function memberDocument(db: MockDb, m: MockMember): MemberDocument {
  const u = publicUser(db, m, null);
  return { type: 'user', uid: u.uid, username: u.username, userslug: u.userslug, fullname: u.fullname, picture: u.picture, aboutme: u.aboutme, location: u.location, reputation: u.reputation, postcount: u.postcount, joindate: u.joindate };
}

function search(db: MockDb, viewer: MockMember | null, query: URLSearchParams): GlobalSearchResponse {
  const asked = query.get('term') ?? '';
  const tags = list(query.get('tags'));
  const explore = asked.trim() === '*' || tags.length > 0;
  const term = asked.trim() === '*' ? '' : asked.trim().toLowerCase();
  const words = term.split(/\s+/).filter((w) => w && !w.startsWith('-')).map((w) => w.replace(/"/g, ''));
  const named = list(query.get('searchIn')).filter((c): c is SearchCollection => (SEARCH_COLLECTIONS as readonly string[]).includes(c));
  const searchIn = SEARCH_COLLECTIONS.filter((c) => (named.length ? named : DEFAULT_SEARCH_IN).includes(c));
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const perPage = Math.min(SEARCH_MAX_PER_PAGE, Math.max(1, Number(query.get('perPage') ?? SEARCH_PAGE_SIZE) || SEARCH_PAGE_SIZE));
  const sortAsked = query.get('sortBy') ?? '';
  const sortBy: SearchSort = (SEARCH_SORTS as readonly string[]).includes(sortAsked) ? (sortAsked as SearchSort) : term ? 'relevance' : 'recent';
  const matches = (text: string) => words.every((w) => text.toLowerCase().includes(w));
  const none = !term && !explore;
  const set = <C extends SearchCollection, D>(collection: C, documents: D[], highlight: (d: D) => Array<{ field: string; snippet: string }>, facets: Array<{ field_name: string; counts: Array<{ value: string; count: number }> }> = []) => ({
    collection,
    found: documents.length,
    page,
    out_of: documents.length,
    hits: documents.slice((page - 1) * perPage, page * perPage).map((document) => ({ document, highlights: highlight(document) })),
    request_params: { per_page: perPage, q: asked },
    facet_counts: facets,
    typo_tolerant: false,
  });
  const results = searchIn.map((collection) => {
    if (collection === 'post') {
      const types = list(query.get('postType')).filter(isPostType);
      const topics = none
        ? []
        : visible(db).filter(
            (t) =>
              (types.length === 0 || types.includes(t.postType)) &&
              tags.every((tag) => t.tags.includes(tag)) &&
              (!term || matches(`${t.title} ${postByPid(db, t.mainPid)?.markdown ?? ''}`)),
          );
      const main = (t: MockTopic) => postByPid(db, t.mainPid)!;
      topics.sort((a, b) => (sortBy === 'popular' ? main(b).upvotes - main(a).upvotes : sortBy === 'relevance' ? Number(matches(b.title)) - Number(matches(a.title)) : 0) || b.timestamp - a.timestamp);
      const posts = topics.map((t) => postData(db, main(t), viewer));
      return set('post', posts, (p) => (words.length && p.title ? [{ field: 'title', snippet: mark(p.title, words) }] : []), [{ field_name: 'tags', counts: sortedCounts(tagCounts(topics)) }]);
    }
    if (collection === 'user') {
      const members = none ? [] : db.members.filter((m) => !term || matches(`${m.username} ${m.fullname} ${m.bio}`)).sort((a, b) => b.reputation - a.reputation);
      return set('user', members.map((m) => memberDocument(db, m)), (d) => (words.length ? [{ field: 'username', snippet: mark(d.username, words) }] : []));
    }
    return set(collection, [] as never[], () => []);
  });
  const found = results.reduce((sum, r) => sum + r.found, 0);
  if (term && !query.get('instant') && page === 1) usersData(db).searches.push({ term, found, at: Date.now() });
  return { results, projects: [], meta: { term: asked, searchIn, page, perPage, sortBy, explore, found } } as GlobalSearchResponse;
}

export const searchMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/search',
      aliases: ['GET /search (Accept: application/json)'],
      family: 'service',
      access: 'public',
      response: searchAnswerContract,
      example: () => ({ url: '/api/search?term=parser&searchIn=post,user' }),
    },
    ({ db, viewer, query }) => {
      const facet = /^\s*tags\s*:(.*)$/i.exec(query.get('facetQuery') ?? '');
      if (facet) {
        const text = (facet[1] ?? '').trim().toLowerCase();
        const counts = text ? sortedCounts(tagCounts(visible(db))).filter((c) => c.value.toLowerCase().startsWith(text)) : [];
        return { facet_counts: [{ field_name: 'tags' as const, counts }] as [{ field_name: 'tags'; counts: typeof counts }], meta: { facetQuery: query.get('facetQuery') ?? '' } };
      }
      return search(db, viewer, query);
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/explore/tags', family: 'read', access: 'public', response: exploreTagsContract }, ({ db }) => {
    const topics = visible(db);
    const now = mockEpoch();
    const week = tagCounts(topics.filter((t) => t.timestamp > now - 7 * DAY));
    const before = tagCounts(topics.filter((t) => t.timestamp <= now - 7 * DAY && t.timestamp > now - 14 * DAY));
    const trending = [...week]
      .filter(([tag, n]) => n > (before.get(tag) ?? 0))
      .sort((a, b) => b[1] - a[1])
      .map(([value, recent]) => ({ value, count: tagCounts(topics).get(value) ?? recent, recent }));
    return { popular: sortedCounts(tagCounts(topics)).slice(0, 30), trending: trending.slice(0, 10) };
  }),
  mockEndpoint(
    { method: 'GET', path: '/api/admin/search-log', family: 'read', access: 'member', response: searchLogContract, example: (db) => ({ as: db.members.find((m) => m.isAdmin)!.uid }) },
    ({ db, viewer, query }) => {
      if (!viewer?.isAdmin) throw mockFail('no-privileges');
      const days = Math.min(90, Math.max(1, Number(query.get('days') ?? 30) || 30));
      const since = Date.now() - days * DAY;
      const byTerm = new Map<string, { term: string; searches: number; last_found: number; at: number }>();
      for (const s of usersData(db).searches.filter((s) => s.at >= since)) {
        const row = byTerm.get(s.term) ?? { term: s.term, searches: 0, last_found: s.found, at: 0 };
        row.searches += 1;
        if (s.at >= row.at) Object.assign(row, { at: s.at, last_found: s.found });
        byTerm.set(s.term, row);
      }
      const rows = [...byTerm.values()].sort((a, b) => b.searches - a.searches || b.at - a.at).map(({ at, ...r }) => ({ ...r, last_searched: new Date(at).toISOString() }));
      return { top: rows.slice(0, 20), no_results: rows.filter((r) => r.last_found === 0).slice(0, 20), days };
    },
  ),
];
