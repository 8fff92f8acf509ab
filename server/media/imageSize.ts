import { imageSize } from 'image-size';
import { fail } from '../http/errors';

/**
 * The most pixels (width × height) an image may have to be drawn or uploaded (docs/SECURITY.md
 * rule 20): 16.8 megapixels, 64 MB once decoded (a 12,000 × 12,000 image of 560 kB would be 576 MB).
 */
const IMAGE_PIXEL_BUDGET = 4096 * 4096;

/** The formats (as image-size names them) whose size is read and that the renderer decodes. */
const DRAWABLE_HEADERS = new Set(['png', 'jpg', 'gif']);

/**
 * An image's width and height read from its header (no pixel is decoded): null when the header
 * cannot be read, `invalid-image-dimensions` when it has more than IMAGE_PIXEL_BUDGET pixels.
 */
export function checkImageSize(source: Uint8Array): { width: number; height: number } | null {
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(source);
  } catch {
    return null;
  }
  const { width, height, type } = size;
  if (!width || !height || !DRAWABLE_HEADERS.has(type ?? '')) return null;
  if (width * height > IMAGE_PIXEL_BUDGET) throw fail('invalid-image-dimensions');
  return { width, height };
}
