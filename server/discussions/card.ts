import fs from 'node:fs/promises';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { TOPIC_CARD } from '@/lib/discussions/rules';
import { POST_TYPE_COLOURS, POST_TYPE_LABELS, type PostType } from '@/lib/discussions/types';
import type { PageCardKind } from '@/lib/seo/cards';
import { cardFrameTree, FONT_SUBSETS, type CardFrame } from '../cards/layout';

/**
 * The social cards (`og:image`): a topic's 1200×630 PNG with the title, the post type badge, the
 * author and the projects, and every other page's card (`PageCardData`: events, projects,
 * conferences, members, lists; server/cards/), all in one layout (server/cards/layout.ts), drawn
 * by satori (layout to SVG) and resvg (SVG to PNG, WebAssembly). Fonts come from the
 * @fontsource/noto-sans package in node_modules: nothing is fetched at run time. Cards are kept in
 * a bounded in-memory cache keyed by what they show (a topic: its id and the main post's last
 * edit), so an edited title is drawn again and an old card is never served for it.
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

/** Another page's card (server/cards/data.ts): its kind and id, and what it shows. */
export interface PageCardData extends CardFrame {
  kind: PageCardKind;
  id: string;
  /** A digest of what it shows: part of the cache key and of its ETag. */
  digest: string;
}

export type CardData = TopicCardData | PageCardData;

/** The cache key of a card: what it is and which version of it. */
const cardKey = (card: CardData) => ('kind' in card ? `${card.kind}:${card.id}:${card.digest}` : `${card.tid}:${card.version}`);

/** The packages' files, from the app's node_modules (the directory the app runs in). */
const modulesDir = () => path.join(process.cwd(), 'node_modules');

/** Noto Sans subsets (FONT_SUBSETS, one family each), regular and bold. */
const FONT_WEIGHTS = [400, 700] as const;

interface Renderer {
  fonts: Font[];
}

let renderer: Promise<Renderer> | null = null;

async function loadRenderer(): Promise<Renderer> {
  const wasm = await fs.readFile(path.join(modulesDir(), '@resvg/resvg-wasm/index_bg.wasm'));
  await initWasm(wasm);
  const fonts: Font[] = [];
  for (const weight of FONT_WEIGHTS) {
    for (const subset of FONT_SUBSETS) {
      const file = path.join(modulesDir(), '@fontsource/noto-sans/files', `noto-sans-${subset}-${weight}-normal.woff`);
      fonts.push({ name: `Noto Sans ${subset}`, data: await fs.readFile(file), weight, style: 'normal' });
    }
  }
  return { fonts };
}

/** satori and resvg are set up once per process (the WebAssembly module may be initialised once). */
function ready(): Promise<Renderer> {
  renderer ??= loadRenderer().catch((err: unknown) => {
    renderer = null;
    throw err;
  });
  return renderer;
}

/**
 * What the card of a topic shows, as the one card layout (server/cards/layout.ts) reads it: the
 * post type is the badge.
 */
export function topicFrame(card: TopicCardData): CardFrame {
  return {
    badge: POST_TYPE_LABELS[card.postType],
    colour: POST_TYPE_COLOURS[card.postType],
    title: card.title,
    byline: [card.author, ...card.projects.slice(0, 3)].join('  ·  '),
  };
}

/** The card's layout as elements satori reads (flexbox, inline styles): a topic's, or another page's (`kind`). */
export function cardTree(card: CardData): ReactNode {
  return cardFrameTree('kind' in card ? card : topicFrame(card));
}

/** Drawing takes a CPU for a second or two: at most this many at once, the others wait their turn. */
const MAX_DRAWING = 2;
let drawing = 0;
const waiting: Array<() => void> = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (drawing >= MAX_DRAWING) await new Promise<void>((resolve) => waiting.push(resolve));
  drawing += 1;
  try {
    return await work();
  } finally {
    drawing -= 1;
    waiting.shift()?.();
  }
}

/** Draws the card: a PNG of TOPIC_CARD.width × TOPIC_CARD.height. */
export async function renderTopicCard(card: CardData): Promise<Buffer> {
  return turn(() => draw(card));
}

async function draw(card: CardData): Promise<Buffer> {
  const { fonts } = await ready();
  const svg = await satori(cardTree(card), { width: TOPIC_CARD.width, height: TOPIC_CARD.height, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: TOPIC_CARD.width } }).render().asPng();
  return Buffer.from(png);
}

/**
 * Draws an SVG as a PNG `width` pixels wide with the same renderer (one WebAssembly module per
 * process): project logos are resized this way (server/projects/logo.ts). Answers the PNG and
 * whether any pixel is drawn (an image resvg could not decode draws nothing).
 */
export async function rasterizeSvg(svg: string, width: number): Promise<{ png: Buffer; drawn: boolean }> {
  return turn(async () => {
    await ready();
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
    const pixels = image.pixels;
    let drawn = false;
    for (let i = 3; i < pixels.length; i += 4) {
      if (pixels[i] !== 0) {
        drawn = true;
        break;
      }
    }
    return { png: Buffer.from(image.asPng()), drawn };
  });
}

/** At most this many cards are kept (about 50–100 kB each). */
export const CARD_CACHE_SIZE = 200;

/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
const cache = new Map<string, Promise<Buffer>>();
let rendered = 0;

/** How many cards this process has drawn (a cache hit draws none). */
export const cardsRendered = () => rendered;

/**
 * The card's PNG for this version of the topic or page: from the cache, else drawn once
 * (concurrent requests for the same card share one drawing).
 */
export function cardPng(card: CardData): Promise<Buffer> {
  const key = cardKey(card);
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
