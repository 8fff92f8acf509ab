import { cardsRendered } from '../../server/discussions/card';
import { createTopic, setUpDiscussionsApp, signUpAll, type Member } from './discussions-support';

/**
 * A topic's social card (its og:image) through HTTP: a 1200×630 PNG drawn by the server, cached by
 * topic and last edit, and the catalogue's 404 for what a visitor may not see.
 */

const app = setUpDiscussionsApp();
let author: Member;

beforeAll(async () => {
  [, author] = await signUpAll(app, 'cardadmin', 'cardauthor');
}, 60_000);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchCard(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(app().url + path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

/** Width and height from the PNG's IHDR chunk (bytes 16-23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('GET /api/topic/{tid}/card: the social card', () => {
  it('a 1200×630 PNG with its content type and cache headers; the same card is drawn once; an edit draws a new one', async () => {
    const topic = await createTopic(author, { title: 'How do I build the parser with incremental caching?', postType: 'blog' });
    const version = topic.posts?.[0]?.timestamp ?? topic.timestamp;
    const drawnBefore = cardsRendered();

    const first = await fetchCard(`/api/topic/${topic.tid}/card?v=${version}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect([...first.body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });
    // The address with the current version never shows another picture.
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(cardsRendered()).toBe(drawnBefore + 1);

    // Again, and without the version (a short cache then): from the cache, not drawn again.
    const again = await fetchCard(`/api/topic/${topic.tid}/card`);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(again.body.equals(first.body)).toBe(true);
    expect(cardsRendered()).toBe(drawnBefore + 1);

    // A client holding it asks whether it changed.
    const unchanged = await fetchCard(`/api/topic/${topic.tid}/card?v=${version}`, { 'If-None-Match': etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);

    // The title is edited: a new version, a new picture.
    const edit = await author.agent.put(`/api/v3/posts/${topic.mainPid}`, {
      title: 'How do I build the parser with incremental caching and sharding?',
      content: 'I tried the steps in the readme but the build fails with an error.',
    });
    expect(edit.status).toBe(200);
    const edited = await fetchCard(`/api/topic/${topic.tid}/card`);
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect(edited.body.equals(first.body)).toBe(false);
    expect(pngSize(edited.body)).toEqual({ width: 1200, height: 630 });
    expect(cardsRendered()).toBe(drawnBefore + 2);
  }, 60_000);

  it("issue 34: with `lang` the post type is drawn in that language: another picture and ETag, cached as long", async () => {
    const topic = await createTopic(author, { title: 'Una pregunta con tarjeta', postType: 'faq' });
    const version = topic.posts?.[0]?.timestamp ?? topic.timestamp;
    const english = await fetchCard(`/api/topic/${topic.tid}/card?v=${version}`);
    const german = await fetchCard(`/api/topic/${topic.tid}/card?v=${version}&lang=de`);
    expect(german.status).toBe(200);
    expect(german.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect(german.body.equals(english.body)).toBe(false);
  }, 60_000);

  it('an unknown, draft or deleted topic is the catalogue 404; a malformed id is invalid-tid', async () => {
    const missing = await fetchCard('/api/topic/99999/card');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ error: '[[error:no-topic]]' });

    const draft = await createTopic(author, { draft: true });
    const hidden = await fetchCard(`/api/topic/${draft.tid}/card`);
    expect(hidden.status).toBe(404);
    expect(JSON.parse(hidden.body.toString())).toEqual({ error: '[[error:no-topic]]' });
    // Not even its author's session draws it: a card is for everyone or no one.
    const own = await author.agent.get(`/api/topic/${draft.tid}/card`);
    expect(own.status).toBe(404);

    const gone = await createTopic(author);
    expect((await author.agent.delete(`/api/v3/topics/${gone.tid}/state`)).status).toBe(200);
    const deleted = await fetchCard(`/api/topic/${gone.tid}/card`);
    expect(deleted.status).toBe(404);
    expect(JSON.parse(deleted.body.toString())).toEqual({ error: '[[error:no-topic]]' });

    const malformed = await fetchCard('/api/topic/abc/card');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body.toString())).toEqual({ error: '[[error:invalid-tid]]' });
  }, 60_000);
});
