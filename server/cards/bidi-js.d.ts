/** The part of bidi-js (no types of its own) the card layout uses: the Unicode bidi algorithm's levels. */
declare module 'bidi-js' {
  interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: Array<{ start: number; end: number; level: number }>;
  }
  export default function bidiFactory(): { getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels };
}
