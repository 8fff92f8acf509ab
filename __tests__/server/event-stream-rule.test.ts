import { getConfig } from '@/server/config';
import { streamFrameOrigins, streamHostName, streamOf, streamUrlIssue, type StreamAllow } from '@/lib/events/stream';

/** Issue 36: the one rule for an event's stream address (lib/events/stream.ts). */

const allow: StreamAllow = {
  siteHost: 'community.example.org',
  peertubeHosts: ['video.example.org'],
  jitsiHosts: ['meet.jit.si', 'meet.example.org'],
  mediaHosts: ['media.example.org'],
};

describe('streamOf: what each accepted address plays', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('YouTube %s', (address, src) => {
    expect(streamOf(address, allow)).toEqual({ kind: 'youtube', src });
  });

  it('Twitch: the channel in the player, with the site as its parent', () => {
    expect(streamOf('https://www.twitch.tv/SomeChannel', allow)).toEqual({
      kind: 'twitch',
      src: 'https://player.twitch.tv/?channel=somechannel&parent=community.example.org',
    });
    expect(streamOf('https://twitch.tv/some_channel/', { ...allow, siteHost: 'localhost' })?.src).toBe(
      'https://player.twitch.tv/?channel=some_channel&parent=localhost',
    );
  });

  it('PeerTube: /w/{id} and /videos/watch/{id} on an allowed instance', () => {
    const embed = { kind: 'peertube', src: 'https://video.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d' };
    expect(streamOf('https://video.example.org/videos/watch/9c9de5e8-0a1e-484a-b099-e80766180a6d', allow)).toEqual(embed);
    expect(streamOf('https://video.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv', allow)).toEqual({
      kind: 'peertube',
      src: 'https://video.example.org/videos/embed/kkGMgK9ZtnKfYAgnEtQxbv',
    });
  });

  it('Jitsi: a room on meet.jit.si or an allowed server', () => {
    expect(streamOf('https://meet.jit.si/OurCommunityCall', allow)).toEqual({ kind: 'jitsi', src: 'https://meet.jit.si/OurCommunityCall' });
    expect(streamOf('https://meet.example.org/weekly-call#config.startWithAudioMuted=false', allow)).toEqual({
      kind: 'jitsi',
      src: 'https://meet.example.org/weekly-call',
    });
  });

  it('HLS and audio from an allowed media host, played by the page', () => {
    expect(streamOf('https://media.example.org/live/stream.m3u8?token=abc#x', allow)).toEqual({
      kind: 'hls',
      src: 'https://media.example.org/live/stream.m3u8?token=abc',
    });
    for (const extension of ['mp3', 'ogg', 'opus', 'm4a', 'AAC']) {
      expect(streamOf(`https://media.example.org/radio/live.${extension}`, allow)).toEqual({
        kind: 'audio',
        src: `https://media.example.org/radio/live.${extension}`,
      });
    }
  });
});

describe('streamOf: refusals', () => {
  it.each([
    // other hosts, and hosts not on the site's lists
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://other-peertube.example/w/kkGMgK9ZtnKfYAgnEtQxbv',
    'https://media.example.net/live/stream.m3u8',
    'https://sub.media.example.org/live/stream.m3u8',
    'https://meet.jit.si.evil.example/room',
    // not https
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://media.example.org/live/stream.m3u8',
    '//www.youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//https://youtube.com/watch?v=dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    // user-info tricks and ports
    'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:443@evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://media.example.org:8080/live/stream.m3u8',
    'https://meet.jit.si:444/room',
    // backslashes and spaces the URL parser would read its own way
    'https:\\\\www.youtube.com\\watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://evil.example',
    // shapes that play nothing
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/@channel',
    'https://youtu.be/',
    'https://www.twitch.tv/',
    'https://www.twitch.tv/directory',
    'https://www.twitch.tv/somechannel/videos',
    'https://video.example.org/videos/overview',
    'https://meet.jit.si/',
    'https://meet.jit.si/a/b',
    'https://media.example.org/live/page.html',
    'https://media.example.org/live/stream.m3u8/../x.html',
    '',
    'not a url',
  ])('refuses %s', (address) => {
    expect(streamOf(address, allow)).toBeNull();
  });

  it('refuses what is not a string, and anything past the length bound', () => {
    expect(streamOf(undefined, allow)).toBeNull();
    expect(streamOf(42, allow)).toBeNull();
    expect(streamOf(`https://media.example.org/${'a'.repeat(2000)}.mp3`, allow)).toBeNull();
  });

  it('PeerTube, Jitsi and media hosts only when the site allows them', () => {
    const bare: StreamAllow = { siteHost: 'community.example.org', peertubeHosts: [], jitsiHosts: [], mediaHosts: [] };
    expect(streamOf('https://video.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv', bare)).toBeNull();
    expect(streamOf('https://meet.jit.si/OurCommunityCall', bare)).toBeNull();
    expect(streamOf('https://media.example.org/live/stream.m3u8', bare)).toBeNull();
    expect(streamOf('https://youtu.be/dQw4w9WgXcQ', bare)).not.toBeNull();
  });

  it('streamUrlIssue: "" is no stream; a refused address is invalid-url', () => {
    expect(streamUrlIssue('', allow)).toBeNull();
    expect(streamUrlIssue('https://youtu.be/dQw4w9WgXcQ', allow)).toBeNull();
    expect(streamUrlIssue('https://youtube.com@evil.example/', allow)).toEqual({ key: 'invalid-url', args: [] });
  });
});

describe('the allow-list settings', () => {
  it('host names are taken as the URL class spells them; wildcards, schemes, ports and paths are left out', () => {
    expect(streamHostName('Video.Example.ORG')).toBe('video.example.org');
    for (const bad of ['*', '*.example.org', 'https://video.example.org', 'video.example.org:8443', 'video.example.org/x', 'localhost', 'a b', 'user@host.org']) {
      expect(streamHostName(bad)).toBeNull();
    }
  });

  it('STREAM_* settings: PeerTube and media none by default, Jitsi meet.jit.si; lists by commas or spaces', () => {
    expect(getConfig({ NODE_ENV: 'test' }).streams).toEqual({ peertubeHosts: [], jitsiHosts: ['meet.jit.si'], mediaHosts: [] });
    const set = getConfig({
      NODE_ENV: 'test',
      STREAM_PEERTUBE_HOSTS: 'video.example.org, tube.example.net',
      STREAM_JITSI_HOSTS: '',
      STREAM_MEDIA_HOSTS: 'media.example.org *.example.org https://x.example',
    }).streams;
    expect(set).toEqual({ peertubeHosts: ['video.example.org', 'tube.example.net'], jitsiHosts: [], mediaHosts: ['media.example.org'] });
    expect(streamFrameOrigins(set)).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.twitch.tv',
      'https://video.example.org',
      'https://tube.example.net',
    ]);
  });
});
