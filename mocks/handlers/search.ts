import { exploreTagsContract, globalSearchAnswerContract, searchLogContract } from '@/lib/search/contracts';
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
import { normalizeTag } from '@/lib/discussions/rules';
import { isPostType, type SearchResponse } from '@/lib/discussions/types';
import { EXPLORE_POPULAR_LIMIT, EXPLORE_TRENDING_LIMIT, rankTrends } from '@/lib/explore/tags';
import { PROJECT_PAGE_SIZE, type ProjectData } from '@/lib/projects/types';
import { isEventType } from '@/lib/events/types';
import { mockEpoch, postByPid, type MockDb, type MockMember, type MockTopic } from '../db';
import { mockEndpoint, mockFail, type MockRequest } from '../endpoint';
import { eventsOf } from '../fixtures/events';
import { projectsOf, type MockProject } from '../fixtures/projects';
import { usersData } from '../fixtures/users';
import { postData, searchAnswer } from '../present/discussions';
import { eventData } from '../present/events';
import { projectData } from './projects';
import { publicUser } from './users';
import { DAY_MS } from '@/lib/time';
import { escapeHtml } from '@/lib/names';

/**
 * The global search, explore's tags and the search log (R1.5, R1.6, R3.12, R9.2) over the generated
 * community as server/search/global/service.ts answers them: topics (main posts), projects,
 * published events and members, each collection with the server's filters (tags, projects, post
 * and event types, a date range, answered) and facets (tags everywhere; post types, projects and
 * answered for posts; event types for events), `<mark>` highlights over escaped text, and the
 * projects the post and event hits name. The projects search of the events search
 * (`type=project`) shares the project matching.
 */

const list = (value: string | null): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word of the term where a word of the text starts (as the server's full-text search, which also takes the last word as a prefix): `rust` finds "Rust" and "rustc", not "trust". */
const wordStart = (word: string, flags = 'iu') => new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(word)})`, flags);

function mark(text: string, words: string[]): string {
  let out = escapeHtml(text);
  for (const word of words) if (word) out = out.replace(wordStart(escapeHtml(word), 'giu'), '$1<mark>$2</mark>');
  return out;
}

/** The highlights of a hit: the fields where a word was found. */
const highlighted = (fields: Record<string, string>, words: string[]) =>
  words.length === 0
    ? []
    : Object.entries(fields)
        .map(([field, text]) => ({ field, snippet: mark(text, words) }))
        .filter((h) => h.snippet.includes('<mark>'));

/** The words of a term (quotes dropped, excluded `-words` left out). */
export const wordsOf = (term: string) => term.split(/\s+/).filter((w) => w && !w.startsWith('-')).map((w) => w.replace(/"/g, ''));
export const matcher = (words: string[]) => (text: string) => words.every((w) => wordStart(w).test(text));

const visible = (db: MockDb) => db.topics.filter((t) => !t.draft && !postByPid(db, t.mainPid)?.deleted);

/** The most tags a tag suggestion offers (server/search/global/service.ts). */
const TAG_SUGGESTIONS = 10;

/**
 * What carries tags, as the server counts them for explore and tag suggestions: visible topics
 * (by their time), published events (by creation: the generated ones are published when made)
 * and projects that are not hidden (by when they were added).
 */
function taggedContent(db: MockDb): Array<{ tags: string[]; at: number }> {
  return [
    ...visible(db).map((t) => ({ tags: t.tags, at: t.timestamp })),
    ...eventsOf(db)
      .events.filter((e) => e.status === 'published')
      .map((e) => ({ tags: e.tags, at: e.createdAt })),
    ...projectsOf(db)
      .projects.filter((p) => !p.hidden)
      .map((p) => ({ tags: p.tags, at: p.created_at })),
  ];
}

function counted(values: Iterable<string>, counts = new Map<string, number>()): Map<string, number> {
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function tagCounts(items: Array<{ tags: string[] }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counted(item.tags, counts);
  return counts;
}

const sortedCounts = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count }));

function memberDocument(db: MockDb, m: MockMember): MemberDocument {
  const u = publicUser(db, m, null);
  return { type: 'user', uid: u.uid, username: u.username, userslug: u.userslug, fullname: u.fullname, picture: u.picture, aboutme: u.aboutme, location: u.location, reputation: u.reputation, postcount: u.postcount, joindate: u.joindate };
}

/** Projects a search may find: never a hidden one, whoever asks (as the server's index). */
export function foundProjects(db: MockDb, words: string[], tags: string[]): MockProject[] {
  const matches = matcher(words);
  return projectsOf(db).projects.filter((p) => !p.hidden && tags.every((tag) => p.tags.includes(tag)) && matches(`${p.name} ${p.descriptionRaw} ${p.tags.join(' ')}`));
}

const aboutOf = (project: MockProject) => project.descriptionRaw.split('\n')[0] ?? '';

export function projectHighlights(project: MockProject, words: string[]) {
  return highlighted({ name: project.name, description: aboutOf(project) }, words);
}

/** `answered` of a topic as the server counts it: a live reply, none, or an accepted answer in it. */
function answeredOf(db: MockDb, topic: MockTopic): Array<'answered' | 'unanswered' | 'accepted'> {
  const replies = db.posts.filter((p) => p.tid === topic.tid && !p.isMainPost && !p.deleted);
  return [replies.length > 0 ? 'answered' : 'unanswered', ...(db.posts.some((p) => p.tid === topic.tid && p.aid > 0 && !p.deleted) ? (['accepted'] as const) : [])];
}

/**
 * The events search's `type=project` (server/projects/reads.ts searchProjects): projects by term
 * (none for an empty one, R5.4), most recently active first, `perPage` up to 10 (anything else
 * asks for 10), with the tag facet.
 */
export function projectSearchAnswer({ db, viewer, query }: MockRequest): SearchResponse<ProjectData> {
  const term = (query.get('term') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
  const asked = query.get('perPage') ?? '';
  const perPage = /^\d{1,3}$/.test(asked.trim()) && Number(asked) >= 1 && Number(asked) <= PROJECT_PAGE_SIZE.search ? Number(asked) : PROJECT_PAGE_SIZE.search;
  if (!term) return searchAnswer<ProjectData>([], 0, page, perPage, '', [{ field_name: 'tags', counts: [] }]);
  const words = wordsOf(term.toLowerCase());
  const projects = foundProjects(db, words, []).sort((a, b) => b.updated_at - a.updated_at || b.id - a.id);
  const shown = projects.slice((page - 1) * perPage, page * perPage);
  const answer = searchAnswer(
    shown.map((p) => projectData(db, p, viewer)),
    projects.length,
    page,
    perPage,
    term,
    [{ field_name: 'tags', counts: sortedCounts(tagCounts(projects)) }],
  );
  answer.results[0]!.hits.forEach((hit, i) => (hit.highlights = projectHighlights(shown[i]!, words)));
  return answer;
}

function search(db: MockDb, viewer: MockMember | null, query: URLSearchParams): GlobalSearchResponse {
  const asked = (query.get('term') ?? '').trim();
  const tags = list(query.get('tags')).map((t) => t.toLowerCase());
  const term = asked === '*' ? '' : asked.toLowerCase();
  const explore = asked === '*' || (!term && tags.length > 0);
  const words = wordsOf(term);
  const matches = matcher(words);
  const named = list(query.get('searchIn')).filter((c): c is SearchCollection => (SEARCH_COLLECTIONS as readonly string[]).includes(c));
  const searchIn = SEARCH_COLLECTIONS.filter((c) => (named.length ? named : DEFAULT_SEARCH_IN).includes(c));
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
  const perPage = Math.min(SEARCH_MAX_PER_PAGE, Math.max(1, Math.floor(Number(query.get('perPage') ?? SEARCH_PAGE_SIZE)) || SEARCH_PAGE_SIZE));
  const sortAsked = query.get('sortBy') ?? '';
  const sortBy: SearchSort = (SEARCH_SORTS as readonly string[]).includes(sortAsked) ? (sortAsked as SearchSort) : term ? 'relevance' : 'recent';
  const instant = ['1', 'true'].includes(query.get('instant') ?? '');
  const projectSlugs = list(query.get('projects'));
  const from = Number(query.get('from'));
  const to = Number(query.get('to'));
  const range = query.get('from') && query.get('to') && Number.isFinite(from) && Number.isFinite(to) && from <= to ? { from: from * 1000, to: to * 1000 } : null;
  const inRange = (at: number) => !range || (at >= range.from && at <= range.to);
  const ofProjects = (details: Array<{ slug: string }>) => projectSlugs.length === 0 || details.some((p) => projectSlugs.includes(p.slug));
  const none = !term && !explore;
  // As-you-type requests count no facets (the server's facet limit 0).
  const facet = (field_name: string, counts: Map<string, number>) => ({ field_name, counts: instant ? [] : sortedCounts(counts) });
  const set = <D>(collection: SearchCollection, documents: D[], highlight: (d: D) => Array<{ field: string; snippet: string }>, facets: Array<{ field_name: string; counts: Array<{ value: string; count: number }> }>, outOf: number) => ({
    collection,
    found: documents.length,
    page,
    out_of: outOf,
    hits: documents.slice((page - 1) * perPage, page * perPage).map((document) => ({ document, highlights: highlight(document) })),
    request_params: { per_page: perPage, q: asked },
    facet_counts: none ? [{ field_name: 'tags', counts: [] }] : facets,
    typo_tolerant: false,
  });
  const byWhen = (a: number, b: number) => b - a;
  const titleFirst = (a: string, b: string) => (sortBy === 'relevance' ? Number(matches(b)) - Number(matches(a)) : 0);
  const named_projects = new Map<number, { id: number; slug: string; name: string; logo: string }>();
  const visibleProjects = projectsOf(db).projects.filter((p) => !p.hidden);
  const nameProjects = (details: Array<{ id: number }>) => {
    for (const d of details) {
      const project = visibleProjects.find((p) => p.id === d.id);
      if (project) named_projects.set(project.id, { id: project.id, slug: project.slug, name: project.name, logo: project.logo });
    }
  };

  const results = searchIn.map((collection) => {
    if (collection === 'post') {
      const types = list(query.get('postType')).filter(isPostType);
      const answered = query.get('answered');
      const all = visible(db);
      const topics = none
        ? []
        : all.filter(
            (t) =>
              (types.length === 0 || types.includes(t.postType)) &&
              tags.every((tag) => t.tags.includes(tag)) &&
              ofProjects(t.projects) &&
              inRange(t.timestamp) &&
              (!answered || answeredOf(db, t).includes(answered as 'answered')) &&
              (!term || matches(`${t.title} ${postByPid(db, t.mainPid)?.markdown ?? ''} ${t.tags.join(' ')}`)),
          );
      const main = (t: MockTopic) => postByPid(db, t.mainPid)!;
      topics.sort((a, b) => (sortBy === 'popular' ? main(b).upvotes - main(a).upvotes : titleFirst(a.title, b.title)) || byWhen(a.timestamp, b.timestamp));
      const posts = topics.map((t) => postData(db, main(t), viewer));
      for (const p of posts.slice((page - 1) * perPage, page * perPage)) nameProjects(p.project_details ?? []);
      const projectCounts = counted(topics.flatMap((t) => t.projects.map((p) => visibleProjects.find((v) => v.id === p.id)?.slug).filter((slug): slug is string => slug !== undefined)));
      return set('post', posts, (p) => highlighted({ title: p.title ?? '', summary: p.summary ?? '' }, words), [
        facet('tags', tagCounts(topics)),
        facet('post_type', counted(topics.map((t) => t.postType))),
        facet('projects', projectCounts),
        { field_name: 'answered', counts: instant ? [] : sortedCounts(counted(topics.flatMap((t) => answeredOf(db, t)))) },
      ], all.length);
    }
    if (collection === 'project') {
      const projects = none ? [] : foundProjects(db, words, tags);
      projects.sort((a, b) => (sortBy === 'popular' ? b.followers.size - a.followers.size : titleFirst(a.name, b.name)) || byWhen(sortBy === 'recent' ? a.created_at : a.updated_at, sortBy === 'recent' ? b.created_at : b.updated_at));
      const highlightsOf = new Map(projects.map((p) => [p.id, projectHighlights(p, words)]));
      return set('project', projects.map((p) => projectData(db, p, viewer)), (d) => highlightsOf.get(d.id) ?? [], [facet('tags', tagCounts(projects))], visibleProjects.length);
    }
    if (collection === 'event') {
      const eventTypes = list(query.get('event_type')).filter(isEventType);
      const published = eventsOf(db).events.filter((e) => e.status === 'published');
      const events = none
        ? []
        : published.filter(
            (e) =>
              (eventTypes.length === 0 || eventTypes.includes(e.type)) &&
              tags.every((tag) => e.tags.includes(tag)) &&
              ofProjects(e.projects) &&
              inRange(e.timestamp) &&
              (!term || matches(`${e.title} ${e.summary} ${e.markdown} ${e.tags.join(' ')}`)),
          );
      events.sort((a, b) => (sortBy === 'recent' ? 0 : b.upvoters.size - a.upvoters.size) || byWhen(a.timestamp, b.timestamp));
      if (sortBy === 'relevance') events.sort((a, b) => titleFirst(a.title, b.title));
      const documents = events.map((e) => eventData(db, e, viewer));
      for (const e of documents.slice((page - 1) * perPage, page * perPage)) nameProjects(e.project_details);
      return set('event', documents, (d) => highlighted({ title: d.title, summary: d.summary }, words), [facet('tags', tagCounts(events)), facet('event_type', counted(events.map((e) => e.type)))], published.length);
    }
    const members = none ? [] : db.members.filter((m) => !term || matches(`${m.username} ${m.fullname} ${m.bio}`)).sort((a, b) => b.reputation - a.reputation);
    return set('user', members.map((m) => memberDocument(db, m)), (d) => highlighted({ username: d.username, fullname: d.fullname }, words), [{ field_name: 'tags', counts: [] }], db.members.length);
  });
  const found = results.reduce((sum, r) => sum + r.found, 0);
  if (term && !instant && page === 1) usersData(db).searches.push({ term, found, at: Date.now() });
  return { results, projects: [...named_projects.values()], meta: { term: asked, searchIn, page, perPage, sortBy, explore, found } } as GlobalSearchResponse;
}

export const searchMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/search',
      aliases: ['GET /search (Accept: application/json)'],
      family: 'service',
      access: 'public',
      response: globalSearchAnswerContract,
      example: () => ({ url: '/api/search?term=parser&searchIn=post,user' }),
    },
    ({ db, viewer, query }) => {
      const facet = /^\s*tags\s*:(.*)$/i.exec(query.get('facetQuery') ?? '');
      if (facet) {
        // As server/search/global/queries.ts tagsLike (by prefix; the server also finds tags spelt alike).
        const text = normalizeTag((facet[1] ?? '').slice(0, 100));
        const counts = text ? sortedCounts(tagCounts(taggedContent(db))).filter((c) => c.value.startsWith(text)).slice(0, TAG_SUGGESTIONS) : [];
        return { facet_counts: [{ field_name: 'tags' as const, counts }] as [{ field_name: 'tags'; counts: typeof counts }], meta: { facetQuery: query.get('facetQuery') ?? '' } };
      }
      return search(db, viewer, query);
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/explore/tags', family: 'read', access: 'public', response: exploreTagsContract }, ({ db }) => {
    // As server/explore/service.ts: all-time uses by posts, events and projects; trending by the
    // last 7 days against the 7 before, ranked by the same rule.
    const tagged = taggedContent(db);
    const now = mockEpoch();
    const all = tagCounts(tagged);
    const recent = tagCounts(tagged.filter((t) => t.at > now - 7 * DAY_MS && t.at <= now));
    const previous = tagCounts(tagged.filter((t) => t.at <= now - 7 * DAY_MS && t.at > now - 14 * DAY_MS));
    const trending = rankTrends([...recent].map(([value, n]) => ({ value, recent: n, previous: previous.get(value) ?? 0 })))
      .slice(0, EXPLORE_TRENDING_LIMIT)
      .map((t) => ({ value: t.value, count: all.get(t.value) ?? t.recent, recent: t.recent }));
    return { popular: sortedCounts(all).slice(0, EXPLORE_POPULAR_LIMIT), trending };
  }),
  mockEndpoint(
    { method: 'GET', path: '/api/admin/search-log', family: 'read', access: 'member', response: searchLogContract, example: (db) => ({ as: db.members.find((m) => m.isAdmin)!.uid }) },
    ({ db, viewer, query }) => {
      if (!viewer?.isAdmin) throw mockFail('no-privileges');
      const days = Math.min(90, Math.max(1, Number(query.get('days') ?? 30) || 30));
      const since = Date.now() - days * DAY_MS;
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
