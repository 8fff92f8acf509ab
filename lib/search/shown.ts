import type { PostData } from '@/lib/discussions/types';
import type { EventData } from '@/lib/events/types';
import type { ProjectData } from '@/lib/projects/types';
import type { AnyGlobalResultSet, GlobalSearchResponse, MemberDocument } from './global';

/**
 * What the `/search` page keeps of each hit's document: the fields its results show
 * (components/search/hits.ts) and the member fields the personal layer asks about
 * (lib/personal/subjects.ts). The page's seed carries these only, not whole documents (a post's
 * content, its project and tag lists): the page's data is written into its HTML beside the
 * results it renders, and every field of it is stored, serialised, escaped and compressed per
 * request. The API answers whole documents; they are these and more, so the store takes both.
 * One list per collection gives both the fields kept and their type; a member's document is small
 * and shown whole (name, location, about), so it is kept as it is.
 */
const SHOWN_FIELDS = {
  post: ['pid', 'slug', 'isMainPost', 'postType', 'user', 'timestamp', 'title', 'summary', 'upvoted', 'bookmarked'],
  project: ['id', 'url', 'name', 'language', 'tags', 'follower_count', 'is_following', 'is_maintainer'],
  event: ['id', 'url', 'title', 'summary', 'event_type', 'timestamp', 'current_user_role'],
} as const satisfies { post: ReadonlyArray<keyof PostData>; project: ReadonlyArray<keyof ProjectData>; event: ReadonlyArray<keyof EventData> };

type Shown<T, C extends keyof typeof SHOWN_FIELDS> = Pick<T, Extract<(typeof SHOWN_FIELDS)[C][number], keyof T>>;

export interface ShownDocuments {
  post: Shown<PostData, 'post'>;
  project: Shown<ProjectData, 'project'>;
  event: Shown<EventData, 'event'>;
  user: MemberDocument;
}

export type ShownResultSet = AnyGlobalResultSet<ShownDocuments>;

/** A search answer as the search page keeps it. */
export type ShownSearchResponse = Omit<GlobalSearchResponse, 'results'> & { results: ShownResultSet[] };

function pick<T extends object, K extends keyof T>(value: T, keys: ReadonlyArray<K>): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

function shownSet(set: AnyGlobalResultSet): ShownResultSet {
  // Each branch keeps its collection's fields; the switch tells TypeScript which document it has.
  switch (set.collection) {
    case 'post':
      return { ...set, hits: set.hits.map((hit) => ({ document: pick(hit.document, SHOWN_FIELDS.post), highlights: hit.highlights })) };
    case 'project':
      return { ...set, hits: set.hits.map((hit) => ({ document: pick(hit.document, SHOWN_FIELDS.project), highlights: hit.highlights })) };
    case 'event':
      return { ...set, hits: set.hits.map((hit) => ({ document: pick(hit.document, SHOWN_FIELDS.event), highlights: hit.highlights })) };
    case 'user':
      return set;
  }
}

/** The search page's part of an answer: the same result sets, facets and meta, each hit's document cut to what the page shows. */
export function shownResponse(response: GlobalSearchResponse): ShownSearchResponse {
  return { ...response, results: response.results.map(shownSet) };
}
