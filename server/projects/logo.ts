import { PROJECT_LOGO_SIZE } from '@/lib/projects/types';
import { fail } from '../http/errors';
import { drawImage, ownDrawableUpload, readUpload, storeDrawnImage } from '../media/images';
import type { Viewer } from '../users/viewer';

/**
 * Project logos: the member uploads an image as for a post (`POST /api/post/upload`) and names it
 * as `logo`; the server draws it, centred and whole, into a square PNG of PROJECT_LOGO_SIZE pixels
 * (server/media/images.ts) and stores that as a new upload of the member's, which the
 * unused-uploads sweep keeps while a project shows it. The original is swept a day later.
 */

/** The square PNG of an image, or `invalid-project-logo` when nothing could be drawn from it. */
async function squareLogo(source: Buffer, mime: string): Promise<Buffer> {
  const png = await drawImage(source, mime, PROJECT_LOGO_SIZE, PROJECT_LOGO_SIZE, 'meet');
  if (!png) throw fail('invalid-project-logo');
  return png;
}

/**
 * The logo to store for `value`: '' (none), or the square PNG drawn from an image upload of the
 * viewer's (`/uploads/<key>`), stored as a new upload.
 */
export async function projectLogo(viewer: Viewer, value: string): Promise<string> {
  if (value === '') return '';
  const upload = await ownDrawableUpload(viewer, value);
  if (!upload) throw fail('invalid-project-logo');
  const png = await squareLogo(await readUpload(upload.key), upload.mime);
  return storeDrawnImage(viewer, png, 'logos', 'logo.png');
}
