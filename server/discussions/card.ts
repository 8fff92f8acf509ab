import type { NextApiRequest, NextApiResponse } from 'next';
import type { ReactNode } from 'react';
import { TOPIC_CARD } from '@/lib/discussions/rules';
import { POST_TYPE_COLOURS, POST_TYPE_KEY, type PostType } from '@/lib/discussions/types';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { translator } from '../i18n/catalogues';
import type { PageCardKind } from '@/lib/seo/cards';
import { drawCard } from '../media/drawing';
import { cardFrameTree, type CardDirection, type CardFrame } from '../cards/layout';
import { LRUCache } from 'lru-cache';

export { rasterizeSvg } from '../media/drawing';

/**
 * The social cards (`og:image`): a topic's 1200×630 PNG with the title, the post type badge, the
 * author and the projects, and every other page's card (`PageCardData`: events, projects,
 * conferences, members, lists; server/cards/), all in one layout (server/cards/layout.ts), drawn
 * by satori (layout to SVG) and resvg (SVG to PNG, WebAssembly) in a drawing worker, off the main
 * thread (server/media/drawing.ts `drawCard`), with the fonts of server/media/fonts.ts. Cards are
 * kept in a bounded in-memory cache keyed by what they show (a topic: its id and the main post's
 * last edit), so an edited title is drawn again and an old card is never served for it.
 */

export interface TopicCardData {
  tid: number;
  title: string;
  postType: PostType;
  author: string;
  projects: string[];
  /** The main post's last edit (or creation) in ms: part of the cache key and the image URL. */
  version: number;
  /** The language of its words (the post type). */
  locale: Locale;
}

/** Another page's card (server/cards/data.ts): its kind and id, and what it shows. */
export interface PageCardData extends CardFrame {
  kind: PageCardKind;
  id: string;
  /** The direction of its words' language. */
  direction: CardDirection;
  /** A digest of what it shows: part of the cache key and of its ETag. */
  digest: string;
}

export type CardData = TopicCardData | PageCardData;

/** The cache key of a card: what it is and which version of it. */
const cardKey = (card: CardData) => ('kind' in card ? `${card.kind}:${card.id}:${card.digest}` : `${card.tid}:${card.version}:${card.locale}`);

/**
 * What the card of a topic shows, as the one card layout (server/cards/layout.ts) reads it: the
 * post type is the badge.
 */
function topicFrame(card: TopicCardData): CardFrame {
  return {
    badge: translator(card.locale, 'common')(POST_TYPE_KEY[card.postType]),
    colour: POST_TYPE_COLOURS[card.postType],
    title: card.title,
    byline: [card.author, ...card.projects.slice(0, 3)].join('  ·  '),
  };
}

/** The card's layout as elements satori reads (flexbox, inline styles): a topic's, or another page's (`kind`). */
function cardTree(card: CardData): ReactNode {
  return 'kind' in card ? cardFrameTree(card, card.direction) : cardFrameTree(topicFrame(card), directionOf(card.locale));
}

/** Draws the card: a PNG of TOPIC_CARD.width × TOPIC_CARD.height. */
async function renderTopicCard(card: CardData): Promise<Buffer> {
  return drawCard(cardTree(card), TOPIC_CARD.width, TOPIC_CARD.height);
}

/** At most this many cards are kept (about 50–100 kB each). */
const CARD_CACHE_SIZE = 200;

/** The least recently used card is forgotten first. */
const cache = new LRUCache<string, Promise<Buffer>>({ max: CARD_CACHE_SIZE });
let rendered = 0;

/** How many cards this process has drawn (a cache hit draws none). */
export const cardsRendered = () => rendered;

/**
 * The card's PNG for this version of the topic or page: from the cache, else drawn once
 * (concurrent requests for the same card share one drawing).
 */
function cardPng(card: CardData): Promise<Buffer> {
  const key = cardKey(card);
  const hit = cache.get(key);
  if (hit) return hit;
  const png = renderTopicCard(card).then((result) => {
    rendered += 1;
    return result;
  });
  png.catch(() => cache.delete(key));
  cache.set(key, png);
  return png;
}

/**
 * Answers a card (GET /api/topic/{tid}/card, GET /api/cards/{kind}/{id}): its PNG with its ETag and
 * cache rule, or 304 when the client holds that version already (nothing drawn).
 */
export async function sendCard(
  req: NextApiRequest,
  res: NextApiResponse,
  card: CardData,
  headers: { etag: string; cacheControl: string; type: string },
): Promise<void> {
  res.setHeader('Content-Type', headers.type);
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('ETag', headers.etag);
  if (req.headers['if-none-match'] === headers.etag) {
    res.status(304).end();
    return;
  }
  const png = await cardPng(card);
  res.setHeader('Content-Length', png.length);
  res.status(200).end(png);
}
