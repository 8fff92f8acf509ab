import { createElement as h, type ReactNode } from 'react';
import { TOPIC_CARD } from '@/lib/discussions/rules';
import { POST_TYPE_COLOURS, POST_TYPE_LABELS, type PostType } from '@/lib/discussions/types';
import { SITE_NAME } from '@/lib/seo/head';
import { drawCard } from '../media/drawing';
import { FONT_FAMILY } from '../media/fonts';

export { rasterizeSvg } from '../media/drawing';

/**
 * A topic's social card (its `og:image`): a 1200×630 PNG with the title, the post type badge, the
 * author and the projects, drawn by satori (layout to SVG) and resvg (SVG to PNG, WebAssembly)
 * in a drawing worker, off the main thread (server/media/drawing.ts `drawCard`), with the fonts of
 * server/media/fonts.ts. Cards are kept in a bounded in-memory cache keyed by topic id and the main post's last
 * edit, so an edited title is drawn again and an old card is never served for it.
 */

export interface TopicCardData {
  tid: number;
  title: string;
  postType: PostType;
  author: string;
  projects: string[];
  /** The main post's last edit (or creation) in ms: part of the cache key and the image URL. */
  version: number;
}

const PADDING_X = 72;
const ACCENT_BAR = 16;

const COLOURS = { bg: '#f6f7fb', soft: '#e0e9ff', fg: '#111827', muted: '#4b5563', accent: '#1d4ed8', onAccent: '#ffffff' };

/** The card's layout as elements satori reads (flexbox, inline styles). */
export function cardTree(card: TopicCardData): ReactNode {
  const byline = [card.author, ...card.projects.slice(0, 3)].join('  ·  ');
  return h(
    'div',
    {
      style: {
        width: TOPIC_CARD.width,
        height: TOPIC_CARD.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `64px ${PADDING_X}px`,
        backgroundColor: COLOURS.bg,
        backgroundImage: `linear-gradient(135deg, ${COLOURS.soft} 0%, ${COLOURS.bg} 60%)`,
        borderLeft: `${ACCENT_BAR}px solid ${COLOURS.accent}`,
        fontFamily: FONT_FAMILY,
        color: COLOURS.fg,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700 } },
        h(
          'div',
          {
            style: {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 64,
              height: 64,
              borderRadius: 16,
              marginRight: 20,
              backgroundColor: COLOURS.accent,
              color: COLOURS.onAccent,
              fontSize: 24,
            },
          },
          '{oc}',
        ),
        SITE_NAME,
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            padding: '10px 26px',
            borderRadius: 999,
            backgroundColor: POST_TYPE_COLOURS[card.postType],
            color: '#ffffff',
            fontSize: 30,
            fontWeight: 700,
          },
        },
        POST_TYPE_LABELS[card.postType],
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          maxWidth: TOPIC_CARD.width - 2 * PADDING_X - ACCENT_BAR,
          fontSize: card.title.length > 90 ? 52 : 64,
          fontWeight: 700,
          lineHeight: 1.2,
          lineClamp: 4,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
      },
      card.title,
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          maxWidth: TOPIC_CARD.width - 2 * PADDING_X - ACCENT_BAR,
          fontSize: 32,
          color: COLOURS.muted,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        },
      },
      byline,
    ),
  );
}

/** Draws the card: a PNG of TOPIC_CARD.width × TOPIC_CARD.height. */
export async function renderTopicCard(card: TopicCardData): Promise<Buffer> {
  return drawCard(cardTree(card), TOPIC_CARD.width, TOPIC_CARD.height);
}

/** At most this many cards are kept (about 50–100 kB each). */
export const CARD_CACHE_SIZE = 200;

/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
const cache = new Map<string, Promise<Buffer>>();
let rendered = 0;

/** How many cards this process has drawn (a cache hit draws none). */
export const cardsRendered = () => rendered;

/**
 * The card's PNG for this version of the topic: from the cache, else drawn once (concurrent
 * requests for the same card share one drawing).
 */
export function topicCardPng(card: TopicCardData): Promise<Buffer> {
  const key = `${card.tid}:${card.version}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = renderTopicCard(card).then((result) => {
    rendered += 1;
    return result;
  });
  png.catch(() => cache.delete(key));
  cache.set(key, png);
  while (cache.size > CARD_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return png;
}
