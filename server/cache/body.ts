import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A cached page's body, kept so that every response carries its own CSP nonce and a hit costs no
 * compression. The HTML is cut at each occurrence of the nonce it was rendered with; each piece is
 * kept as it is and as a raw deflate stream of its own (sync-flushed: byte-aligned, not final).
 * A response's gzip body is then the gzip header, the pieces' deflate streams with the response's
 * nonce between them as stored (uncompressed) deflate blocks, a final empty block and the trailer,
 * whose CRC-32 is combined from the pieces' CRCs and the nonce's without reading the page again.
 * Back-references never cross a piece (each piece is its own compression), so the result is a
 * valid gzip stream for any nonce of the same length.
 */

export interface CachedBody {
  /** The page as rendered, cut at the render's nonce. */
  pieces: Buffer[];
  /** Each piece as raw deflate, sync-flushed. */
  deflated: Buffer[];
  /** CRC-32 of each piece. */
  crcs: number[];
  /** The nonce's length in bytes: a different length cannot be spliced in. */
  nonceLength: number;
  /** A strong validator of the content (the nonce aside). */
  hash: string;
  /** Bytes held (pieces and their compressed forms). */
  bytes: number;
}

export type BodyEncoding = 'gzip' | 'identity';

/** Cuts `page` at every occurrence of `nonce` (empty: none). */
function cut(page: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [page];
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(needle, from); at !== -1; at = page.indexOf(needle, from)) {
    pieces.push(page.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(page.subarray(from));
  return pieces;
}

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

/**
 * Each piece as raw deflate, sync-flushed. A piece may refer back to the text before it (as a
 * preset dictionary: the earlier pieces with zero bytes where the nonces go), so the page data
 * still compresses against the page's HTML. Zero bytes stand in for the nonce: a piece without
 * zero bytes can never match them, so no reference reaches into a nonce, whatever it is. A page
 * with a zero byte in it (none is expected) is compressed piece by piece without dictionaries.
 */
function deflatePieces(pieces: Buffer[], nonceLength: number, level: number): Buffer[] {
  const options = { level, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (pieces.some((piece) => piece.includes(0))) return pieces.map((piece) => zlib.deflateRawSync(piece, options));
  const gap = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return pieces.map((piece, i) => {
    const out = zlib.deflateRawSync(piece, before.length > 0 ? { ...options, dictionary: before } : options);
    if (i < pieces.length - 1) {
      const grown = Buffer.concat([before, piece, gap]);
      before = grown.length > WINDOW ? grown.subarray(grown.length - WINDOW) : grown;
    }
    return out;
  });
}

export function cachedBody(page: Buffer, renderNonce: string, level = 6): CachedBody {
  const pieces = cut(page, renderNonce).map((piece) => Buffer.from(piece));
  const deflated = deflatePieces(pieces, Buffer.byteLength(renderNonce), level);
  const hash = createHash('sha256');
  pieces.forEach((piece, i) => {
    if (i > 0) hash.update('\0nonce\0');
    hash.update(piece);
  });
  const bytes = [...pieces, ...deflated].reduce((sum, b) => sum + b.length, 0);
  return {
    pieces,
    deflated,
    crcs: pieces.map((piece) => zlib.crc32(piece)),
    nonceLength: Buffer.byteLength(renderNonce),
    hash: hash.digest('base64url').slice(0, 27),
    bytes,
  };
}

// CRC-32 combination (the reflected polynomial 0xEDB88320): crc(A‖B) from crc(A), crc(B) and |B|,
// by multiplying crc(A) by x^(8·|B|) modulo the polynomial. Polynomials are 32-bit words, bit 31
// being x^0 (the reflected order zlib's CRC uses).
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  let x = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= x;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const X_POW_2K: number[] = (() => {
  const table = [0x40000000]; // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·bytes) mod P. */
function shiftFor(bytes: number): number {
  let result = 0x80000000; // x^0
  let k = 3; // 8 = 2^3 bits per byte
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) result = multiplyModP(X_POW_2K[k % 32]!, result);
  }
  return result;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(shiftFor(lengthB), crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A stored (uncompressed) deflate block, not final, holding `data` (under 64 KB). */
function storedBlock(data: Buffer): Buffer {
  const len = data.length;
  const header = Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]);
  return Buffer.concat([header, data]);
}

/** The body with `nonce` where the render's nonce was, gzip-encoded or as it is. */
export function bodyFor(body: CachedBody, nonce: string, encoding: BodyEncoding): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (body.pieces.length > 1 && nonceBytes.length !== body.nonceLength) throw new Error('nonce length differs from the render');
  if (encoding === 'identity') {
    const parts: Buffer[] = [];
    body.pieces.forEach((piece, i) => {
      if (i > 0) parts.push(nonceBytes);
      parts.push(piece);
    });
    return Buffer.concat(parts);
  }
  const nonceBlock = storedBlock(nonceBytes);
  const nonceCrc = zlib.crc32(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(nonceBlock);
      crc = crc32Combine(crc, nonceCrc, nonceBytes.length);
      size += nonceBytes.length;
    }
    parts.push(body.deflated[i]!);
    crc = crc32Combine(crc, body.crcs[i]!, piece.length);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
