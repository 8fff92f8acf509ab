import { EVENT_THUMBNAIL_SIZES } from '@/lib/events/types';
import { drawImage, ownDrawableUpload, readUpload, storeDrawnImage } from '../media/images';
import type { Viewer } from '../users/viewer';

/**
 * Thumbnails of an event's cover (R3.3, issue "Hosting": thumbnails generated on the server):
 * when the host names an image they uploaded as the cover, the server draws it into the desktop
 * and mobile sizes of EVENT_THUMBNAIL_SIZES (16:9, cropped around the centre) and stores both as
 * the host's uploads. A cover that is an address elsewhere, or a type the renderer cannot decode
 * (WebP), gets none: the event then shows its cover; so does a cover that cannot be read or is
 * larger than the renderer reads (server/media/images.ts): thumbnails never stop a save.
 */
export async function coverThumbnails(viewer: Viewer, cover: string): Promise<{ mobile: string; desktop: string } | null> {
  const upload = await ownDrawableUpload(viewer, cover);
  if (!upload) return null;
  const source = await readUpload(upload.key).catch(() => null);
  if (!source) return null;
  const [desktop, mobile] = await Promise.all(
    (['desktop', 'mobile'] as const).map((kind) => {
      const { width, height } = EVENT_THUMBNAIL_SIZES[kind];
      return drawImage(source, upload.mime, width, height, 'slice');
    }),
  );
  if (!desktop || !mobile) return null;
  return {
    desktop: await storeDrawnImage(viewer, desktop, 'event-thumbnails', 'thumbnail-desktop.png'),
    mobile: await storeDrawnImage(viewer, mobile, 'event-thumbnails', 'thumbnail-mobile.png'),
  };
}
