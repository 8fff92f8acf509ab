import ICAL from 'ical.js';
import { calendarLinks } from '@/lib/events/calendarLinks';
import { Agent } from '../support/agent';
import { createEvent, createPublished, DAY, HOUR, setUpEventsApp, signUpAll } from './events-support';
import type { Json, Member } from './events-support';

const app = setUpEventsApp();

let host: Member, alice: Member, bob: Member;
let visitor: Agent;

beforeAll(async () => {
  [, host, alice, bob] = await signUpAll(app, 'caladmin', 'calhost', 'calalice', 'calbob');
  visitor = new Agent(app().url);
});

const E = '/api/events/v1';

/** The VEVENTs of an iCalendar text, parsed back with ical.js. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate,
        end: event.endDate,
        sequence: event.sequence,
        status: String(vevent.getFirstPropertyValue('status')),
        url: String(vevent.getFirstPropertyValue('url')),
      };
    }),
  };
}

/** iCalendar times have whole seconds. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

async function ics(agent: Agent, id: number) {
  const reply = await agent.get(`${E}/event/${id}/ics`, { Accept: 'text/calendar' });
  return { reply, text: typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body) };
}

describe('R7.3 GET /event/{id}/ics', () => {
  it('R7.3 answers an iCalendar file that parses back with the event: UTC start and end, title and summary escaped, page address, zone named', async () => {
    const start = Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000;
    const title = 'Plugins, themes; and \\ backslashes';
    const event = await createPublished(host, { title, summary: 'Line one, with comma;\nline two', timestamp: start, duration: 95, timezone: 'Europe/Berlin' });
    const { reply, text } = await ics(visitor, event.id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART:');
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).toContain('Plugins\\, themes\\; and \\\\ backslashes');

    const { events } = parse(text);
    expect(events).toHaveLength(1);
    const [vevent] = events;
    expect(vevent!.summary).toBe(title);
    expect(vevent!.start.zone?.tzid).toBe('UTC');
    expect(vevent!.start.toJSDate().getTime()).toBe(start);
    expect(vevent!.end.toJSDate().getTime()).toBe(start + 95 * 60_000);
    expect(vevent!.description).toContain('Line one, with comma;\nline two');
    expect(vevent!.description).toContain('Europe/Berlin');
    expect(vevent!.url).toMatch(new RegExp(`^https?://[^/]+${event.url}$`));
    expect(vevent!.status).toBe('CONFIRMED');
  });

  it("issue 34: with `lang` its words and the page it links to are in that language; a member's feed is in their setting's", async () => {
    const event = await createPublished(host, { title: 'Kalender auf Deutsch', timezone: 'Europe/Berlin' });
    const reply = await visitor.get(`${E}/event/${event.id}/ics?lang=de`, { Accept: 'text/calendar' });
    const [german] = parse(reply.body as string).events;
    expect(german!.description).toContain('Zeitzone des Events: Europe/Berlin');
    expect(german!.url).toMatch(new RegExp(`^https?://[^/]+/de${event.url}$`));
    const [english] = parse((await ics(visitor, event.id)).text).events;
    expect(english!.description).toContain('Time zone of the event: Europe/Berlin');

    const [spanish] = await signUpAll(app, 'calspanish');
    expect((await spanish.agent.put(`/api/v3/users/${spanish.uid}/settings`, { settings: { language: 'es' } })).status).toBe(200);
    await spanish.agent.post(`${E}/event/${event.id}/participant`, {});
    const link = await spanish.agent.get(`${E}/calendar/feed-link`);
    const { calendar, events } = parse((await visitor.get(new URL(link.body.url).pathname)).body as string);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mis eventos de la comunidad');
    expect(events.find((e) => e.summary === 'Kalender auf Deutsch')!.description).toContain('Zona horaria del evento: Europe/Berlin');
  });

  it('R7.3 the UID stays the same per event and SEQUENCE grows with each edit of what a calendar shows', async () => {
    const event = await createPublished(host);
    const first = parse((await ics(visitor, event.id)).text).events[0]!;
    expect(first.sequence).toBe(0);
    await host.agent.put(`${E}/event/${event.id}`, { title: 'A new title for the calendar' });
    const second = parse((await ics(visitor, event.id)).text).events[0]!;
    await host.agent.put(`${E}/event/${event.id}`, { timestamp: event.timestamp + HOUR });
    const third = parse((await ics(visitor, event.id)).text).events[0]!;
    expect(second.uid).toBe(first.uid);
    expect(third.uid).toBe(first.uid);
    expect(first.uid).toMatch(new RegExp(`^event-${event.id}@[^:@/]+$`));
    expect(second.sequence).toBe(1);
    expect(third.sequence).toBe(2);
    expect(third.summary).toBe('A new title for the calendar');
    expect(third.start.toJSDate().getTime()).toBe(seconds(event.timestamp + HOUR));
    const other = await createPublished(host);
    expect(parse((await ics(visitor, other.id)).text).events[0]!.uid).not.toBe(first.uid);
  });

  it('R4.1 a cancelled event (deleted after registrations) is STATUS:CANCELLED for its registrant', async () => {
    const event = await createPublished(host);
    expect((await alice.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' })).status).toBe(200);
    const { reply, text } = await ics(alice.agent, event.id);
    expect(reply.status).toBe(200);
    expect(parse(text).events[0]!.status).toBe('CANCELLED');
    expect((await ics(visitor, event.id)).reply.status).toBe(404);
  });

  it('R4.1 drafts are only for their hosts; unknown and bad ids answer their keys, never 5xx', async () => {
    const draft = await createEvent(host);
    expect((await ics(host.agent, draft.id)).reply.status).toBe(200);
    const other = await ics(alice.agent, draft.id);
    expect(other.reply.status).toBe(404);
    expect(other.reply.body).toEqual({ error: '[[error:no-event]]' });
    expect((await visitor.get(`${E}/event/0/ics`)).status).toBe(400);
    expect((await visitor.get(`${E}/event/99999999999/ics`)).status).toBe(400);
    expect((await visitor.get(`${E}/event/424242/ics`)).status).toBe(404);
  });
});

describe('R7.3 the member calendar feed (webcal)', () => {
  it('R7.3 lists the events the member registered for (waitlist tentative) and hosts, nobody else’s, and parses back', async () => {
    const registered = await createPublished(host, { title: 'Registered feed event' });
    const full = await createPublished(host, { title: 'Full feed event', no_of_seats: 1 });
    const unrelated = await createPublished(host, { title: 'Unrelated feed event' });
    const own = await createPublished(bob, { title: 'Bob hosts this one' });
    await bob.agent.post(`${E}/event/${full.id}/participant`, {});
    await bob.agent.post(`${E}/event/${registered.id}/participant`, {});
    await alice.agent.post(`${E}/event/${full.id}/participant`, {});

    const link = await bob.agent.get(`${E}/calendar/feed-link`);
    expect(link.status).toBe(200);
    expect(link.body.webcal).toMatch(/^webcal:\/\/[^/]+\/api\/events\/v1\/calendar\/feed\/\d+\.\d+\.[\w-]{43}\.ics$/);
    expect(link.body.url.replace(/^https?:/, 'webcal:')).toBe(link.body.webcal);
    const again = await bob.agent.get(`${E}/calendar/feed-link`);
    expect(again.body.url).toBe(link.body.url);

    const path = new URL(link.body.url).pathname;
    const feed = await visitor.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { calendar, events } = parse(feed.body as string);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeTruthy();
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    expect([...byTitle.keys()].sort()).toEqual(['Bob hosts this one', 'Full feed event', 'Registered feed event']);
    expect(byTitle.get('Full feed event')!.status).toBe('CONFIRMED');
    expect(byTitle.get('Registered feed event')!.start.toJSDate().getTime()).toBe(seconds(registered.timestamp));
    expect(byTitle.has(unrelated.title)).toBe(false);
    expect(own.id).toBeGreaterThan(0);

    const aliceLink = await alice.agent.get(`${E}/calendar/feed-link`);
    const aliceFeed = parse((await visitor.get(new URL(aliceLink.body.url).pathname)).body as string);
    // Alice's feed also keeps the event cancelled in an earlier test, marked so.
    const aliceEvents = aliceFeed.events.map((e: Json) => [e.summary, e.status]);
    expect(aliceEvents).toContainEqual(['Full feed event', 'TENTATIVE']);
    expect(aliceEvents.filter(([, status]: string[]) => status !== 'CANCELLED')).toEqual([['Full feed event', 'TENTATIVE']]);
    expect(aliceEvents.filter(([, status]: string[]) => status === 'CANCELLED')).toHaveLength(1);
  });

  it('R7.3 revoking gives a new address and the old one stops working; a changed or made-up token is not-found', async () => {
    const old = await alice.agent.get(`${E}/calendar/feed-link`);
    const oldPath = new URL(old.body.url).pathname;
    expect((await visitor.get(oldPath)).status).toBe(200);
    const revoked = await alice.agent.delete(`${E}/calendar/feed-link`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.url).not.toBe(old.body.url);
    const gone = await visitor.get(oldPath);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: '[[error:not-found]]' });
    expect((await visitor.get(new URL(revoked.body.url).pathname)).status).toBe(200);

    const token = oldPath.split('/').pop()!;
    const [uid, version, sig] = token.replace(/\.ics$/, '').split('.');
    const otherMember = `${E}/calendar/feed/${bob.uid}.${version}.${sig}.ics`;
    expect((await visitor.get(otherMember)).status).toBe(404);
    expect((await visitor.get(`${E}/calendar/feed/${uid}.${version}.short.ics`)).status).toBe(404);
    expect((await visitor.get(`${E}/calendar/feed/nonsense`)).status).toBe(404);
    expect((await visitor.get(`${E}/calendar/feed/${'x'.repeat(500)}`)).status).toBe(400);
    expect((await visitor.get(`${E}/calendar/feed-link`)).status).toBe(401);
  });
});

describe('R7.3 "Add to calendar" links (lib/events/calendarLinks.ts)', () => {
  it('R7.3 Google gets UTC dates and the event zone, Outlook ISO times, both the title and the page address', () => {
    const links = calendarLinks(
      { title: 'Ship it & celebrate', summary: 'Release party', timestamp: Date.UTC(2026, 10, 23, 17, 0), end_time: Date.UTC(2026, 10, 23, 18, 30), timezone: 'Europe/Berlin', url: '/events/7/ship-it' },
      'https://community.example.org/',
    );
    const google = new URL(links.google);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261123T170000Z/20261123T183000Z');
    expect(google.searchParams.get('text')).toBe('Ship it & celebrate');
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(google.searchParams.get('details')).toBe('Release party\n\nhttps://community.example.org/events/7/ship-it');
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('startdt')).toBe('2026-11-23T17:00:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2026-11-23T18:30:00Z');
    expect(outlook.searchParams.get('subject')).toBe('Ship it & celebrate');
    expect(new URL(links.office365).host).toBe('outlook.office.com');
  });
});

describe('hardening 19: the .ics file folds lines by octets', () => {
  it('hardening 19: multi-byte text: every line at most 75 octets, none split inside a UTF-8 sequence, the text intact', async () => {
    const title = 'Ünïcødé Wörkshöp für Grüße und Äpfel — 日本語の勉強会 🎉🎉🎉 ñandú';
    const summary = 'Größere Übungen mit Überraschungen: ä ö ü ß € 😀 — 中文 한국어 ελληνικά кириллица '.repeat(3).trim();
    const event = await createPublished(host, { title, summary });
    const res = await fetch(`${app().url}${E}/event/${event.id}/ics`, { headers: { Accept: 'text/calendar' } });
    const bytes = Buffer.from(await res.arrayBuffer());
    const lines: Buffer[] = [];
    for (let start = 0, i = 0; i <= bytes.length; i += 1) {
      if (i === bytes.length || (bytes[i] === 0x0d && bytes[i + 1] === 0x0a)) {
        lines.push(bytes.subarray(start, i));
        start = i + 2;
        i += 1;
      }
    }
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const tooLong = lines.filter((line) => line.length > 75).map((line) => line.length);
    expect(tooLong).toEqual([]);
    for (const line of lines) expect(() => decoder.decode(line)).not.toThrow();
    const [parsed] = parse(bytes.toString('utf8')).events;
    expect(parsed!.summary).toBe(title);
    expect(parsed!.description).toContain(summary);
  });
});
