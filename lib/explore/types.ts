import type { Text } from '@/lib/i18n/said';
import type { ExploreTag } from '@/lib/search/global';

/**
 * The props of `/explore` (R1.6), built by server/ssr/explore.ts: plain text only (titles,
 * summaries and names already unescaped), so the page needs no store and no feature cache.
 */

export type ExploreKind = 'post' | 'event' | 'project';

/** One post, event or project of the narrowed results. */
export interface ExploreItem {
  kind: ExploreKind;
  id: number;
  title: string;
  /** The item's page on the site. */
  url: string;
  summary: string;
  /** Post type or event type (a message of `common`, said in the page's language) or project language (as written; may be ''). */
  label: Text;
  /** Unix ms: the post's time or the event's start; null for projects. */
  when: number | null;
  tags: string[];
}

export interface ExploreSection {
  kind: ExploreKind;
  /** Matches (the search's bounded count: SEARCH_COUNT_CAP means that many or more). */
  found: number;
  items: ExploreItem[];
}

/** A type alias (not an interface), so it is a page's props record. */
export type ExplorePageProps = {
  /** The chosen tags, normalised, in the address's order. */
  tags: string[];
  popular: ExploreTag[];
  trending: ExploreTag[];
  /** Posts, events and projects carrying every chosen tag; null without tags or when the search failed. */
  sections: ExploreSection[] | null;
  /** The search failed (the page still shows the tags). */
  failed: boolean;
};
