import {
  eventIdFromSlug,
  eventLifecycle,
  eventSlug,
  eventTagsIssue,
  isMediaUrl,
  isTimezone,
  mediaUrlIssue,
  joinsWaitlist,
  normalizeEventTags,
  parseTimestampRange,
  seatsLeft,
} from '@/lib/events/rules';
import { toUnixMs } from '@/lib/time';
import { EVENT_DEFAULTS, EVENT_PAGE_SIZE, EVENT_TYPE_COLOURS, EVENT_TYPES } from '@/lib/events/types';

const START = Date.UTC(2030, 0, 15, 17, 0);

describe('R4.1 event lifecycle by the clock', () => {
  const event = { stored: 'scheduled' as const, timestamp: START, duration: 90 };

  it('R4.1 scheduled before the start, live from the start, ended from start + duration', () => {
    expect(eventLifecycle(event, START - 1)).toBe('scheduled');
    expect(eventLifecycle(event, START)).toBe('live');
    expect(eventLifecycle(event, START + 90 * 60_000 - 1)).toBe('live');
    expect(eventLifecycle(event, START + 90 * 60_000)).toBe('ended');
  });

  it('R4.1 a host’s early start and end, and a cancellation, win over the clock', () => {
    expect(eventLifecycle({ ...event, stored: 'live' }, START - 60_000)).toBe('live');
    expect(eventLifecycle({ ...event, stored: 'ended' }, START - 60_000)).toBe('ended');
    expect(eventLifecycle({ ...event, stored: 'cancelled' }, START + 1)).toBe('cancelled');
    expect(eventLifecycle({ ...event, stored: 'live' }, START + 91 * 60_000)).toBe('ended');
  });
});

describe('R3.19 R3.20 R9.2 event constants', () => {
  it('R3.19 defaults: scheduled, webinar, 0 seats, discussion on, UTC, host, not_available', () => {
    expect(EVENT_DEFAULTS).toMatchObject({
      event_lifecycle: 'scheduled',
      event_type: 'webinar',
      no_of_seats: 0,
      enable_discussion: true,
      timezone: 'UTC',
      organizerRole: 'host',
      recording_status: 'not_available',
    });
  });

  it('R3.20 every type has its own badge colour', () => {
    const colours = EVENT_TYPES.map((t) => EVENT_TYPE_COLOURS[t.value]);
    expect(new Set(colours).size).toBe(EVENT_TYPES.length);
  });

  it('R9.2 events page sizes are 10', () => {
    expect(EVENT_PAGE_SIZE).toEqual({ search: 10, myEvents: 10, bookmarks: 10 });
  });
});

describe('R3.3 event rules both sides apply', () => {
  it('R3.3 seats: 0 is unlimited; past the seats members join the waitlist', () => {
    expect(seatsLeft(0, 12)).toBeNull();
    expect(seatsLeft(5, 2)).toBe(3);
    expect(seatsLeft(5, 7)).toBe(0);
    expect(joinsWaitlist(0, 100)).toBe(false);
    expect(joinsWaitlist(2, 1)).toBe(false);
    expect(joinsWaitlist(2, 2)).toBe(true);
  });

  it('R1.4 slugs: id and words, read back to the id', () => {
    expect(eventSlug(12, 'Rust: borrow checker AMA!')).toBe('12/rust-borrow-checker-ama');
    expect(eventSlug(3, '!!!')).toBe('3');
    expect(eventIdFromSlug('12/rust-borrow-checker-ama')).toBe(12);
    expect(eventIdFromSlug('12')).toBe(12);
    expect(eventIdFromSlug('abc')).toBeNull();
    expect(eventIdFromSlug('99999999999')).toBeNull();
  });

  it('R3.19 time zones, times and the common_timestamp range', () => {
    expect(isTimezone('Europe/Berlin')).toBe(true);
    expect(isTimezone('UTC')).toBe(true);
    expect(isTimezone('Mars/Olympus')).toBe(false);
    expect(isTimezone('')).toBe(false);
    expect(toUnixMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toUnixMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(parseTimestampRange('100..200')).toEqual({ from: 100, to: 200 });
    expect(parseTimestampRange(['5..6'])).toEqual({ from: 5, to: 6 });
    expect(parseTimestampRange('200..100')).toBeNull();
    expect(parseTimestampRange('x..y')).toBeNull();
    expect(parseTimestampRange(undefined)).toBeNull();
  });

  it('hardening 22: media addresses are the site’s own files or https: addresses of public names (IP ranges: the server, __tests__/server/public-host.test.ts)', () => {
    const reserved = { key: 'reserved-ip-address', args: [] };
    const invalid = { key: 'invalid-url', args: [] };
    for (const address of ['https://localhost/a.png', 'https://LOCALHOST./a.png', 'https://media.localhost/a.png', 'https://intranet/a.png']) {
      expect([address, mediaUrlIssue(address)]).toEqual([address, reserved]);
    }
    for (const address of ['http://169.254.169.254/latest/meta-data/', 'http://cdn.example.com/a.png', 'ftp://example.com/a.mp3', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//example.com/a.png', '/etc/passwd', '/api/logout']) {
      expect([address, mediaUrlIssue(address)]).toEqual([address, invalid]);
    }
    for (const address of ['https://cdn.example.com/a.png', 'https://93.184.216.34/a.png', 'https://[2606:4700::1111]/a.mp3', '/uploads/2026/01/a.png', '/images/cover.png', '/audio/episode.mp3']) {
      expect([address, mediaUrlIssue(address)]).toEqual([address, null]);
    }
  });

  it('R3.3 media addresses and tags', () => {
    expect(isMediaUrl('https://example.com/a.png')).toBe(true);
    expect(isMediaUrl('/uploads/a.png')).toBe(true);
    expect(isMediaUrl('/audio/episode.mp3')).toBe(true);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isMediaUrl('/uploads/../secret')).toBe(false);
    expect(normalizeEventTags(['Live Coding', 'live-coding', ' Rust '])).toEqual(['live-coding', 'rust']);
    expect(eventTagsIssue(['a'])).toEqual({ key: 'tag-too-short', args: [2] });
    expect(eventTagsIssue(['ab', 'cd', 'ef', 'gh', 'ij', 'kl'])).toEqual({ key: 'too-many-tags', args: [5] });
    expect(eventTagsIssue(['rust'])).toBeNull();
  });
});
