import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THUMBNAILS, THUMBNAIL_COUNT, defaultThumbnail } from '@/lib/thumbnails';

const publicDir = path.resolve(__dirname, '..', '..', '..', 'public');

describe('R9.7 default event thumbnails', () => {
  it('R9.7 there are eight', () => {
    expect(THUMBNAIL_COUNT).toBe(8);
    expect(DEFAULT_THUMBNAILS).toHaveLength(8);
    expect(new Set(DEFAULT_THUMBNAILS).size).toBe(8);
  });

  it('R9.7 are chosen by event id modulo 8', () => {
    expect(defaultThumbnail(0)).toBe('/images/event-thumbnails/thumb-0.svg');
    expect(defaultThumbnail(7)).toBe('/images/event-thumbnails/thumb-7.svg');
    expect(defaultThumbnail(8)).toBe('/images/event-thumbnails/thumb-0.svg');
    expect(defaultThumbnail(13)).toBe('/images/event-thumbnails/thumb-5.svg');
    expect(defaultThumbnail(1_000_003)).toBe('/images/event-thumbnails/thumb-3.svg');
  });

  it('R9.7 numeric strings count as numbers; fractions round down', () => {
    expect(defaultThumbnail('13')).toBe(defaultThumbnail(13));
    expect(defaultThumbnail(' 42 ')).toBe(defaultThumbnail(42));
    expect(defaultThumbnail(13.9)).toBe(defaultThumbnail(13));
  });

  it('R9.7 negative ids use the positive remainder', () => {
    expect(defaultThumbnail(-1)).toBe('/images/event-thumbnails/thumb-7.svg');
    expect(defaultThumbnail(-8)).toBe('/images/event-thumbnails/thumb-0.svg');
    expect(defaultThumbnail('-3')).toBe('/images/event-thumbnails/thumb-5.svg');
  });

  it('R9.7 other strings pick a stable thumbnail; missing ids pick the first', () => {
    const a = defaultThumbnail('evt-abc');
    expect(DEFAULT_THUMBNAILS).toContain(a);
    expect(defaultThumbnail('evt-abc')).toBe(a);
    const picks = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map(defaultThumbnail));
    expect(picks.size).toBeGreaterThan(1);
    expect(defaultThumbnail(null)).toBe(DEFAULT_THUMBNAILS[0]);
    expect(defaultThumbnail(undefined)).toBe(DEFAULT_THUMBNAILS[0]);
    expect(defaultThumbnail('')).toBe(DEFAULT_THUMBNAILS[0]);
    expect(defaultThumbnail(Number.NaN)).toBe(DEFAULT_THUMBNAILS[0]);
  });

  it('R9.7 every thumbnail is a small, distinct 640x360 SVG in public/', () => {
    const contents = DEFAULT_THUMBNAILS.map((url) => {
      const file = path.join(publicDir, url);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      return svg;
    });
    expect(new Set(contents).size).toBe(8);
  });
});
