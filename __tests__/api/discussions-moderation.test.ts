import { sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { getDb } from '../../server/db';
import { addMaintainer, insertProject } from '../../server/projects/repository';
import { loadTopicPage } from '../../server/ssr/topic';
import { Agent } from '../support/agent';
import {
  addToGroup,
  createTopic,
  postRow,
  replyTo,
  row,
  rows,
  setUpDiscussionsApp,
  signUpAll,
  topicCounts,
  userRow,
  v3Error,
} from './discussions-support';
import type { Json, Member } from './discussions-support';

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, owner: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, owner, other] = await signUpAll(app, 'modadmin', 'modglobal', 'modowner', 'modother');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const visitor = () => new Agent(app().url);

/** What the topic page's loader reads of a request (a visitor's GET without a cookie). */
function pageContext(tid: number, method = 'GET'): GetServerSidePropsContext {
  // The loader reads only these fields; a whole IncomingMessage is not needed.
  return {
    params: { slug: [String(tid)] },
    query: {},
    req: { method, headers: { host: 'community.example.org', 'user-agent': 'test' }, socket: { remoteAddress: '203.0.113.9' } },
    res: { statusCode: 200 },
  } as unknown as GetServerSidePropsContext;
}

describe('R4.8 R6.5 PUT|DELETE /api/v3/topics/{tid}/pin', () => {
  it('R4.8 moderators and administrators pin and unpin', async () => {
    const topic = await createTopic(owner);
    const pin = await moderator.agent.put(`/api/v3/topics/${topic.tid}/pin`);
    expect(pin.status).toBe(200);
    expect(pin.body).toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).body.pinned).toBe(1);
    expect((await admin.agent.delete(`/api/v3/topics/${topic.tid}/pin`)).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).body.pinned).toBe(0);
  });

  it('R6.5 maintainers of the topic’s first project may pin; other members, even the author, may not', async () => {
    const project = await insertProject({ name: 'Mod Project', slug: 'mod-project' });
    const second = await insertProject({ name: 'Mod Second', slug: 'mod-second' });
    await addMaintainer(project.id, other.uid);
    const topic = await createTopic(owner, { projects: [project.id] });
    const byAuthor = await owner.agent.put(`/api/v3/topics/${topic.tid}/pin`);
    expect(byAuthor.status).toBe(403);
    expect(v3Error(byAuthor)).toBe('[[error:no-privileges]]');
    expect((await other.agent.put(`/api/v3/topics/${topic.tid}/pin`)).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).body.privileges.pin).toBe(true);

    // Maintaining the second project of a topic is not enough.
    const elsewhere = await createTopic(owner, { projects: [second.id, project.id] });
    expect(v3Error(await other.agent.put(`/api/v3/topics/${elsewhere.tid}/pin`))).toBe('[[error:no-privileges]]');

    // R1.10 a hidden first project is no label: the first shown project's maintainers pin.
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${second.id}`);
    expect((await other.agent.get(`/api/topic/${elsewhere.tid}`)).body.privileges.pin).toBe(true);
    expect((await other.agent.put(`/api/v3/topics/${elsewhere.tid}/pin`)).status).toBe(200);
  });

  it('R5.3 visitors get 401; unknown topics 404', async () => {
    const topic = await createTopic(owner);
    expect((await visitor().put(`/api/v3/topics/${topic.tid}/pin`)).status).toBe(401);
    const unknown = await moderator.agent.put('/api/v3/topics/999999/pin');
    expect(unknown.status).toBe(404);
    expect(v3Error(unknown)).toBe('[[error:no-topic]]');
  });
});

describe('R7.2 DELETE|PUT /api/v3/topics/{tid}/state', () => {
  it('R7.2 the author deletes and restores; twice is topic-already-deleted / -restored', async () => {
    const topic = await createTopic(owner);
    expect((await owner.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).status).toBe(404);
    expect((await owner.agent.get(`/api/topic/${topic.tid}`)).body.deleted).toBe(true);
    expect(v3Error(await owner.agent.delete(`/api/v3/topics/${topic.tid}/state`))).toBe('[[error:topic-already-deleted]]');
    expect((await owner.agent.put(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect(v3Error(await owner.agent.put(`/api/v3/topics/${topic.tid}/state`))).toBe('[[error:topic-already-restored]]');
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).status).toBe(200);
  });

  it('R6.5 another member may not; a moderator may', async () => {
    const topic = await createTopic(owner);
    const refused = await other.agent.delete(`/api/v3/topics/${topic.tid}/state`);
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    expect((await moderator.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect((await moderator.agent.put(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect((await visitor().delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(401);
  });
});

describe('R7.2 DELETE|PUT /api/v3/posts/{pid}/state', () => {
  it('R7.2 deleting a reply takes it out of the counts; restoring puts it back', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    const answer = await replyTo(other, topic.tid, { toPid: question.pid });
    const before = await userRow(other.uid);
    expect(await topicCounts(topic.tid)).toEqual({ postcount: 3, postercount: 2 });

    expect((await other.agent.delete(`/api/v3/posts/${answer.pid}/state`)).status).toBe(200);
    expect(await postRow(answer.pid)).toMatchObject({ deleted: true });
    expect((await postRow(question.pid)).replies).toBe(0);
    expect((await topicCounts(topic.tid)).postcount).toBe(2);
    expect((await userRow(other.uid)).postcount).toBe(before.postcount - 1);
    expect(v3Error(await other.agent.delete(`/api/v3/posts/${answer.pid}/state`))).toBe('[[error:post-already-deleted]]');

    expect((await other.agent.put(`/api/v3/posts/${answer.pid}/state`)).status).toBe(200);
    expect((await postRow(question.pid)).replies).toBe(1);
    expect((await topicCounts(topic.tid)).postcount).toBe(3);
    expect((await userRow(other.uid)).postcount).toBe(before.postcount);
    expect(v3Error(await other.agent.put(`/api/v3/posts/${answer.pid}/state`))).toBe('[[error:post-already-restored]]');
  });

  it('R6.5 only the author or a moderator; deleting the main post deletes the topic', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    expect(v3Error(await owner.agent.delete(`/api/v3/posts/${question.pid}/state`))).toBe('[[error:no-privileges]]');
    expect((await moderator.agent.delete(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
    expect((await owner.agent.delete(`/api/v3/posts/${topic.mainPid}/state`)).status).toBe(200);
    expect(await row(sql`SELECT deleted FROM topics WHERE tid = ${topic.tid}`)).toEqual({ deleted: true });
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).status).toBe(404);
    expect((await owner.agent.put(`/api/v3/posts/${topic.mainPid}/state`)).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).status).toBe(200);
  });

  it('R8.2 a deleted post cannot be voted on', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(owner, topic.tid);
    await owner.agent.delete(`/api/v3/posts/${question.pid}/state`);
    expect(v3Error(await other.agent.put(`/api/v3/posts/${question.pid}/vote`, { delta: 1 }))).toBe('[[error:post-deleted]]');
  });
});

describe('R7.2 DELETE /api/v3/posts/{pid} purges', () => {
  it('R7.2 a main post cannot be purged (cant-purge-main-post)', async () => {
    const topic = await createTopic(owner);
    const reply = await moderator.agent.delete(`/api/v3/posts/${topic.mainPid}`);
    expect(reply.status).toBe(400);
    expect(v3Error(reply)).toBe('[[error:cant-purge-main-post]]');
  });

  it('R7.2 purging a question removes its whole thread and every count that included it', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    const a1 = await replyTo(owner, topic.tid, { toPid: question.pid });
    const a2 = await replyTo(moderator, topic.tid, { toPid: a1.pid });
    const keep = await replyTo(other, topic.tid, { content: 'Another question stays' });
    await other.agent.put(`/api/v3/posts/${a1.pid}/vote`, { delta: 1 });
    const ownerBefore = await userRow(owner.uid);
    const modBefore = await userRow(moderator.uid);
    expect(await topicCounts(topic.tid)).toEqual({ postcount: 5, postercount: 3 });

    const purge = await moderator.agent.delete(`/api/v3/posts/${question.pid}`);
    expect(purge.status).toBe(200);
    expect(purge.body.response).toEqual({});
    expect(await rows(sql`SELECT pid FROM posts WHERE pid IN (${question.pid}, ${a1.pid}, ${a2.pid})`)).toEqual([]);
    expect(await rows(sql`SELECT pid FROM votes WHERE pid = ${a1.pid}`)).toEqual([]);
    expect(await topicCounts(topic.tid)).toEqual({ postcount: 2, postercount: 2 });
    expect((await postRow(topic.mainPid)).replies).toBe(1);
    expect(await userRow(owner.uid)).toEqual({ postcount: ownerBefore.postcount - 1, reputation: ownerBefore.reputation - 1 });
    expect((await userRow(moderator.uid)).postcount).toBe(modBefore.postcount - 1);
    expect((await postRow(keep.pid)).pid).toBe(keep.pid);
    expect(v3Error(await moderator.agent.delete(`/api/v3/posts/${question.pid}`))).toBe('[[error:no-post]]');
  });

  it('R4.10 purging an answer moves the answers to it up to its parent', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    const a1 = await replyTo(owner, topic.tid, { toPid: question.pid });
    const a2 = await replyTo(other, topic.tid, { toPid: a1.pid });
    const a3 = await replyTo(other, topic.tid, { toPid: a2.pid });
    expect((await postRow(question.pid)).replies).toBe(3);

    expect((await owner.agent.delete(`/api/v3/posts/${a2.pid}`)).status).toBe(403); // not the author
    expect((await other.agent.delete(`/api/v3/posts/${a2.pid}`)).status).toBe(200);
    expect(await postRow(a3.pid)).toMatchObject({ toPid: a1.pid, qid: question.pid });
    expect((await postRow(a1.pid)).replies).toBe(1);
    expect((await postRow(question.pid)).replies).toBe(2);
    expect((await topicCounts(topic.tid)).postcount).toBe(4);
  });

  it('R6.5 an author may not purge their question when others answered it; a moderator may', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    await replyTo(owner, topic.tid, { toPid: question.pid });
    expect(v3Error(await other.agent.delete(`/api/v3/posts/${question.pid}`))).toBe('[[error:no-privileges]]');
    const lonely = await replyTo(other, topic.tid);
    await replyTo(other, topic.tid, { toPid: lonely.pid });
    expect((await other.agent.delete(`/api/v3/posts/${lonely.pid}`)).status).toBe(200);
    expect((await visitor().delete(`/api/v3/posts/${question.pid}`)).status).toBe(401);
  });
});

describe('R4.3 PUT /api/v3/posts/{pid}/answer', () => {
  let topic: Json;
  let question: Json;
  let answer: Json;
  let nested: Json;

  beforeAll(async () => {
    topic = await createTopic(owner);
    question = await replyTo(owner, topic.tid, { content: 'Which port does it use?' });
    answer = await replyTo(other, topic.tid, { toPid: question.pid, content: 'Port 3000.' });
    nested = await replyTo(moderator, topic.tid, { toPid: answer.pid, content: 'Unless PORT is set.' });
  });

  const acceptedCredits = async (uid: number) =>
    (await row(sql`SELECT coalesce(json_agg(ref ORDER BY id), '[]'::json) AS refs FROM reward_ledger WHERE uid = ${uid} AND reason = 'accepted-answer'`)).refs;

  it('R4.3 the topic’s main poster accepts an answer: aid set, the answerer earns credits and a badge', async () => {
    const reply = await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: answer.pid, answered: true });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ pid: question.pid, aid: answer.pid });
    expect((await other.agent.get(`/api/post/${question.pid}`)).body.aid).toBe(answer.pid);
    expect(await acceptedCredits(other.uid)).toEqual([`pid:${answer.pid}`]);
    expect((await other.agent.config()).user.badges.map((b: Json) => b.badge)).toContain('first-accepted-answer');
  });

  it('R4.3 switching to another answer in the thread moves the credits; answered:false clears aid to 0', async () => {
    const reply = await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: nested.pid, answered: true });
    expect(reply.body.response).toEqual({ pid: question.pid, aid: nested.pid });
    expect(await acceptedCredits(other.uid)).toEqual([]);
    expect(await acceptedCredits(moderator.uid)).toEqual([`pid:${nested.pid}`]);
    const cleared = await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: nested.pid, answered: false });
    expect(cleared.body.response).toEqual({ pid: question.pid, aid: 0 });
    expect((await postRow(question.pid)).aid).toBe(0);
    expect(await acceptedCredits(moderator.uid)).toEqual([]);
  });

  it('R4.3 accepting your own answer earns nothing', async () => {
    const own = await replyTo(owner, topic.tid, { toPid: question.pid, content: 'Self answer' });
    expect((await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: own.pid, answered: true })).status).toBe(200);
    expect(await acceptedCredits(owner.uid)).toEqual([]);
  });

  it('R6.5 only the main poster or a moderator; the answer must reply to the post (invalid-answer)', async () => {
    const refused = await other.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: answer.pid, answered: true });
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    expect((await moderator.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: answer.pid, answered: true })).status).toBe(200);

    const otherQuestion = await replyTo(other, topic.tid);
    const wrong = await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: otherQuestion.pid, answered: true });
    expect(wrong.status).toBe(400);
    expect(v3Error(wrong)).toBe('[[error:invalid-answer]]');
    expect(v3Error(await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: 999999, answered: true }))).toBe('[[error:invalid-answer]]');
    // An answer's accepted reply must be a direct reply.
    expect(v3Error(await owner.agent.put(`/api/v3/posts/${nested.pid}/answer`, { aid: answer.pid, answered: true }))).toBe('[[error:invalid-answer]]');
    // On the main post, its answers are its direct replies (the questions).
    const onMain = await owner.agent.put(`/api/v3/posts/${topic.mainPid}/answer`, { aid: question.pid, answered: true });
    expect(onMain.body.response).toEqual({ pid: topic.mainPid, aid: question.pid });
    expect((await visitor().put(`/api/v3/posts/${question.pid}/answer`, { aid: answer.pid, answered: true })).status).toBe(401);
    expect(v3Error(await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { answered: true }))).toBe('[[error:required-parameters-missing, aid]]');
  });
});

describe('R3.7 POST /api/flag', () => {
  it('R3.7 flags a post or a member once; answers {flagId}', async () => {
    const topic = await createTopic(owner);
    const reply = await other.agent.post('/api/flag', { id: topic.mainPid, reason: 'Spam link', type: 'post' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flagId: expect.any(Number) });
    expect(await row(sql`SELECT type, target_id AS "targetId", uid, reason, state FROM flags WHERE id = ${reply.body.flagId}`)).toEqual({
      type: 'post',
      targetId: topic.mainPid,
      uid: other.uid,
      reason: 'Spam link',
      state: 'open',
    });
    const again = await other.agent.post('/api/flag', { id: topic.mainPid, reason: 'Still spam', type: 'post' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: '[[error:post-already-flagged]]' });
    expect((await owner.agent.post('/api/flag', { id: other.uid, reason: 'Rude', type: 'user' })).status).toBe(200);
    expect((await owner.agent.post('/api/flag', { id: other.uid, reason: 'Rude again', type: 'user' })).body).toEqual({
      error: '[[error:user-already-flagged]]',
    });
  });

  it('R8.2 unknown targets, bad types, visitors and missing reasons are refused', async () => {
    expect(await other.agent.post('/api/flag', { id: 999999, reason: 'x', type: 'post' })).toMatchObject({ status: 404, body: { error: '[[error:no-post]]' } });
    expect(await other.agent.post('/api/flag', { id: 999999, reason: 'x', type: 'user' })).toMatchObject({ status: 404, body: { error: '[[error:no-user]]' } });
    expect(await other.agent.post('/api/flag', { id: 999999, reason: 'x', type: 'event' })).toMatchObject({ status: 404, body: { error: '[[error:no-event]]' } });
    expect(await other.agent.post('/api/flag', { id: 999999, reason: 'x', type: 'project' })).toMatchObject({ status: 404, body: { error: '[[error:no-project]]' } });
    expect((await other.agent.post('/api/flag', { id: 1, reason: 'x', type: 'topic' })).status).toBe(400);
    expect((await other.agent.post('/api/flag', { id: 1, type: 'post' })).body).toEqual({ error: '[[error:required-parameters-missing, reason]]' });
    expect((await visitor().post('/api/flag', { id: 1, reason: 'x', type: 'post' })).status).toBe(401);
  });
});

describe('hardening 9: what a moderator deleted stays deleted for its author', () => {
  it('hardening 9: an author cannot restore a topic a moderator deleted; a moderator can', async () => {
    const topic = await createTopic(owner);
    expect((await moderator.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect(await row(sql`SELECT deleted_by FROM topics WHERE tid = ${topic.tid}`)).toEqual({ deleted_by: moderator.uid });

    const byTopic = await owner.agent.put(`/api/v3/topics/${topic.tid}/state`);
    expect(byTopic.status).toBe(403);
    expect(v3Error(byTopic)).toBe('[[error:no-privileges]]');
    // Nor through its main post.
    expect(v3Error(await owner.agent.put(`/api/v3/posts/${topic.mainPid}/state`))).toBe('[[error:no-privileges]]');
    expect(await row(sql`SELECT deleted FROM topics WHERE tid = ${topic.tid}`)).toEqual({ deleted: true });

    expect((await moderator.agent.put(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect(await row(sql`SELECT deleted, deleted_by FROM topics WHERE tid = ${topic.tid}`)).toEqual({ deleted: false, deleted_by: null });
  });

  it('hardening 9: an author still restores what they deleted themselves', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    expect((await owner.agent.delete(`/api/v3/posts/${topic.mainPid}/state`)).status).toBe(200);
    expect((await owner.agent.put(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect((await other.agent.delete(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
    expect((await other.agent.put(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
    expect((await other.agent.delete(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
    expect((await other.agent.delete(`/api/v3/posts/${question.pid}`)).status).toBe(200);
  });

  it('hardening 9: an author cannot restore or purge a reply a moderator deleted; a moderator can', async () => {
    const topic = await createTopic(owner);
    const question = await replyTo(other, topic.tid);
    const answer = await replyTo(other, topic.tid, { toPid: question.pid });
    expect((await moderator.agent.delete(`/api/v3/posts/${answer.pid}/state`)).status).toBe(200);

    const restore = await other.agent.put(`/api/v3/posts/${answer.pid}/state`);
    expect(restore.status).toBe(403);
    expect(v3Error(restore)).toBe('[[error:no-privileges]]');
    const purge = await other.agent.delete(`/api/v3/posts/${answer.pid}`);
    expect(purge.status).toBe(403);
    expect(v3Error(purge)).toBe('[[error:no-privileges]]');
    // Purging the question would take the moderated answer with it.
    expect(v3Error(await other.agent.delete(`/api/v3/posts/${question.pid}`))).toBe('[[error:no-privileges]]');
    expect(await postRow(answer.pid)).toMatchObject({ deleted: true });

    expect((await moderator.agent.put(`/api/v3/posts/${answer.pid}/state`)).status).toBe(200);
    expect(await postRow(answer.pid)).toMatchObject({ deleted: false });
    expect((await moderator.agent.delete(`/api/v3/posts/${answer.pid}/state`)).status).toBe(200);
    expect((await moderator.agent.delete(`/api/v3/posts/${answer.pid}`)).status).toBe(200);
    expect(await rows(sql`SELECT pid FROM posts WHERE pid = ${answer.pid}`)).toEqual([]);
  });
});

describe('hardening 9: answers under a deleted question are hidden in every read', () => {
  let topic: Json, question: Json, answer: Json, nested: Json;
  const word = 'zanzibarquokka';

  beforeAll(async () => {
    topic = await createTopic(owner);
    question = await replyTo(other, topic.tid, { content: 'A question that a moderator will remove.' });
    answer = await replyTo(owner, topic.tid, { toPid: question.pid, content: `An answer mentioning ${word} here.` });
    nested = await replyTo(other, topic.tid, { toPid: answer.pid, content: `A nested answer about ${word} too.` });
    await owner.agent.put(`/api/v3/posts/${answer.pid}/bookmark`);
    expect((await moderator.agent.delete(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
  });

  const readers = () => [
    ['a visitor', visitor()],
    ['a member', other.agent],
    ['the answer’s author', owner.agent],
  ] as const;

  it('hardening 9: GET /api/post/{pid} of an answer is 404 for visitors and members, 200 for moderators', async () => {
    for (const [, reader] of readers()) {
      for (const pid of [answer.pid, nested.pid]) {
        const reply = await reader.get(`/api/post/${pid}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ error: '[[error:no-post]]' });
      }
    }
    const asModerator = await moderator.agent.get(`/api/post/${answer.pid}`);
    expect(asModerator.status).toBe(200);
    expect(asModerator.body.content).toContain(word);
  });

  it('hardening 9: the deleted question answers no answers and no reply count', async () => {
    for (const [, reader] of readers()) {
      const one = await reader.get(`/api/post/${question.pid}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ deleted: true, answers: [], replies: 0 });
      const replies = await reader.get(`/api/post/replies/${question.pid}`);
      expect(replies.status).toBe(200);
      expect(replies.body).toMatchObject({ posts: [], found: 0 });
      expect((await reader.get(`/api/post/replies/${answer.pid}`)).status).toBe(404);
      const list = await reader.get(`/api/questions/${topic.tid}/recent`);
      const shown = list.body.questions.find((p: Json) => p.pid === question.pid);
      expect(shown).toMatchObject({ deleted: true, answers: [], replies: 0 });
      expect(JSON.stringify(list.body)).not.toContain(word);
    }
    const asModerator = await moderator.agent.get(`/api/post/replies/${question.pid}`);
    expect(asModerator.body.posts.map((p: Json) => p.pid)).toEqual([answer.pid, nested.pid]);
    const listed = await moderator.agent.get(`/api/questions/${topic.tid}/recent`);
    expect(listed.body.questions.find((p: Json) => p.pid === question.pid).answers).toHaveLength(2);
  });

  it('hardening 9: the feed, search and saved posts leave the hidden answers out', async () => {
    const search = await visitor().get(`/api/events/v1/search/highlights?isMainPost=false&term=${word}`);
    expect(search.status).toBe(200);
    expect(search.body.results[0].found).toBe(0);
    const saved = await owner.agent.get(`/api/user/${owner.uid}/bookmarks`);
    expect(saved.body.posts.map((p: Json) => p.pid)).not.toContain(answer.pid);
  });

  it('hardening 9: the topic page leaves the hidden answers out of its HTML data', async () => {
    const { props } = await loadTopicPage(pageContext(topic.tid), { session: null, viewer: null });
    expect(JSON.stringify(props)).not.toContain(word);
    expect(props.seed?.topic?.loaded).toBe(true);
  });

  it('hardening 9: the hidden answers cannot be voted on, saved, accepted or replied to by members', async () => {
    // The topic's own poster may not accept an answer inside the hidden thread either.
    expect(v3Error(await owner.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: nested.pid, answered: true }))).toBe('[[error:post-deleted]]');
    expect(v3Error(await other.agent.put(`/api/v3/posts/${answer.pid}/vote`, { delta: 1 }))).toBe('[[error:no-post]]');
    expect(v3Error(await other.agent.put(`/api/v3/posts/${answer.pid}/bookmark`))).toBe('[[error:no-post]]');
    expect(v3Error(await other.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Replying in a hidden thread', toPid: answer.pid }))).toBe(
      '[[error:post-deleted]]',
    );
  });

  it('hardening 9: restoring the question brings its answers back', async () => {
    const { tid } = await createTopic(owner);
    const q2 = await replyTo(other, tid);
    const a2 = await replyTo(owner, tid, { toPid: q2.pid });
    await moderator.agent.delete(`/api/v3/posts/${q2.pid}/state`);
    expect((await visitor().get(`/api/post/${a2.pid}`)).status).toBe(404);
    await moderator.agent.put(`/api/v3/posts/${q2.pid}/state`);
    expect((await visitor().get(`/api/post/${a2.pid}`)).status).toBe(200);
    expect((await visitor().get(`/api/post/replies/${q2.pid}`)).body.found).toBe(1);
  });
});
