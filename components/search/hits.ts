import type { Translate } from '@/lib/i18n/said';
import { postTypeName } from '@/lib/discussions/types';
import { formatDay } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import { eventTypeText } from '@/lib/events/texts';
import { displayName, unescapeText } from '@/lib/names';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MemberDocument, SearchCollection } from '@/lib/search/global';
import type { ShownDocuments, ShownResultSet } from '@/lib/search/shown';
import { truncate } from '@/lib/text';

/** What one hit shows, whatever its collection: the link, its title, a snippet and a line of details. */
export interface HitView {
  key: string;
  collection: SearchCollection;
  href: string;
  /** The title as a highlight (escaped text with `<mark>`) or as plain text. */
  title: { snippet: string } | { text: string };
  /** A highlight of the body, or plain text. */
  snippet: { snippet: string } | { text: string } | null;
  details: string[];
  /** A member's slug: the result's link shows their hovercard (R3.15). */
  memberSlug?: string;
}

type Highlights = Array<{ field: string; snippet: string }>;

const highlight = (highlights: Highlights, fields: string[]) => highlights.find((h) => fields.includes(h.field) && h.snippet);

/** A collection's words in the search namespace: its title, its count (exact, or at the cap: "1,000+"), and its empty states. */
interface CollectionKeys {
  title: MessageKey<'search'>;
  count: MessageKey<'search'>;
  countMore: MessageKey<'search'>;
  noMore: MessageKey<'search'>;
  none: MessageKey<'search'>;
}

export const COLLECTION_KEYS: Record<SearchCollection, CollectionKeys> = {
  post: { title: 'collection.post', count: 'count.post', countMore: 'countMore.post', noMore: 'noMore.post', none: 'none.post' },
  project: { title: 'collection.project', count: 'count.project', countMore: 'countMore.project', noMore: 'noMore.project', none: 'none.project' },
  event: { title: 'collection.event', count: 'count.event', countMore: 'countMore.event', noMore: 'noMore.event', none: 'none.event' },
  user: { title: 'collection.user', count: 'count.user', countMore: 'countMore.user', noMore: 'noMore.user', none: 'none.user' },
};

/** The words a hit's details say in the page's language: a reply, a project's followers. */
export interface HitWords {
  /** The page's language: dates are written in it. */
  locale: Locale;
  reply: string;
  following: (count: number) => string;
  /** The app-wide names: a post's or an event's type. */
  names: Translate<'common'>;
}

function titleOf(highlights: Highlights, field: string[], text: string): HitView['title'] {
  const marked = highlight(highlights, field);
  return marked ? { snippet: marked.snippet } : { text: unescapeText(text) };
}

function bodyOf(highlights: Highlights, fields: string[], fallback: string | null | undefined): HitView['snippet'] {
  const marked = highlight(highlights, fields);
  if (marked) return { snippet: marked.snippet };
  const text = truncate(unescapeText(fallback ?? ''), 200);
  return text ? { text } : null;
}

function postView(post: ShownDocuments['post'], highlights: Highlights, words: HitWords): Omit<HitView, 'key' | 'collection'> {
  const href = post.isMainPost ? `/posts/${post.slug}` : `/posts/${post.slug}#post-${post.pid}`;
  const details = [postTypeName(post.postType, words.names), post.isMainPost ? '' : words.reply, displayName(post.user), formatDay(post.timestamp, words.locale)].filter(Boolean);
  return { href, title: titleOf(highlights, ['title'], post.title), snippet: bodyOf(highlights, ['content', 'summary'], post.summary), details };
}

function projectView(project: ShownDocuments['project'], highlights: Highlights, words: HitWords): Omit<HitView, 'key' | 'collection'> {
  const details = [project.language, project.tags.slice(0, 3).join(', '), words.following(project.follower_count)].filter(Boolean);
  return { href: project.url, title: titleOf(highlights, ['name'], project.name), snippet: bodyOf(highlights, ['description', 'summary'], null), details };
}

function eventView(event: ShownDocuments['event'], highlights: Highlights, words: HitWords): Omit<HitView, 'key' | 'collection'> {
  const details = [eventTypeText(event.event_type, words.names), formatDay(event.timestamp, words.locale)].filter(Boolean);
  return { href: event.url, title: titleOf(highlights, ['title'], event.title), snippet: bodyOf(highlights, ['summary', 'description'], event.summary), details };
}

function memberView(member: MemberDocument, highlights: Highlights): Omit<HitView, 'key' | 'collection'> {
  const name = displayName(member);
  const details = [`@${unescapeText(member.username)}`, unescapeText(member.location ?? '')].filter(Boolean);
  return { href: `/user/${member.userslug}`, title: titleOf(highlights, ['fullname', 'username'], name), snippet: bodyOf(highlights, ['aboutme'], member.aboutme), details, memberSlug: member.userslug };
}

/** The hits of a result set as views (documents the client cannot show are skipped). */
export function hitViews(set: ShownResultSet, words: HitWords): HitView[] {
  const views: HitView[] = [];
  for (const hit of set.hits as Array<{ document: unknown; highlights?: Highlights }>) {
    const doc = hit.document;
    if (!doc || typeof doc !== 'object') continue;
    const highlights = hit.highlights ?? [];
    const view =
      set.collection === 'post'
        ? postView(doc as ShownDocuments['post'], highlights, words)
        : set.collection === 'project'
          ? projectView(doc as ShownDocuments['project'], highlights, words)
          : set.collection === 'event'
            ? eventView(doc as ShownDocuments['event'], highlights, words)
            : memberView(doc as MemberDocument, highlights);
    const id = (doc as { pid?: number; id?: number; uid?: number });
    views.push({ ...view, collection: set.collection, key: `${set.collection}:${set.collection === 'post' ? id.pid : set.collection === 'user' ? id.uid : id.id}` });
  }
  return views;
}
