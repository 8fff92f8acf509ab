import { randomBytes } from 'node:crypto';
import { PROJECT_LOGO_SIZE } from '@/lib/projects/types';
import { rasterizeSvg } from '../discussions/card';
import { findUploadByKey, insertUploadWithinQuota } from '../discussions/repository';
import { uploadQuotaBytes } from '../discussions/uploads';
import { fail } from '../http/errors';
import { getStorage, isStorageKey } from '../storage';
import type { Viewer } from '../users/viewer';

/**
 * Project logos: the member uploads an image as for a post (`POST /api/post/upload`) and names it
 * as `logo`; the server draws it, centred and whole, into a square PNG of PROJECT_LOGO_SIZE pixels
 * (resvg, the renderer of the social cards) and stores that as a new upload of the member's, which
 * the unused-uploads sweep keeps while a project shows it. The original is swept a day later.
 */

/** Types the renderer decodes. */
const LOGO_SOURCES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The largest source image read (bytes); uploads may be larger, logos need not be. */
const SOURCE_MAX_BYTES = 5 * 1024 * 1024;

async function readAll(key: string): Promise<Buffer> {
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

/** The square PNG of an image, or `invalid-project-logo` when nothing could be drawn from it. */
export async function squareLogo(source: Buffer, mime: string): Promise<Buffer> {
  const size = PROJECT_LOGO_SIZE;
  const href = `data:${mime};base64,${source.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<image width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" href="${href}"/></svg>`;
  const { png, drawn } = await rasterizeSvg(svg, size);
  if (!drawn) throw fail('invalid-project-logo');
  return png;
}

/**
 * The logo to store for `value`: '' (none), or the square PNG drawn from an image upload of the
 * viewer's (`/uploads/<key>`), stored as a new upload.
 */
export async function projectLogo(viewer: Viewer, value: string): Promise<string> {
  if (value === '') return '';
  const key = /^\/uploads\/(.+)$/.exec(value)?.[1] ?? '';
  if (!isStorageKey(key)) throw fail('invalid-project-logo');
  const upload = await findUploadByKey(key);
  if (!upload || upload.uid !== viewer.uid || !LOGO_SOURCES.has(upload.mime)) throw fail('invalid-project-logo');
  const png = await squareLogo(await readAll(key), upload.mime);
  const now = new Date();
  const storageKey = `logos/${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}.png`;
  const url = `/uploads/${storageKey}`;
  await getStorage().put(storageKey, png, 'image/png');
  const stored = await insertUploadWithinQuota(
    { uid: viewer.uid, cid: null, url, storageKey, name: 'logo.png', mime: 'image/png', size: png.length },
    uploadQuotaBytes(),
  );
  if (!stored) {
    await getStorage().remove(storageKey).catch(() => undefined);
    throw fail('upload-quota-exceeded', Math.floor(uploadQuotaBytes() / (1024 * 1024)));
  }
  return url;
}
