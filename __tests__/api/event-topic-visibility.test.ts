import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { readTopic } from '../../server/ssr/topic';
import { Agent } from '../support/agent';
import { addToGroup, createPublished, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';
import { createTopic, replyTo } from './discussions-support';

/**
 * Hardening 17: an event's discussion topic follows the event's visibility. Unpublished or
 * deleted, the event is 404 and so is its topic, everywhere topics are read: the topic call and
 * page, its posts, the global search and the sitemaps. Published again, the topic is back; a
 * deletion by a moderator or the author stands, and nobody brings a hidden topic back by hand.
 */

const app = setUpEventsApp();
const visitor = () => new Agent(app().url);
const E = '/api/events/v1';

let host: Member, asker: Member, moderator: Member;

beforeAll(async () => {
  [, host, asker, moderator] = await signUpAll(app, 'evtopadmin', 'evtophost', 'evtopasker', 'evtopmod');
  await addToGroup(moderator.uid, 'Global Moderators');
});

let words = 0;
/** A published event with discussion, whose title holds a word found nowhere else. */
async function eventWithTopic(): Promise<{ event: Json; word: string; replyPid: number }> {
  words += 1;
  const word = `quokkavisibility${'abcdefghij'[words]}`;
  const event = await createPublished(host, { title: `Workshop about ${word}` });
  expect(event.comment_tid).toEqual(expect.any(Number));
  const reply = await replyTo(asker, event.comment_tid, { content: `A question about ${word} in the discussion.` });
  return { event, word, replyPid: reply.pid };
}

/** What a visitor reads of the event and its topic. */
async function seen(event: Json, word: string, replyPid: number) {
  const v = visitor();
  const [eventCall, topicCall, postCall, page, search] = await Promise.all([
    v.get(`${E}/event/${event.id}`),
    v.get(`/api/topic/${event.comment_tid}`),
    v.get(`/api/post/${replyPid}`),
    // The topic page's loader (the page answers its `code`).
    readTopic({ tid: event.comment_tid, sort: 'recent', page: 1 }, null),
    v.get(`/api/search?term=${word}`),
  ]);
  const posts = (search.body as Json).results.find((r: Json) => r.collection === 'post');
  const sitemapIndex = await (await fetch(`${app().url}/sitemap.xml`)).text();
  const topicMaps = [...sitemapIndex.matchAll(/<loc>[^<]*(\/sitemaps\/topics-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const maps = await Promise.all(topicMaps.map(async (path) => (await fetch(app().url + path)).text()));
  return {
    event: eventCall.status,
    topic: topicCall.status,
    post: postCall.status,
    page: page.loaded ? 200 : page.code,
    found: posts.hits.length as number,
    inSitemap: maps.some((xml) => xml.includes(`/posts/${event.comment_tid}/`) || xml.includes(`/posts/${event.comment_tid}<`)),
  };
}

const VISIBLE = { event: 200, topic: 200, post: 200, page: 200, inSitemap: true };
const HIDDEN = { event: 404, topic: 404, post: 404, page: 404, found: 0, inSitemap: false };

describe('hardening 17: an event’s topic follows the event’s visibility', () => {
  it('hardening 17: unpublished, the topic is hidden everywhere; published again, it is back', async () => {
    const { event, word, replyPid } = await eventWithTopic();
    const before = await seen(event, word, replyPid);
    expect(before).toMatchObject(VISIBLE);
    expect(before.found).toBeGreaterThan(0);

    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'unpublish' })).status).toBe(200);
    expect(await seen(event, word, replyPid)).toEqual(HIDDEN);

    // Nobody brings it back by hand, not even a moderator: only publishing the event does.
    expect((await host.agent.put(`/api/v3/topics/${event.comment_tid}/state`, {})).status).toBe(403);
    expect((await moderator.agent.put(`/api/v3/topics/${event.comment_tid}/state`, {})).status).toBe(403);
    expect((await host.agent.put(`/api/v3/posts/${event.comment_main_pid}/state`, {})).status).toBe(403);

    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'publish' })).status).toBe(200);
    const after = await seen(event, word, replyPid);
    expect(after).toMatchObject(VISIBLE);
    expect(after.found).toBeGreaterThan(0);
  });

  it('hardening 17: a deleted event takes its topic with it', async () => {
    const { event, word, replyPid } = await eventWithTopic();
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' })).status).toBe(200);
    expect(await seen(event, word, replyPid)).toEqual(HIDDEN);
  });

  it('hardening 17: a moderator’s deletion of the topic stands when the event is published again', async () => {
    const { event, word, replyPid } = await eventWithTopic();
    expect((await moderator.agent.delete(`/api/v3/topics/${event.comment_tid}/state`)).status).toBe(200);
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'unpublish' })).status).toBe(200);
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'publish' })).status).toBe(200);
    const now = await seen(event, word, replyPid);
    expect(now).toMatchObject({ event: 200, topic: 404, found: 0, inSitemap: false });
    const [topic] = (await getDb().execute(sql`SELECT deleted, deleted_by FROM topics WHERE tid = ${event.comment_tid}`)).rows as Json[];
    expect(topic).toEqual({ deleted: true, deleted_by: moderator.uid });
  });
});

describe('hardening 17: topics attached only to a hidden project are not found by search', () => {
  it('hardening 17: hidden, its only project takes its topics out of the global search (main posts and replies); shown again, they are back', async () => {
    const made = await host.agent.post('/api/projects/v1/project', { name: 'Quietly Hidden Kit', description: 'A project.', tags: ['tooling'] });
    expect(made.status).toBe(200);
    const other = await host.agent.post('/api/projects/v1/project', { name: 'Openly Shown Kit', description: 'A project.', tags: ['tooling'] });
    const only = await createTopic(host, { title: 'About the wallabyhidden toolkit internals', projects: [made.body.id] });
    await createTopic(host, { title: 'About the wallabyshown toolkit internals', projects: [made.body.id, other.body.id] });
    await replyTo(asker, only.tid, { content: 'A reply on wallabyhiddenreply in the topic.' });
    const found = async (term: string, extra = '') => {
      const reply = await visitor().get(`/api/search?term=${term}${extra}`);
      return (reply.body as Json).results.find((r: Json) => r.collection === 'post').hits.length as number;
    };
    const counts = async () => ({
      only: await found('wallabyhidden'),
      both: await found('wallabyshown'),
      reply: await found('wallabyhiddenreply', '&isMainPost=false'),
    });
    expect(await counts()).toEqual({ only: 1, both: 1, reply: 1 });

    expect((await moderator.agent.put(`/api/projects/v1/project/${made.body.id}/hidden`)).status).toBe(200);
    expect(await counts()).toEqual({ only: 0, both: 1, reply: 0 });

    expect((await moderator.agent.delete(`/api/projects/v1/project/${made.body.id}/hidden`)).status).toBe(200);
    expect(await counts()).toEqual({ only: 1, both: 1, reply: 1 });
  });
});

