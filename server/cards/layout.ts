import bidiFactory from 'bidi-js';
import { createElement as h, type ReactNode } from 'react';
import { SHARE_CARD } from '@/lib/seo/cards';
import { SITE_NAME } from '@/lib/seo/site';
import { FONT_FAMILY } from '../media/fonts';

/**
 * The one layout of every social card (topics, events, projects, conferences, members, lists):
 * the site's mark and name, a coloured badge naming what the card shows, the title (up to four
 * lines) and one muted line under it. Elements as satori reads them (flexbox, inline styles); the
 * renderer (server/discussions/card.ts) draws them. A card kind is data for this frame.
 *
 * A card in a right-to-left language is mirrored (the mark and the accent bar on the right, the
 * badge on the left) and its words run right to left; the title runs in its own direction (the
 * Unicode bidi algorithm's first strong character, as `dir="auto"` on a page): an English title on
 * an Arabic card reads left to right, an Arabic one on an English card right to left.
 */

export type CardDirection = 'ltr' | 'rtl';

export interface CardFrame {
  /** The badge's text ("Question", "Event", "Project"). */
  badge: string;
  /** The badge's background (white text on it). */
  colour: string;
  title: string;
  /** The line under the title (author and projects, date and hosts). */
  byline: string;
}

const PADDING_X = 72;
const ACCENT_BAR = 16;
const TEXT_WIDTH = SHARE_CARD.width - 2 * PADDING_X - ACCENT_BAR;

const CARD_COLOURS = { bg: '#f6f7fb', soft: '#e0e9ff', fg: '#111827', muted: '#4b5563', accent: '#1d4ed8', onAccent: '#ffffff' };

const bidi = bidiFactory();

/** The direction a text's own letters give it (its first strong character; none: the card's). */
function textDirection(text: string, fallback: CardDirection): CardDirection {
  // The algorithm answers level 0 also for a text without a strong character (digits, symbols).
  if (!/\p{L}/u.test(text)) return fallback;
  return bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
}

interface Run {
  text: string;
  direction: CardDirection;
}

/** A text's runs of one direction, in reading order, by the bidi algorithm's levels in a paragraph of `direction`. */
function bidiRuns(text: string, direction: CardDirection): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const own: CardDirection = (levels[i] ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
    const last = runs[runs.length - 1];
    if (last && last.direction === own) last.text += text[i];
    else runs.push({ text: text[i]!, direction: own });
  }
  return runs;
}

/**
 * The muted line under the title, on one line. Text of one direction is one box, cut with an
 * ellipsis; text of both (an Arabic card's time and names, an English card's Arabic name) is a
 * box per run, laid out in the card's direction: inside one right-to-left box satori turns a time
 * such as 14:30 into 30:14.
 */
function byline(text: string, direction: CardDirection): ReactNode {
  const style = { maxWidth: TEXT_WIDTH, fontSize: 32, color: CARD_COLOURS.muted, overflow: 'hidden', whiteSpace: 'nowrap', direction } as const;
  const runs = bidiRuns(text, direction);
  if (runs.length <= 1) {
    return h('div', { style: { ...style, display: 'block', textAlign: direction === 'rtl' ? 'right' : 'left', textOverflow: 'ellipsis' } }, text);
  }
  // No-break spaces: a box of spaces alone would be drawn without width.
  const boxes = runs.map((run) => h('div', { style: { display: 'flex', flexShrink: 0, direction: run.direction } }, run.text.replace(/ /g, '\u00a0')));
  return h('div', { style: { ...style, display: 'flex', alignItems: 'baseline' } }, ...boxes);
}

function brand(direction: CardDirection): ReactNode {
  const mark = h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 64,
        height: 64,
        borderRadius: 16,
        [direction === 'rtl' ? 'marginLeft' : 'marginRight']: 20,
        backgroundColor: CARD_COLOURS.accent,
        color: CARD_COLOURS.onAccent,
        fontSize: 24,
      },
    },
    '{oc}',
  );
  return h('div', { style: { display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700 } }, mark, SITE_NAME);
}

function badge(frame: CardFrame): ReactNode {
  const style = { display: 'flex', padding: '10px 26px', borderRadius: 999, backgroundColor: frame.colour, color: '#ffffff', fontSize: 30, fontWeight: 700 };
  return h('div', { style }, frame.badge);
}

/** The card's elements, SHARE_CARD.width × SHARE_CARD.height, in the direction of its language. */
export function cardFrameTree(frame: CardFrame, direction: CardDirection): ReactNode {
  const titleDirection = textDirection(frame.title, direction);
  return h(
    'div',
    {
      style: {
        width: SHARE_CARD.width,
        height: SHARE_CARD.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `64px ${PADDING_X}px`,
        backgroundColor: CARD_COLOURS.bg,
        backgroundImage: `linear-gradient(135deg, ${CARD_COLOURS.soft} 0%, ${CARD_COLOURS.bg} 60%)`,
        [direction === 'rtl' ? 'borderRight' : 'borderLeft']: `${ACCENT_BAR}px solid ${CARD_COLOURS.accent}`,
        direction,
        fontFamily: FONT_FAMILY,
        color: CARD_COLOURS.fg,
      },
    },
    h('div', { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } }, brand(direction), badge(frame)),
    h(
      'div',
      {
        style: {
          display: 'block',
          maxWidth: TEXT_WIDTH,
          direction: titleDirection,
          textAlign: titleDirection === 'rtl' ? 'right' : 'left',
          fontSize: frame.title.length > 90 ? 52 : 64,
          fontWeight: 700,
          lineHeight: 1.2,
          lineClamp: 4,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
      },
      frame.title,
    ),
    byline(frame.byline, direction),
  );
}
