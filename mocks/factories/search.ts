import type { AnyGlobalResultSet, GlobalSearchResponse, MemberDocument, SearchCollection } from '@/lib/search/global';
import { buildEvent } from '@/mocks/factories/events';
import { buildPost } from '@/mocks/factories/posts';
import { buildProject } from '@/mocks/factories/projects';

/**
 * The global search's answers (`GET /api/search`, R1.5, R3.12): a result set per collection built
 * from the post, project and event factories, and the answer that carries them.
 */

export function postSet(pids: number[], found = pids.length, page = 1, extra: Partial<AnyGlobalResultSet> = {}): AnyGlobalResultSet {
  return {
    collection: 'post',
    found,
    page,
    out_of: 100,
    hits: pids.map((pid) => ({
      document: buildPost({ pid, tid: pid, title: `Post ${pid}` }),
      highlights: [{ field: 'content', snippet: `about <mark>rust</mark> &amp; &lt;b&gt;tags&lt;/b&gt; ${pid}` }],
    })),
    request_params: { per_page: 10, q: 'rust' },
    facet_counts: [
      { field_name: 'tags', counts: [{ value: 'rust', count: found }, { value: 'cli', count: 2 }] },
      { field_name: 'post_type', counts: [{ value: 'faq', count: 3 }] },
      { field_name: 'projects', counts: [{ value: 'kit', count: 1 }] },
      { field_name: 'answered', counts: [{ value: 'answered', count: 2 }, { value: 'unanswered', count: 1 }] },
    ],
    typo_tolerant: false,
    ...extra,
  } as AnyGlobalResultSet;
}

export function projectSet(ids: number[], found = ids.length): AnyGlobalResultSet {
  return {
    collection: 'project',
    found,
    page: 1,
    out_of: 10,
    hits: ids.map((id) => ({ document: buildProject(id), highlights: [{ field: 'name', snippet: `<mark>Rust</mark> kit ${id}` }] })),
    request_params: { per_page: 10, q: 'rust' },
    facet_counts: [{ field_name: 'tags', counts: [{ value: 'rust', count: found }] }],
    typo_tolerant: false,
  };
}

export function eventSet(ids: number[], found = ids.length): AnyGlobalResultSet {
  return {
    collection: 'event',
    found,
    page: 1,
    out_of: 10,
    hits: ids.map((id) => ({ document: buildEvent({ id, title: `Event ${id}` }), highlights: [] })),
    request_params: { per_page: 10, q: 'rust' },
    facet_counts: [{ field_name: 'event_type', counts: [{ value: 'webinar', count: found }] }],
    typo_tolerant: false,
  };
}

export function userSet(uids: number[]): AnyGlobalResultSet {
  return {
    collection: 'user',
    found: uids.length,
    page: 1,
    out_of: 10,
    hits: uids.map((uid) => ({
      document: { type: 'user', uid, username: `member${uid}`, userslug: `member${uid}`, fullname: `Member ${uid}`, picture: '', aboutme: '', location: '', reputation: 0, postcount: 0, joindate: 0 } satisfies MemberDocument,
      highlights: [],
    })),
    request_params: { per_page: 10, q: 'rust' },
    facet_counts: [],
    typo_tolerant: false,
  };
}

export function searchAnswer(results: AnyGlobalResultSet[], term = 'rust', page = 1): GlobalSearchResponse {
  return {
    results,
    projects: [],
    meta: {
      term,
      searchIn: results.map((r) => r.collection as SearchCollection),
      page,
      perPage: 10,
      sortBy: 'relevance',
      explore: false,
      found: results.reduce((sum, r) => sum + r.found, 0),
    },
  };
}
