import { fileTypeFromStream } from 'file-type/node';
import { fail } from '../http/errors';
import { getStorage } from '../storage';
import { checkImageSize } from './imageSize';

/**
 * An upload's bytes must be what its declared type says (docs/SECURITY.md rule 21): the type is
 * read from the file's magic numbers by `file-type` (which reads only as much of the file as it
 * needs), so HTML, SVG or anything else under a `.png`, `.gif`, `.webp` or `.mp3` name is refused.
 * An image is also refused when its header names more than the pixel budget (./images.ts).
 */

/** What file-type may call the bytes of each type uploads accept (one container, several names). */
const CONTENT_TYPES: Record<string, ReadonlyArray<string>> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'audio/mpeg': ['audio/mpeg'],
  'audio/ogg': ['audio/ogg', 'audio/opus', 'audio/ogg; codecs=opus', 'audio/ogg; codecs=speex', 'audio/x-flac'],
  'audio/wav': ['audio/wav', 'audio/vnd.wave', 'audio/x-wav'],
  'audio/mp4': ['audio/mp4', 'audio/x-m4a', 'video/mp4'],
};

/** The first bytes of an image read for its header (a JPEG's size may follow its EXIF data). */
const IMAGE_HEAD_BYTES = 256 * 1024;

async function head(key: string, bytes: number): Promise<Buffer> {
  const stream = await getStorage().open(key, { start: 0, end: bytes - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Whether bytes detected as `detected` may be stored as `declared`. */
function contentMatches(declared: string, detected: string | undefined): boolean {
  return detected !== undefined && (CONTENT_TYPES[declared] ?? []).includes(detected);
}

/**
 * Checks the stored file `key` against its declared type: `invalid-image` (images) or
 * `invalid-file` (audio) when its bytes are something else, `invalid-image-dimensions` for an
 * image above the pixel budget.
 */
export async function checkUploadContent(key: string, declared: string): Promise<void> {
  const stream = await getStorage().open(key);
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromStream(stream))?.mime;
  } finally {
    stream.destroy();
  }
  const image = declared.startsWith('image/');
  if (!contentMatches(declared, detected)) throw fail(image ? 'invalid-image' : 'invalid-file');
  if (image) checkImageSize(await head(key, IMAGE_HEAD_BYTES));
}
