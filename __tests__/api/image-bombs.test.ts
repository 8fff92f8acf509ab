import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drawingStats } from '../../server/media/drawing';
import { getStorage } from '../../server/storage';
import { pngBomb } from '../support/media';
import { createEvent, eventInput, row, setUpEventsApp, signUpAll, type Member } from './events-support';
import { createTopic } from './discussions-support';

/**
 * Hardening 17 (docs/SECURITY.md): an image is measured from its header before anything decodes
 * it, and refused above the pixel budget; every picture the server draws (logos, cover thumbnails,
 * social cards) is drawn in a worker thread, never on the main thread.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-bombs-test-'));
process.env.DATA_DIR = dataDir;

const app = setUpEventsApp();
const E = '/api/events/v1';
const P = '/api/projects/v1';
let host: Member;

beforeAll(async () => {
  [, host] = await signUpAll(app, 'bombadmin', 'bombhost');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let stored = 0;
/**
 * An image kept as the member's upload straight in the storage (uploads now refuse a bomb; one
 * stored before that rule, or by another way in, must still never be decoded).
 */
async function storedImage(member: Member, data: Buffer): Promise<string> {
  stored += 1;
  const key = `bombs/${member.uid}-${stored}.png`;
  await getStorage().put(key, data, 'image/png');
  await row(sql`INSERT INTO uploads (uid, url, storage_key, name, mime, size) VALUES (${member.uid}, ${`/uploads/${key}`}, ${key}, 'image.png', 'image/png', ${data.length}) RETURNING id`);
  return `/uploads/${key}`;
}

const projectInput = (logo: string) => ({
  name: `Bomb test project ${stored}`,
  description: 'A project whose logo is checked.',
  repository_url: 'https://github.com/example/bombs',
  licence: 'MIT',
  language: 'TypeScript',
  tags: ['images'],
  logo,
});

describe('hardening 20: images are measured before they are drawn, and drawn off the main thread', () => {
  it('hardening 20: three 12,000 × 12,000 PNGs at once as event covers and a project logo are invalid-image-dimensions, and none is decoded', async () => {
    const bomb = pngBomb();
    const [cover, newCover, logo] = [await storedImage(host, bomb), await storedImage(host, bomb), await storedImage(host, bomb)];
    const event = await createEvent(host);
    const jobsBefore = drawingStats().jobs;

    const answers = await Promise.all([
      host.agent.put(`${E}/event/${event.id}`, { images: { cover } }),
      host.agent.post(`${E}/conference`, eventInput({ images: { cover: newCover } })),
      host.agent.post(`${P}/project`, projectInput(logo)),
    ]);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([400, { error: '[[error:invalid-image-dimensions]]' }]);
    // Nothing was handed to the drawing workers: the header alone refused them.
    expect(drawingStats().jobs).toBe(jobsBefore);
    expect((await host.agent.get(`${E}/event/${event.id}`)).body.images.cover).toBe('');
  });

  it('hardening 20: a logo within the budget, a cover’s thumbnails and a social card are drawn in worker threads, not the main thread', async () => {
    const before = drawingStats().jobs;
    const project = await host.agent.post(`${P}/project`, projectInput(await storedImage(host, pngBomb(600, 400))));
    expect(project.status).toBe(200);
    expect(project.body.logo).toMatch(/^\/uploads\/logos\/\d{4}\/[0-9a-f]{32}\.png$/);
    const event = await createEvent(host, { images: { cover: await storedImage(host, pngBomb(1600, 900)) } });
    expect(event.images.thumbnail.desktop).toMatch(/^\/uploads\/event-thumbnails\//);
    const topic = await createTopic(host, { title: 'A topic whose social card is drawn in a worker', postType: 'blog' });
    expect((await fetch(`${app().url}/api/topic/${topic.tid}/card`)).status).toBe(200);

    const after = drawingStats();
    // The logo, two thumbnails and the card.
    expect(after.jobs - before).toBe(4);
    expect(after.threadIds.length).toBeGreaterThan(0);
    expect(after.threadIds).not.toContain(threadId);
  });
});
