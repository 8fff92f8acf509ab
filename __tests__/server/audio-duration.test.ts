import { measureAudioSeconds } from '../../server/media/audio';

/**
 * An audio file's length read from its bytes (server/media/audio.ts: music-metadata in a worker):
 * the site's own files only, and null for anything that is not audio it can read.
 */

describe('measureAudioSeconds', () => {
  it('R3.17 reads the length of the demo episodes from their MP3 frames (public/audio/README.md gives them)', async () => {
    expect(await measureAudioSeconds('/audio/first-contributions-01.mp3')).toBe(27);
    expect(await measureAudioSeconds('/audio/release-notes-01.mp3')).toBe(24);
  }, 60_000);

  it('answers null for a file that is not audio, a missing file, an address outside the site and a path escaping its folder', async () => {
    expect(await measureAudioSeconds('/audio/README.md')).toBeNull();
    expect(await measureAudioSeconds('/audio/no-such-episode.mp3')).toBeNull();
    expect(await measureAudioSeconds('https://podcasts.example.org/episode.mp3')).toBeNull();
    expect(await measureAudioSeconds('/audio/../../package.json')).toBeNull();
    expect(await measureAudioSeconds('/uploads/../secret.mp3')).toBeNull();
  }, 60_000);
});
