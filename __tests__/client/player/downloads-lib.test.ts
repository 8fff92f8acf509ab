import { contentLength, downloadBlock, downloadPercent, EPISODE_CACHE, episodeCacheKey, isEpisodePath, isEpisodeRequest, parseStoredTrack, storedEpisodeHeaders } from '@/lib/player/downloads';
import { byteSize } from '@/lib/numbers';

/** Issue 37: what the page and the service worker agree on for downloaded episodes. */

const ORIGIN = 'https://community.example';

describe('lib/player/downloads', () => {
  it('names a cache of its own', () => {
    expect(EPISODE_CACHE).toBe('episodes-v1');
  });

  it('keys a file by its absolute address without query or fragment', () => {
    expect(episodeCacheKey('/audio/maintainers-corner-01.mp3', ORIGIN)).toBe(`${ORIGIN}/audio/maintainers-corner-01.mp3`);
    expect(episodeCacheKey('/audio/maintainers-corner-01.mp3?v=2#t=30', ORIGIN)).toBe(`${ORIGIN}/audio/maintainers-corner-01.mp3`);
    expect(episodeCacheKey(`${ORIGIN}/uploads/2026/05/abc.mp3?x=1`, ORIGIN)).toBe(`${ORIGIN}/uploads/2026/05/abc.mp3`);
    expect(episodeCacheKey('https://cdn.example.org/ep.mp3?token=1', ORIGIN)).toBe('https://cdn.example.org/ep.mp3');
    expect(episodeCacheKey('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(episodeCacheKey('data:audio/mpeg;base64,AAAA', ORIGIN)).toBeNull();
    expect(episodeCacheKey('http://[bad', ORIGIN)).toBeNull();
  });

  it('downloads podcast episodes whose file this site serves; says why not otherwise', () => {
    const podcast = (src: string) => ({ kind: 'podcast', src });
    expect(downloadBlock(podcast('/audio/release-notes-01.mp3'), ORIGIN)).toBeNull();
    expect(downloadBlock(podcast('/uploads/2026/05/abc.m4a'), ORIGIN)).toBeNull();
    expect(downloadBlock(podcast(`${ORIGIN}/uploads/2026/05/abc.mp3`), ORIGIN)).toBeNull();
    expect(downloadBlock(podcast('https://cdn.example.org/ep.mp3'), ORIGIN)).toBe('other-site');
    expect(downloadBlock(podcast('/uploads/2026/05/picture.png'), ORIGIN)).toBe('invalid');
    expect(downloadBlock(podcast('/api/self'), ORIGIN)).toBe('invalid');
    expect(downloadBlock({ kind: 'recording', src: '/audio/release-notes-01.mp3' }, ORIGIN)).toBe('not-episode');
  });

  it('the worker takes same-origin GETs of site audio files only', () => {
    expect(isEpisodePath('/audio/a.mp3')).toBe(true);
    expect(isEpisodePath('/uploads/2026/05/a.OGG')).toBe(true);
    expect(isEpisodePath('/uploads/2026/05/a.png')).toBe(false);
    expect(isEpisodePath('/audio/../secret.mp3')).toBe(false);
    expect(isEpisodePath('/discussions/a.mp3')).toBe(false);
    expect(isEpisodeRequest({ method: 'GET', url: `${ORIGIN}/audio/a.mp3?v=1` }, ORIGIN)).toBe(true);
    expect(isEpisodeRequest({ method: 'HEAD', url: `${ORIGIN}/audio/a.mp3` }, ORIGIN)).toBe(false);
    expect(isEpisodeRequest({ method: 'GET', url: 'https://cdn.example.org/audio/a.mp3' }, ORIGIN)).toBe(false);
    expect(isEpisodeRequest({ method: 'GET', url: `${ORIGIN}/uploads/a.jpg` }, ORIGIN)).toBe(false);
  });

  it('reads lengths, writes the stored headers and the percentage', () => {
    expect(contentLength(new Headers({ 'Content-Length': '116409' }))).toBe(116409);
    expect(contentLength(new Headers())).toBeNull();
    expect(contentLength(new Headers({ 'Content-Length': 'lots' }))).toBeNull();
    const headers = storedEpisodeHeaders(new Headers({ 'Content-Length': '999', ETag: '"abc"' }), 1200, 'post:7', 1_700_000_000_000);
    expect(headers).toMatchObject({ 'Content-Type': 'audio/mpeg', 'Content-Length': '1200', 'Accept-Ranges': 'bytes', 'X-Episode-Track': 'post:7', ETag: '"abc"' });
    expect(headers).not.toHaveProperty('Last-Modified');
    expect(storedEpisodeHeaders(new Headers({ 'Content-Type': 'audio/ogg', 'Last-Modified': 'Tue, 01 Dec 2026 10:00:00 GMT' }), 5, 'post:8', 1)).toMatchObject({
      'Content-Type': 'audio/ogg',
      'Last-Modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
    });
    expect(parseStoredTrack(headers['X-Episode-Track']!)).toBe('post:7');
    expect(parseStoredTrack('nonsense')).toBeNull();
    expect(parseStoredTrack(null)).toBeNull();
    expect(downloadPercent(50, 200)).toBe(25);
    expect(downloadPercent(250, 200)).toBe(100);
    expect(downloadPercent(10, null)).toBeNull();
    expect(downloadPercent(10, 0)).toBeNull();
  });

  it('writes sizes in decimal units (lib/numbers.ts byteSize)', () => {
    expect(byteSize(0)).toEqual({ amount: '0', unit: 'B' });
    expect(byteSize(999)).toEqual({ amount: '999', unit: 'B' });
    expect(byteSize(116_409)).toEqual({ amount: '116', unit: 'KB' });
    expect(byteSize(84_213_000)).toEqual({ amount: '84', unit: 'MB' });
    expect(byteSize(1_234_000_000)).toEqual({ amount: '1.2', unit: 'GB' });
    expect(byteSize(999_600)).toEqual({ amount: '1', unit: 'MB' });
    expect(byteSize(1_234_000_000, 'de')).toEqual({ amount: '1,2', unit: 'GB' });
    expect(byteSize(Number.NaN)).toEqual({ amount: '0', unit: 'B' });
  });
});
