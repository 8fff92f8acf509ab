import { createElement as h, type ReactNode } from 'react';
import { SHARE_CARD } from '@/lib/seo/cards';
import { SITE_NAME } from '@/lib/seo/head';
import { FONT_FAMILY } from '../media/fonts';

/**
 * The one layout of every social card (topics, events, projects, conferences, members, lists):
 * the site's mark and name, a coloured badge naming what the card shows, the title (up to four
 * lines) and one muted line under it. Elements as satori reads them (flexbox, inline styles); the
 * renderer (server/discussions/card.ts) draws them. A card kind is data for this frame.
 */

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

function brand(): ReactNode {
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
        marginRight: 20,
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

/** The card's elements, SHARE_CARD.width × SHARE_CARD.height. */
export function cardFrameTree(frame: CardFrame): ReactNode {
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
        borderLeft: `${ACCENT_BAR}px solid ${CARD_COLOURS.accent}`,
        fontFamily: FONT_FAMILY,
        color: CARD_COLOURS.fg,
      },
    },
    h('div', { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } }, brand(), badge(frame)),
    h(
      'div',
      {
        style: {
          display: 'block',
          maxWidth: TEXT_WIDTH,
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
    h(
      'div',
      {
        style: {
          display: 'block',
          maxWidth: TEXT_WIDTH,
          fontSize: 32,
          color: CARD_COLOURS.muted,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        },
      },
      frame.byline,
    ),
  );
}
