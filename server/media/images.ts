import { randomBytes } from 'node:crypto';
import { findUploadByKey, insertUploadWithinQuota } from '../discussions/repository';
import { uploadQuotaBytes } from '../discussions/uploads';
import { fail } from '../http/errors';
import { getStorage, isStorageKey } from '../storage';
import type { Viewer } from '../users/viewer';
import { rasterizeSvg } from './drawing';
import { checkImageSize } from './imageSize';

/**
 * Pictures the server draws from a member's image upload (a project's square logo, an event
 * cover's thumbnails): the upload is read (bounded), its size read from its header and refused
 * above IMAGE_PIXEL_BUDGET before anything decodes it, drawn into a PNG of a set size by resvg (the
 * renderer of the social cards) in a drawing worker (./drawing.ts, off the main thread) and stored
 * as a new upload of the member's, within their quota. The unused-uploads sweep keeps a drawn
 * picture while something names it.
 */

/** Types the renderer decodes. */
const DRAWABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The largest source image read (bytes); uploads may be larger, pictures need not be. */
const SOURCE_MAX_BYTES = 5 * 1024 * 1024;

export interface DrawableUpload {
  key: string;
  mime: string;
}

/** The viewer's own image upload named by `url` (`/uploads/<key>`) that can be drawn, or null. */
export async function ownDrawableUpload(viewer: Viewer, url: string): Promise<DrawableUpload | null> {
  const key = /^\/uploads\/(.+)$/.exec(url)?.[1] ?? '';
  if (!isStorageKey(key)) return null;
  const upload = await findUploadByKey(key);
  if (!upload || upload.uid !== viewer.uid || !DRAWABLE_TYPES.has(upload.mime)) return null;
  return { key, mime: upload.mime };
}

/** The bytes of a stored upload, at most SOURCE_MAX_BYTES (`file-too-big` beyond). */
export async function readUpload(key: string): Promise<Buffer> {
  const stream = await getStorage().open(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > SOURCE_MAX_BYTES) {
      stream.destroy();
      throw fail('file-too-big', Math.floor(SOURCE_MAX_BYTES / 1024));
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * `source` drawn into a `width` x `height` PNG: whole and centred (`meet`), or filling the frame
 * and cropped around the centre (`slice`). null when nothing could be drawn (not a picture);
 * `invalid-image-dimensions` above the pixel budget.
 */
export async function drawImage(source: Buffer, mime: string, width: number, height: number, fit: 'meet' | 'slice'): Promise<Buffer | null> {
  if (!checkImageSize(source)) return null;
  const href = `data:${mime};base64,${source.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="xMidYMid ${fit}" href="${href}"/></svg>`;
  const { png, drawn } = await rasterizeSvg(svg, width);
  return drawn ? png : null;
}

/** Stores a drawn PNG as a new upload of the viewer's under `folder/`; answers its `/uploads/...` address. */
export async function storeDrawnImage(viewer: Viewer, png: Buffer, folder: string, name: string): Promise<string> {
  const storageKey = `${folder}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.png`;
  const url = `/uploads/${storageKey}`;
  await getStorage().put(storageKey, png, 'image/png');
  const stored = await insertUploadWithinQuota(
    { uid: viewer.uid, cid: null, url, storageKey, name, mime: 'image/png', size: png.length },
    uploadQuotaBytes(),
  );
  if (!stored) {
    await getStorage().remove(storageKey).catch(() => undefined);
    throw fail('upload-quota-exceeded', Math.floor(uploadQuotaBytes() / (1024 * 1024)));
  }
  return url;
}
