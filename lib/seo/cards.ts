import type { HeadImage } from './head';

/**
 * Social cards (`og:image`, the large Twitter card): every shareable page names a 1200×630 PNG
 * drawn by the server, since the large social networks show no SVG. Topics have their own
 * versioned address (`/api/topic/{tid}/card?v=`); every other page type is a card kind here,
 * served at `/api/cards/{kind}/{id}` by one endpoint (server/cards/) and drawn by the same renderer.
 */

/** The size and type of every social card. */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** The page types with a card of their own (topics aside). */
export const PAGE_CARD_KINDS = ['event', 'project', 'conference', 'member', 'list'] as const;
export type PageCardKind = (typeof PAGE_CARD_KINDS)[number];

/** The list pages' cards (`/api/cards/list/{name}`). */
export type ListCard = 'discussions' | 'events' | 'projects' | 'explore';

/** A card's address: `/api/cards/{kind}/{id}` (an event, project or conference id, a member's slug, a list's name). */
export function pageCardPath(kind: PageCardKind, id: string | number): string {
  return `/api/cards/${kind}/${encodeURIComponent(String(id))}`;
}

/** The page's `image` for PageHead: the card's address, size, type and text alternative; drawn in the page's language. */
export function pageCardImage(kind: PageCardKind, id: string | number, alt: string): HeadImage & { alt: string } {
  return { url: pageCardPath(kind, id), width: SHARE_CARD.width, height: SHARE_CARD.height, type: SHARE_CARD.type, alt, inPageLanguage: true };
}

