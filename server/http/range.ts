import type { ByteRange } from '../storage';

/**
 * HTTP byte ranges (RFC 9110 §14) for the files the audio player seeks in: uploads
 * (server/discussions/uploads.ts) and the audio files of public/ (./staticAssets.ts).
 */

/**
 * The range a `Range` header asks for: a range, 'unsatisfiable' (416), or null to answer the
 * whole file (no header, another unit, several ranges or a malformed one are answered in full).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
