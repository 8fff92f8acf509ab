import type { ReactElement } from 'react';
import { cardFrameTree, type CardFrame } from '../../server/cards/layout';

/** Issue 34: the social card's layout in a right-to-left language (server/cards/layout.ts), without drawing it. */

type Box = ReactElement<{ style: Record<string, unknown>; children?: unknown }>;
const parts = (box: Box): Box[] => [box.props.children].flat() as Box[];

const frame = (title: string, byline: string): CardFrame => ({ badge: 'فعالية', colour: '#B45309', title, byline });

describe('the card layout by direction', () => {
  it('an Arabic card is mirrored: its direction is right to left and the accent bar on the right', () => {
    const rtl = cardFrameTree(frame('تعالوا نبني الإضافات معًا', 'أمل'), 'rtl') as Box;
    expect(rtl.props.style).toMatchObject({ direction: 'rtl', borderRight: expect.stringContaining('solid') });
    expect(rtl.props.style).not.toHaveProperty('borderLeft');
    const ltr = cardFrameTree(frame('Building plugins', 'Amal'), 'ltr') as Box;
    expect(ltr.props.style).toMatchObject({ direction: 'ltr', borderLeft: expect.stringContaining('solid') });
  });

  it("the title runs in its own letters' direction, whatever the card's", () => {
    const titleOf = (tree: unknown) => parts(tree as Box)[1]!.props.style;
    expect(titleOf(cardFrameTree(frame('Building plugins together', 'x'), 'rtl'))).toMatchObject({ direction: 'ltr', textAlign: 'left' });
    expect(titleOf(cardFrameTree(frame('كيف أبني إضافة لـ Next.js؟', 'x'), 'ltr'))).toMatchObject({ direction: 'rtl', textAlign: 'right' });
    // Without a letter, the card's direction.
    expect(titleOf(cardFrameTree(frame('2027', 'x'), 'rtl'))).toMatchObject({ direction: 'rtl' });
  });

  it('a line of both directions is a box per bidi run, in reading order (so a time keeps its order)', () => {
    const bylineOf = (tree: unknown) => parts(tree as Box)[2]!;
    const mixed = bylineOf(cardFrameTree(frame('x', '14:30 • 05-يناير-2027 CET  ·  Priya Raman  ·  أمل'), 'rtl'));
    const runs = parts(mixed).map((run) => [String(run.props.children).replace(/\u00a0/g, ' '), run.props.style.direction]);
    expect(runs).toEqual([
      ['14:30', 'ltr'],
      [' • ', 'rtl'],
      ['05', 'ltr'],
      ['-يناير-', 'rtl'],
      ['2027', 'ltr'],
      [' ', 'rtl'],
      ['CET  ·  Priya Raman', 'ltr'],
      ['  ·  أمل', 'rtl'],
    ]);
    // One direction: one box, cut with an ellipsis.
    const plain = bylineOf(cardFrameTree(frame('x', 'Amal  ·  core'), 'ltr'));
    expect(plain.props.style).toMatchObject({ display: 'block', textOverflow: 'ellipsis' });
    expect(plain.props.children).toBe('Amal  ·  core');
  });
});
