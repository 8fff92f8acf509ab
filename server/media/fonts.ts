/**
 * The fonts of the social cards: Noto Sans subsets for Latin, Latin Extended, Greek and Cyrillic
 * titles, regular and bold, from the @fontsource/noto-sans package in node_modules (nothing is
 * fetched at run time), and Cairo's Arabic subset (@fontsource/cairo) for Arabic: its letters'
 * joined forms carry their dots in the glyph, which satori draws right (Noto's Arabic places them
 * as marks, which satori does not position). Each subset is its own family name: satori falls
 * back from one family of the list to the next for a character the first does not have (one name
 * for all would use the first file only). The drawing worker (./drawWorker.ts) loads the files;
 * card layouts name FONT_FAMILY.
 */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
export const FONT_WEIGHTS = [400, 700] as const;

/** The Arabic font's family name and its file of a weight. */
export const ARABIC_FONT = 'Cairo arabic';
export const arabicFontFile = (weight: (typeof FONT_WEIGHTS)[number]): string => `@fontsource/cairo/files/cairo-arabic-${weight}-normal.woff`;

/** The CSS font-family list a card's layout uses. */
export const FONT_FAMILY = [...FONT_SUBSETS.map((subset) => `'Noto Sans ${subset}'`), `'${ARABIC_FONT}'`].join(', ');

/** The font file of one subset and weight, inside @fontsource/noto-sans. */
export const fontFile = (subset: (typeof FONT_SUBSETS)[number], weight: (typeof FONT_WEIGHTS)[number]): string =>
  `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`;
