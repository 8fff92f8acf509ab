import {
  eventPicture,
  seatsLeftText,
  seatsState,
  timeZoneChoices,
  presentedZone,
  presentedZoneName,
  timeZoneOrUtc,
} from '@/lib/events/display';
import { formatEventDateIn, msToZonedInput, timeZoneLabel, utcOffsetLabel, utcOffsetMinutes, zonedInputToMs } from '@/lib/events/zones';
import { isTimezone } from '@/lib/events/rules';
import { DEFAULT_THUMBNAILS } from '@/lib/thumbnails';
import { translator } from '@/server/i18n/catalogues';

/** The seats' words in English. */
const t = translator('en', 'events');

// 2025-01-05 14:07 UTC
const AT = Date.UTC(2025, 0, 5, 14, 7);
// 2025-07-01 23:30 UTC (summer time in Europe and North America)
const SUMMER = Date.UTC(2025, 6, 1, 23, 30);

describe('R9.8 event dates in a time zone: HH:mmA • DD-MMM-YYYY', () => {
  it('R9.8 writes the date in the given zone', () => {
    expect(formatEventDateIn(AT, 'UTC')).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDateIn(AT, 'Asia/Kolkata')).toBe('19:37PM • 05-Jan-2025');
    expect(formatEventDateIn(AT, 'America/New_York')).toBe('09:07AM • 05-Jan-2025');
    expect(formatEventDateIn(SUMMER, 'Europe/Berlin')).toBe('01:30AM • 02-Jul-2025');
  });

  it('R9.8 accepts unix seconds and milliseconds alike', () => {
    expect(formatEventDateIn(AT / 1000, 'Europe/London')).toBe('14:07PM • 05-Jan-2025');
  });

  it('R9.8 reads an unknown or missing zone as UTC and an invalid time as empty', () => {
    expect(formatEventDateIn(AT, 'Mars/Olympus')).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDateIn(AT, null)).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDateIn('not a date', 'UTC')).toBe('');
    expect(formatEventDateIn(null, 'UTC')).toBe('');
  });

  it('R9.8 always has the same length, so the member’s zone fits the server text’s box', () => {
    const texts = ['UTC', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/Los_Angeles'].map((zone) => formatEventDateIn(SUMMER, zone));
    expect(new Set(texts.map((text) => text.length)).size).toBe(1);
  });
});

describe('R9.8 the event’s own time at the offset the server presented', () => {
  it('R9.8 the server computes a zone’s offset at the start, in minutes east of UTC', () => {
    expect(utcOffsetMinutes(AT, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(AT, 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(SUMMER, 'Europe/Berlin')).toBe(120);
    expect(utcOffsetMinutes(AT, 'Mars/Olympus')).toBe(0);
  });

  it('R9.8 with an offset the date and its label follow it, not this runtime’s time-zone data (which may differ from the server’s)', () => {
    // Whatever this runtime thinks Casablanca's offset is, the server's one (here an hour more) is written.
    const server = utcOffsetMinutes(AT, 'Africa/Casablanca') + 60;
    const at = Date.UTC(2025, 0, 5, 3, 25) - server * 60_000;
    expect(formatEventDateIn(at, 'Africa/Casablanca', server)).toBe('03:25AM • 05-Jan-2025');
    expect(timeZoneLabel(AT, 'Africa/Casablanca', 60)).toBe('Africa/Casablanca (UTC+01:00)');
    expect(timeZoneLabel(AT, 'Asia/Kolkata', 330)).toBe('Asia/Kolkata (UTC+05:30)');
    expect(formatEventDateIn(AT, 'UTC', 0)).toBe('14:07PM • 05-Jan-2025');
  });

  it('R9.8 with an offset the zone is named as the server presented it, even one this runtime does not know', () => {
    expect(timeZoneLabel(AT, 'Mars/Olympus', 90)).toBe('Mars/Olympus (UTC+01:30)');
    expect(timeZoneLabel(AT, 'Mars/Olympus')).toBe('UTC');
    expect(presentedZoneName('America/New_York')).toBe('America/New York');
    expect(presentedZone('')).toBe('UTC');
  });
});

describe('time zones', () => {
  it('knows IANA zones and falls back to UTC (R3.19)', () => {
    expect(timeZoneOrUtc('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneOrUtc('Nowhere/Else')).toBe('UTC');
    expect(timeZoneOrUtc('')).toBe('UTC');
  });

  it('labels a zone with its offset at that moment', () => {
    expect(utcOffsetLabel(AT, 'UTC')).toBe('UTC');
    expect(utcOffsetLabel(AT, 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffsetLabel(AT, 'America/New_York')).toBe('UTC\u221205:00');
    expect(utcOffsetLabel(SUMMER, 'America/New_York')).toBe('UTC\u221204:00');
    expect(timeZoneLabel(AT, 'America/New_York')).toBe('America/New York (UTC\u221205:00)');
    expect(timeZoneLabel(AT, 'UTC')).toBe('UTC');
    expect(timeZoneLabel(AT, 'bogus')).toBe('UTC');
  });

  it('offers every known zone with UTC first, once', () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(zones).toContain('Europe/Berlin');
    expect(zones.every(isTimezone)).toBe(true);
  });
});


describe('R9.7 event pictures', () => {
  it('R9.7 uses the event’s own image first, else the default thumbnail by id modulo 8', () => {
    expect(eventPicture(3, '/uploads/a.png', '/uploads/b.png')).toBe('/uploads/a.png');
    expect(eventPicture(3, null, ' ', '/uploads/b.png')).toBe('/uploads/b.png');
    expect(eventPicture(3)).toBe(DEFAULT_THUMBNAILS[3]);
    expect(eventPicture(11, undefined)).toBe(DEFAULT_THUMBNAILS[3]);
    expect(eventPicture(16)).toBe(DEFAULT_THUMBNAILS[0]);
  });
});

describe('seats left', () => {
  it('0 seats is unlimited', () => {
    expect(seatsState(0, 40)).toEqual({ kind: 'unlimited' });
    expect(seatsState(null, null)).toEqual({ kind: 'unlimited' });
    expect(seatsLeftText(seatsState(0, 3), t)).toBe('Open to everyone');
  });

  it('counts the seats left, singular for one', () => {
    expect(seatsLeftText(seatsState(10, 9), t)).toBe('1 seat left');
    expect(seatsLeftText(seatsState(2000, 8), t)).toBe('1,992 seats left');
  });

  it('a full event offers the waitlist', () => {
    expect(seatsState(5, 5)).toEqual({ kind: 'full', waitlisted: 0 });
    expect(seatsState(5, 7, 2)).toEqual({ kind: 'full', waitlisted: 2 });
    expect(seatsLeftText(seatsState(5, 5), t)).toBe('Full · waitlist open');
    expect(seatsLeftText(seatsState(5, 5, 3), t)).toBe('Full · 3 on the waitlist');
  });
});

describe('the host form’s start time in the event’s zone', () => {
  it('R3.19 reads a wall-clock time in the event’s zone and writes it back', () => {
    expect(zonedInputToMs('2030-01-15T17:00', 'UTC')).toBe(Date.UTC(2030, 0, 15, 17, 0));
    expect(zonedInputToMs('2030-01-15T18:00', 'Europe/Berlin')).toBe(Date.UTC(2030, 0, 15, 17, 0));
    expect(zonedInputToMs('2030-07-15T19:00', 'Europe/Berlin')).toBe(Date.UTC(2030, 6, 15, 17, 0));
    expect(zonedInputToMs('', 'UTC')).toBeNull();
    expect(zonedInputToMs('tomorrow', 'UTC')).toBeNull();
    expect(msToZonedInput(Date.UTC(2030, 0, 15, 17, 0), 'Asia/Tokyo')).toBe('2030-01-16T02:00');
    expect(msToZonedInput(null, 'UTC')).toBe('');
  });
});
