import { topicPage, type RouterQuery } from '@/lib/filters';
import { topicSort } from '@/lib/topicSort';
import { dbId } from '@/lib/params';
import { feedPage, type FeedPage } from '@/lib/ssr/page';
import type { TopicAddress } from '@/lib/ssr/seed';
import { readHighlights, type HighlightsFilters } from './feed';
import { isPostType, type EditablePost, type PostData, type PostType, type SearchResponse } from './types';

/**
 * The discussions pages' addresses and seeds (R1.1, R1.3), read and built the same way by the page
 * loaders (server/ssr/discussions.ts, topic.ts, compose.ts).
 */

/** The highlights feed's page (R1.1) from the highlights answer. */
export function discussionsFeedPage(filters: HighlightsFilters, page: number, answer: SearchResponse<PostData>): FeedPage {
  const { posts, found, tags } = readHighlights(answer);
  return feedPage(page, posts, { feed: { filters, page, posts, found, tags } });
}

/**
 * The topic id of a topic page address: the leading number of the first slug segment
 * (`/posts/12/how-to-x`, `/post/12`, `/post/12-how-to-x`). Null when there is none.
 */
export function tidFromSlug(slug: string | string[] | undefined): number | null {
  const firstSegment = Array.isArray(slug) ? slug[0] : slug;
  const match = /^(\d{1,15})(?:$|[^\d])/.exec(firstSegment ?? '');
  // A positive id within PostgreSQL's integer range; a larger number names no topic.
  return match ? (dbId.safeParse(match[1]).data ?? null) : null;
}

/** Which topic page the address asks for (tid 0: none). */
export function topicAddressOf(slug: string | string[] | undefined, query: RouterQuery): TopicAddress {
  return { tid: tidFromSlug(slug) ?? 0, sort: topicSort(query.sort), page: topicPage(query.page) };
}

/**
 * The post the compose page edits (`/compose?pid=`): undefined for a new topic, null for a value
 * that names none (digits only, within PostgreSQL's integer range).
 */
export function editedPid(raw: string | string[] | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? (dbId.safeParse(raw).data ?? null) : null;
}

/** The composer's first post type: the edited post's, else the address's `?type=`, else a question. */
export function composeInitialType(editing: EditablePost | null, asked: unknown): PostType {
  return editing?.postType ?? (isPostType(asked) ? asked : 'faq');
}
