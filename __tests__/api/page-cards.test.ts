import { cardsRendered } from '../../server/discussions/card';
import { pageCardData } from '../../server/cards/data';
import { addToGroup, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';
import { createEvent, createPublished } from './events-support';

/**
 * Every shareable page's social card (its og:image) through HTTP, `GET /api/cards/{kind}/{id}`:
 * a 1200×630 PNG drawn by the topic cards' renderer, with an ETag of what it shows, redrawn when
 * that changes; what a visitor may not see (drafts, unpublished, deleted, hidden) has no card.
 */

const app = setUpDiscussionsApp();
let host: Member;
let moderator: Member;

beforeAll(async () => {
  [moderator, host] = await signUpAll(app, 'cardmoderator', 'cardhost');
  await addToGroup(moderator.uid, 'Global Moderators');
}, 60_000);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchCard(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(app().url + path, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Width and height from the PNG's IHDR chunk (bytes 16-23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function expectCard(path: string) {
  const card = await fetchCard(path);
  expect(card.status).toBe(200);
  expect(card.headers.get('content-type')).toBe('image/png');
  expect(card.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(card.headers.get('etag')).toMatch(/^"card-[a-z]+-[\w-]+"$/);
  expect([...card.body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(pngSize(card.body)).toEqual({ width: 1200, height: 630 });
  return card;
}

const error = (body: Buffer) => JSON.parse(body.toString()) as Json;

describe('GET /api/cards/{kind}/{id}: the social card of every page type', () => {
  it('an event, a project, a conference, a member and each list page answer a 1200×630 PNG', async () => {
    const event = await createPublished(host, { title: 'Card night for plugin authors', conference: { title: 'Plugin card week', description: 'Cards' } });
    const project = await host.agent.post('/api/projects/v1/project', { name: 'Card Harbour', description: 'A project with a card.', language: 'Rust', tags: ['cards'] });
    expect(project.status).toBe(200);
    for (const path of [
      `/api/cards/event/${event.id}`,
      `/api/cards/project/${project.body.id}`,
      `/api/cards/conference/${event.conference.id}`,
      '/api/cards/member/cardhost',
      '/api/cards/list/discussions',
      '/api/cards/list/events',
      '/api/cards/list/projects',
      '/api/cards/list/explore',
    ]) {
      await expectCard(path);
    }
  }, 120_000);

  it('the card is drawn once, revalidates with its ETag, and is drawn again when what it shows changes', async () => {
    const event = await createPublished(host, { title: 'A card drawn only once' });
    const drawnBefore = cardsRendered();
    const first = await expectCard(`/api/cards/event/${event.id}`);
    expect(cardsRendered()).toBe(drawnBefore + 1);
    const again = await expectCard(`/api/cards/event/${event.id}`);
    expect(again.body.equals(first.body)).toBe(true);
    expect(cardsRendered()).toBe(drawnBefore + 1);

    const etag = first.headers.get('etag')!;
    const unchanged = await fetchCard(`/api/cards/event/${event.id}`, { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);

    expect((await host.agent.put(`/api/events/v1/event/${event.id}`, { title: 'A card drawn again after its title changed' })).status).toBe(200);
    const edited = await expectCard(`/api/cards/event/${event.id}`);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect(edited.body.equals(first.body)).toBe(false);
    expect(cardsRendered()).toBe(drawnBefore + 2);
  }, 120_000);

  it("issue 34: a card's words are in its address's language (`lang`), each language its own picture and ETag", async () => {
    const event = await createPublished(host, { title: 'Tarjetas en cuatro idiomas' });
    const english = await expectCard(`/api/cards/event/${event.id}`);
    const spanish = await expectCard(`/api/cards/event/${event.id}?lang=es`);
    expect(spanish.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect(spanish.body.equals(english.body)).toBe(false);
    // An unknown language is English, as the address without one.
    expect((await expectCard(`/api/cards/event/${event.id}?lang=xx`)).headers.get('etag')).toBe(english.headers.get('etag'));
    // Arabic: its own words, drawn right to left (server/cards/layout.ts).
    const arabic = await expectCard(`/api/cards/event/${event.id}?lang=ar`);
    expect(arabic.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect(arabic.body.equals(english.body)).toBe(false);

    expect(await pageCardData('event', String(event.id), 'es')).toMatchObject({ badge: 'Evento', title: 'Tarjetas en cuatro idiomas' });
    expect(await pageCardData('member', 'cardhost', 'de')).toMatchObject({ badge: 'Mitglied', byline: expect.stringMatching(/@cardhost {2}· {2}\d+ Beitr(ag|äge) {2}· {2}\d+ Reputation/) });
    expect(await pageCardData('list', 'events', 'ar')).toMatchObject({ badge: 'المجتمع', title: 'الفعاليات', direction: 'rtl' });
    expect(await pageCardData('list', 'events', 'en')).toMatchObject({ badge: 'Community', title: 'Events', byline: 'Online events, talks and conferences of the community', direction: 'ltr' });
  }, 120_000);

  it('no card for a draft, unpublished or deleted event, a hidden project, an unknown member or list, or a malformed kind', async () => {
    const draft = await createEvent(host, { title: 'A draft has no card' });
    expect(error((await fetchCard(`/api/cards/event/${draft.id}`)).body)).toEqual({ error: '[[error:no-event]]' });
    // Not even for its host: a card is for everyone or no one.
    expect((await host.agent.get(`/api/cards/event/${draft.id}`)).status).toBe(404);

    const unpublished = await createPublished(host, { title: 'Unpublished later' });
    expect((await host.agent.put(`/api/events/v1/event/${unpublished.id}`, { event_status: 'unpublish' })).status).toBe(200);
    const gone = await createPublished(host, { title: 'Deleted later' });
    expect((await host.agent.put(`/api/events/v1/event/${gone.id}`, { event_status: 'delete' })).status).toBe(200);
    for (const id of [unpublished.id, gone.id, 999_999, 'abc']) {
      const card = await fetchCard(`/api/cards/event/${id}`);
      expect(card.status).toBe(404);
      expect(error(card.body)).toEqual({ error: '[[error:no-event]]' });
    }

    const project = await host.agent.post('/api/projects/v1/project', { name: 'Hidden Card Harbour', description: 'Soon hidden.' });
    expect((await moderator.agent.put(`/api/projects/v1/project/${project.body.id}/hidden`)).status).toBe(200);
    const hidden = await fetchCard(`/api/cards/project/${project.body.id}`);
    expect(hidden.status).toBe(404);
    expect(error(hidden.body)).toEqual({ error: '[[error:no-project]]' });

    expect(error((await fetchCard('/api/cards/member/nobody-here')).body)).toEqual({ error: '[[error:no-user]]' });
    expect(error((await fetchCard('/api/cards/conference/999999')).body)).toEqual({ error: '[[error:no-conference]]' });
    for (const path of ['/api/cards/list/savedlist', '/api/cards/topic/1', '/api/cards/widget/1']) {
      const card = await fetchCard(path);
      expect(card.status).toBe(404);
      expect(error(card.body)).toEqual({ error: '[[error:not-found]]' });
    }
  }, 120_000);
});
