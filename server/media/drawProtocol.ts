/** The messages between the main thread (./drawing.ts) and the drawing worker (./drawWorker.ts). */

/** A card: a satori layout (a plain `{type, props}` tree) drawn as a PNG of width × height. */
interface CardJob {
  id: number;
  kind: 'card';
  tree: unknown;
  width: number;
  height: number;
}

/** An SVG (which may embed PNG, JPEG or GIF images) rasterised `width` pixels wide. */
interface SvgJob {
  id: number;
  kind: 'svg';
  svg: string;
  width: number;
}

export type DrawJob = CardJob | SvgJob;

/** The PNG and whether any pixel was drawn, or the failure; `threadId` is the worker's. */
export type DrawReply =
  | { id: number; ok: true; png: Uint8Array; drawn: boolean; threadId: number }
  | { id: number; ok: false; message: string; threadId: number };
