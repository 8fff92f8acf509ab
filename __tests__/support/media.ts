import zlib from 'node:zlib';

/**
 * Files for upload tests whose bytes are what their type says (uploads check magic numbers,
 * docs/SECURITY.md rule 21), and the image bomb of rule 20.
 */

/** A 1 × 1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz): the bytes an MP3 starts with. */
export const MP3_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);

/** `size` bytes of an MP3: its frame header, then `fill`. */
export const mp3Bytes = (size: number, fill = 7): Buffer => Buffer.concat([MP3_HEADER, Buffer.alloc(Math.max(0, size - MP3_HEADER.length), fill)]).subarray(0, size);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `width` × `height` black pixels (1-bit greyscale, every row zeros): a few kB that
 * a decoder turns into width × height × 4 bytes (12,000 × 12,000: 18 kB on disk, 576 MB decoded).
 */
export function pngBomb(width = 12_000, height = 12_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a file of each type uploads accept, as its format starts (magic numbers). */
export const SAMPLE_FILES: ReadonlyArray<{ filename: string; type: string; data: Buffer }> = [
  { filename: 'a.png', type: 'image/png', data: TINY_PNG },
  { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(40)]) },
  { filename: 'a.gif', type: 'image/gif', data: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0]), Buffer.alloc(20)]) },
  { filename: 'a.webp', type: 'image/webp', data: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(40)]) },
  { filename: 'a.mp3', type: 'audio/mpeg', data: mp3Bytes(64) },
  { filename: 'a.ogg', type: 'audio/ogg', data: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('\x01vorbis'), Buffer.alloc(40)]) },
  { filename: 'a.wav', type: 'audio/wav', data: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(40)]) },
  { filename: 'a.m4a', type: 'audio/mp4', data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A '), Buffer.alloc(40)]) },
];

/** `size` bytes of a file of `type` (its sample's first bytes, then `fill`). */
export function sampleBytes(type: string, size: number, fill = 7): Buffer {
  const sample = SAMPLE_FILES.find((file) => file.type === type);
  if (!sample) throw new Error(`no sample of ${type}`);
  return Buffer.concat([sample.data, Buffer.alloc(Math.max(0, size - sample.data.length), fill)]).subarray(0, size);
}
