import { sql } from 'drizzle-orm';
import { addToGroup, createTopic, row, setUpDiscussionsApp, signUp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, new members: a wait before the first post (`user-too-new`), and posts that trip a spam
 * signal (too many links or mentions, the same text again, links in many topics, faster than a
 * person types) held in the review queue until a moderator approves (posted as written) or rejects
 * them. Members from trust level 1 and moderators are never held.
 */

const app = setUpDiscussionsApp();

let moderator: Member, regular: Member;

beforeAll(async () => {
  [, moderator, regular] = await signUpAll(app, 'heldadmin', 'heldmod', 'heldregular');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const THREE_LINKS = 'Useful: https://one.example/a, https://two.example/b and [three](https://three.example/c).';
const queue = async (query = '') => (await moderator.agent.get(`/api/v3/review${query}`)).body.response as Json;
const heldItem = async (id: number) => (await queue('?type=held')).items.find((i: Json) => i.key === `held:${id}`);
/** The member's notification of a moderator's decision on their held post `id`. */
const decisionNotice = async (member: Member, id: number) =>
  ((await member.agent.get('/api/notifications')).body.notifications as Json[]).find((n) => n.nid === `held:${id}`);
const newTopic = (member: Member, content: string, title = 'A question from someone new here') =>
  member.agent.post('/api/v3/topics', { title, content, tags: [] });

describe('issue 35 posts held for review', () => {
  it('a new member\'s topic with three links is held, not posted; the moderator approves it and it is posted as written', async () => {
    const newcomer = await signUp(app, 'heldnewcomer', { newMember: true });
    const sent = await newTopic(newcomer, THREE_LINKS, 'Three links from a newcomer');
    expect(sent.status).toBe(200);
    const { held } = sent.body.response;
    expect(held).toEqual({ id: expect.any(Number), kind: 'topic', tid: null });
    expect((await row(sql`SELECT count(*)::int AS n FROM topics WHERE uid = ${newcomer.uid}`)).n).toBe(0);
    expect(await heldItem(held.id)).toMatchObject({
      type: 'held',
      post: null,
      member: { uid: newcomer.uid },
      held: { kind: 'topic', title: 'Three links from a newcomer', signals: ['links'], topic: null },
      reportCount: 0,
    });

    const approved = await moderator.agent.post(`/api/v3/review/held/${held.id}`, { action: 'approve' });
    expect(approved.status).toBe(200);
    const topic = await row(sql`SELECT tid, title, main_pid FROM topics WHERE uid = ${newcomer.uid}`);
    expect(topic.title).toBe('Three links from a newcomer');
    expect(await heldItem(held.id)).toBeUndefined();
    const log = (await newcomer.agent.get(`/api/v3/users/${newcomer.uid}/moderation`)).body.response;
    expect(log.items[0]).toMatchObject({ action: 'approve', topic: { tid: topic.tid } });
    // The author is told, under the held post's key (their waiting list drops it by that), with a link to the post.
    expect(await decisionNotice(newcomer, held.id)).toMatchObject({
      type: 'post-approved',
      read: false,
      path: `/posts/${topic.tid}/three-links-from-a-newcomer#post-${topic.main_pid}`,
      bodyShort: 'Your post in "Three links from a newcomer" was approved and is public now',
    });
    const again = await moderator.agent.post(`/api/v3/review/held/${held.id}`, { action: 'approve' });
    expect(v3Error(again)).toBe('[[error:no-flag]]');
  });

  it('a rejected reply is never posted and its author reads why; the same text twice is held', async () => {
    const newcomer = await signUp(app, 'heldtwice', { newMember: true });
    const topic = await createTopic(regular);
    const text = 'Thanks, this worked for me after I cleared the cache and restarted the watcher.';
    expect((await newcomer.agent.post(`/api/v3/topics/${topic.tid}`, { content: text })).body.response.pid).toEqual(expect.any(Number));
    const other = await createTopic(regular);
    const second = await newcomer.agent.post(`/api/v3/topics/${other.tid}`, { content: text });
    const { held } = second.body.response;
    expect(held).toEqual({ id: expect.any(Number), kind: 'reply', tid: other.tid });
    expect((await heldItem(held.id)).held).toMatchObject({ kind: 'reply', signals: ['duplicate'], topic: { tid: other.tid } });

    expect((await moderator.agent.post(`/api/v3/review/held/${held.id}`, { action: 'reject', reason: 'Posted twice.' })).status).toBe(200);
    expect((await row(sql`SELECT count(*)::int AS n FROM posts WHERE tid = ${other.tid} AND uid = ${newcomer.uid}`)).n).toBe(0);
    const log = (await newcomer.agent.get(`/api/v3/users/${newcomer.uid}/moderation`)).body.response;
    expect(log.items[0]).toMatchObject({ action: 'reject', reason: 'Posted twice.', topic: { tid: other.tid } });
    // Told, named by the topic it answered, with a link to the moderation log that says why.
    expect(await decisionNotice(newcomer, held.id)).toMatchObject({
      type: 'post-rejected',
      path: `/user/${(await row(sql`SELECT userslug FROM users WHERE uid = ${newcomer.uid}`)).userslug}/settings#moderation`,
      bodyShort: `A moderator did not publish your post in "${other.title}"`,
    });
  });

  it('members from level 1 and moderators are never held; drafts are not held; mentions count', async () => {
    expect((await newTopic(regular, THREE_LINKS)).body.response.tid).toEqual(expect.any(Number));
    expect((await newTopic(moderator, THREE_LINKS)).body.response.tid).toEqual(expect.any(Number));
    const newcomer = await signUp(app, 'heldmentions', { newMember: true });
    const draft = await newcomer.agent.post('/api/v3/topics', { title: 'A draft with links in it', content: THREE_LINKS, tags: [], draft: true });
    expect(draft.body.response.tid).toEqual(expect.any(Number));
    const mentions = await newTopic(newcomer, '@a1 @b2 @c3 @d4 @e5 @f6 what do you all think about this?');
    expect(mentions.body.response.held).toBeDefined();
    expect((await heldItem(mentions.body.response.held.id)).held.signals).toEqual(['mentions']);
  });

  it("a new member's draft is not held, but publishing it is: the draft keeps the edit, and approving publishes it", async () => {
    const newcomer = await signUp(app, 'helddraft', { newMember: true });
    const draft = await newcomer.agent.post('/api/v3/topics', { title: 'A draft that links out', content: 'Draft words.', tags: [], draft: true });
    const { tid, mainPid } = draft.body.response;
    const published = await newcomer.agent.put(`/api/v3/posts/${mainPid}`, { title: 'A draft that links out', content: THREE_LINKS, draft: false });
    expect(published.status).toBe(200);
    const { held } = published.body.response;
    expect(held).toEqual({ id: expect.any(Number), kind: 'topic', tid });
    expect(await row(sql`SELECT t.draft, p.content FROM topics t JOIN posts p ON p.pid = t.main_pid WHERE t.tid = ${tid}`)).toEqual({ draft: true, content: THREE_LINKS });
    expect((await heldItem(held.id)).held).toMatchObject({ kind: 'topic', title: 'A draft that links out', signals: ['links'] });

    expect((await moderator.agent.post(`/api/v3/review/held/${held.id}`, { action: 'approve' })).status).toBe(200);
    expect(await row(sql`SELECT draft, (SELECT count(*)::int FROM topics WHERE uid = ${newcomer.uid}) AS n FROM topics WHERE tid = ${tid}`)).toEqual({ draft: false, n: 1 });
    // Saving a draft again, or editing it, is never held.
    const again = await newcomer.agent.post('/api/v3/topics', { title: 'Another draft', content: THREE_LINKS, tags: [], draft: true });
    expect((await newcomer.agent.put(`/api/v3/posts/${again.body.response.mainPid}`, { title: 'Another draft', content: `${THREE_LINKS} More.`, draft: true })).body.response.pid).toBe(
      again.body.response.mainPid,
    );
  });

  it('a new member waits NEW_MEMBER_POST_DELAY seconds after joining: user-too-new with the seconds left', async () => {
    process.env.NEW_MEMBER_POST_DELAY = '3600';
    try {
      const newcomer = await signUp(app, 'heldwaiting', { newMember: true });
      const refused = await newTopic(newcomer, 'Hello everyone, glad to be here.');
      expect(refused.status).toBe(400);
      const [, seconds] = /^\[\[error:user-too-new, (\d+)\]\]$/.exec(v3Error(refused)) ?? [];
      expect(Number(seconds)).toBeGreaterThan(3500);
      expect(Number(seconds)).toBeLessThanOrEqual(3600);
      // A member from level 1 does not wait.
      expect((await newTopic(regular, 'Hello again, still here.')).status).toBe(200);
    } finally {
      process.env.NEW_MEMBER_POST_DELAY = '0';
    }
  });

  it('approve, reject: moderators only; a held item offers no report actions', async () => {
    const newcomer = await signUp(app, 'heldroles', { newMember: true });
    const { held } = (await newTopic(newcomer, THREE_LINKS)).body.response;
    expect((await regular.agent.post(`/api/v3/review/held/${held.id}`, { action: 'approve' })).status).toBe(403);
    expect((await newcomer.agent.post(`/api/v3/review/held/${held.id}`, { action: 'approve' })).status).toBe(403);
    expect(v3Error(await moderator.agent.post(`/api/v3/review/held/${held.id}`, { action: 'hide' }))).toBe('[[error:invalid-data]]');
    expect(await heldItem(held.id)).toBeDefined();
    // A category filter shows reports only.
    expect((await queue('?category=spam')).items.some((i: Json) => i.type === 'held')).toBe(false);
  });
});
