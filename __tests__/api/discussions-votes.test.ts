import { sql } from 'drizzle-orm';
import { getPool } from '../../server/db';
import { Agent } from '../support/agent';
import {
  createTopic,
  postRow,
  removeGroups,
  replyTo,
  row,
  setUpDiscussionsApp,
  signUp,
  signUpAll,
  userRow,
  v3Error,
} from './discussions-support';
import type { Json, Member } from './discussions-support';

const app = setUpDiscussionsApp();

let author: Member, voter: Member;
let topic: Json;

beforeAll(async () => {
  [, author, voter] = await signUpAll(app, 'votesadmin', 'votesauthor', 'votesvoter');
  topic = await createTopic(author);
});

const credits = async (uid: number): Promise<Json[]> =>
  (await row(sql`SELECT coalesce(json_agg(ref ORDER BY id), '[]'::json) AS refs FROM reward_ledger WHERE uid = ${uid} AND reason = 'upvote-received'`)).refs;

describe('R4.2 R4.6 PUT|DELETE /api/v3/posts/{pid}/vote', () => {
  it('R4.6 an upvote counts once on the post, the author’s reputation and credits; unvote takes them back', async () => {
    const pid = topic.mainPid;
    const before = await userRow(author.uid);
    const up = await voter.agent.put(`/api/v3/posts/${pid}/vote`, { delta: 1 });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });
    expect((await voter.agent.get(`/api/post/${pid}`)).body).toMatchObject({ upvotes: 1, upvoted: true, votes: 1 });
    expect((await userRow(author.uid)).reputation).toBe(before.reputation + 1);
    expect(await credits(author.uid)).toEqual([`pid:${pid}:voter:${voter.uid}`]);

    const down = await voter.agent.delete(`/api/v3/posts/${pid}/vote`, { delta: 1 });
    expect(down.status).toBe(200);
    expect((await voter.agent.get(`/api/post/${pid}`)).body).toMatchObject({ upvotes: 0, upvoted: false });
    expect((await userRow(author.uid)).reputation).toBe(before.reputation);
    expect(await credits(author.uid)).toEqual([]);
  });

  it('R4.6 works the same on a question and a nested answer', async () => {
    const question = await replyTo(author, topic.tid);
    const answer = await replyTo(author, topic.tid, { toPid: question.pid });
    for (const pid of [question.pid, answer.pid]) {
      expect((await voter.agent.put(`/api/v3/posts/${pid}/vote`, { delta: 1 })).status).toBe(200);
      expect((await postRow(pid)).upvotes).toBe(1);
    }
  });

  it('R8.2 self-vote, voting twice and unvoting without a vote are refused with their keys', async () => {
    const self = await author.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    expect(self.status).toBe(400);
    expect(v3Error(self)).toBe('[[error:self-vote]]');
    const question = await replyTo(author, topic.tid);
    expect((await voter.agent.put(`/api/v3/posts/${question.pid}/vote`, { delta: 1 })).status).toBe(200);
    const twice = await voter.agent.put(`/api/v3/posts/${question.pid}/vote`, { delta: 1 });
    expect(v3Error(twice)).toBe('[[error:already-voted]]');
    const notVoted = await author.agent.delete(`/api/v3/posts/${question.pid}/vote`);
    expect(v3Error(notVoted)).toBe('[[error:not-voted]]');
    const downvote = await voter.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: -1 });
    expect(v3Error(downvote)).toBe('[[error:downvoting-disabled]]');
    expect((await postRow(question.pid)).upvotes).toBe(1);
  });

  it('R5.3 R6.1 a visitor gets 401; an unknown post 404 no-post; no csrf token 403', async () => {
    const visitor = await new Agent(app().url).put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    expect(visitor.status).toBe(401);
    expect(v3Error(visitor)).toBe('[[error:not-logged-in]]');
    const unknown = await voter.agent.put('/api/v3/posts/999999/vote', { delta: 1 });
    expect(unknown.status).toBe(404);
    expect(v3Error(unknown)).toBe('[[error:no-post]]');
    const badId = await voter.agent.put('/api/v3/posts/0/vote', { delta: 1 });
    expect(badId.status).toBe(400);
    const noToken = await voter.agent.request('PUT', `/api/v3/posts/${topic.mainPid}/vote`, {
      body: { delta: 1 },
      csrf: false,
      headers: { Cookie: voter.agent.cookieHeader() },
    });
    expect(noToken.status).toBe(403);
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
  });

  it('R4.6 fifteen members upvote one post at once: upvotes 15, 15 vote rows, reputation +15', async () => {
    const target = await replyTo(author, topic.tid, { content: 'Popular answer' });
    const members: Member[] = [];
    for (let i = 0; i < 15; i += 1) members.push(await signUp(app, `votescrowd${i}`));
    const before = (await userRow(author.uid)).reputation;
    const results = await Promise.all(members.map((m) => m.agent.put(`/api/v3/posts/${target.pid}/vote`, { delta: 1 })));
    expect(results.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect((await postRow(target.pid)).upvotes).toBe(15);
    expect((await row(sql`SELECT count(*)::int AS n FROM votes WHERE pid = ${target.pid}`)).n).toBe(15);
    expect((await userRow(author.uid)).reputation).toBe(before + 15);

    // ... and all withdraw at once.
    const back = await Promise.all(members.map((m) => m.agent.delete(`/api/v3/posts/${target.pid}/vote`)));
    expect(back.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect((await postRow(target.pid)).upvotes).toBe(0);
    expect((await userRow(author.uid)).reputation).toBe(before);
  });

  it('R4.6 the same member voting twice at once: exactly one succeeds, the other already-voted', async () => {
    const target = await replyTo(author, topic.tid, { content: 'Raced answer' });
    const results = await Promise.all([1, 2, 3].map(() => voter.agent.put(`/api/v3/posts/${target.pid}/vote`, { delta: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => v3Error(r) === '[[error:already-voted]]')).toHaveLength(2);
    expect((await postRow(target.pid)).upvotes).toBe(1);
  });

  it('R6.2 a member in no group may still vote (only posting needs a group)', async () => {
    const loner = await signUp(app, 'votesloner');
    await removeGroups(loner.uid);
    expect((await loner.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 })).status).toBe(200);
  });
});

describe('R4.7 PUT|DELETE /api/v3/posts/{pid}/bookmark', () => {
  it('R4.7 saves and unsaves; saving puts the post at the top of the saved list', async () => {
    const first = await replyTo(author, topic.tid, { content: 'First to save' });
    const second = await replyTo(author, topic.tid, { content: 'Second to save' });
    expect((await voter.agent.put(`/api/v3/posts/${first.pid}/bookmark`)).body.response).toEqual({});
    expect((await voter.agent.put(`/api/v3/posts/${second.pid}/bookmark`)).status).toBe(200);
    const saved = await voter.agent.get(`/api/user/${voter.uid}/bookmarks`);
    expect(saved.body.posts.map((p: Json) => p.pid).slice(0, 2)).toEqual([second.pid, first.pid]);
    expect(saved.body.posts[0].bookmarked).toBe(true);

    expect((await voter.agent.delete(`/api/v3/posts/${second.pid}/bookmark`)).status).toBe(200);
    const after = await voter.agent.get(`/api/user/${voter.uid}/bookmarks`);
    expect(after.body.posts.map((p: Json) => p.pid)).not.toContain(second.pid);
  });

  it('R8.2 already-bookmarked / already-unbookmarked; visitors 401; unknown post 404', async () => {
    const post = await replyTo(author, topic.tid, { content: 'Save me twice' });
    expect((await voter.agent.put(`/api/v3/posts/${post.pid}/bookmark`)).status).toBe(200);
    expect(v3Error(await voter.agent.put(`/api/v3/posts/${post.pid}/bookmark`))).toBe('[[error:already-bookmarked]]');
    expect((await voter.agent.delete(`/api/v3/posts/${post.pid}/bookmark`)).status).toBe(200);
    expect(v3Error(await voter.agent.delete(`/api/v3/posts/${post.pid}/bookmark`))).toBe('[[error:already-unbookmarked]]');
    expect((await new Agent(app().url).put(`/api/v3/posts/${post.pid}/bookmark`)).status).toBe(401);
    expect(v3Error(await voter.agent.put('/api/v3/posts/999999/bookmark'))).toBe('[[error:no-post]]');
  });

  it('R4.7 two saves of the same post at once: one succeeds, one already-bookmarked', async () => {
    const post = await replyTo(author, topic.tid, { content: 'Raced save' });
    const results = await Promise.all([0, 1].map(() => voter.agent.put(`/api/v3/posts/${post.pid}/bookmark`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await row(sql`SELECT count(*)::int AS n FROM bookmarks WHERE pid = ${post.pid}`)).n).toBe(1);
  });
});

describe('votes beside replies under concurrent writes', () => {
  it('a vote on the main post waits for a reply under way in its topic instead of deadlocking with it (issue 39 failover load)', async () => {
    const fresh = await createTopic(author);
    // What a reply does in its transaction (server/discussions/repository.ts insertReply): lock the
    // topic, count it there (the feed trigger rewrites the topic's feed row), then count it on the
    // main post. A vote on the main post arriving in between must queue behind the topic lock.
    const reply = await getPool().connect();
    try {
      await reply.query('BEGIN');
      await reply.query('SELECT tid FROM topics WHERE tid = $1 FOR UPDATE', [fresh.tid]);
      await reply.query('UPDATE topics SET postcount = postcount + 1 WHERE tid = $1', [fresh.tid]);
      const vote = voter.agent.put(`/api/v3/posts/${fresh.mainPid}/vote`, { delta: 1 });
      const waiting = async () =>
        (await getPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`)).rows[0]!.n;
      for (let i = 0; i < 100 && (await waiting()) === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      await reply.query('UPDATE posts SET replies = replies + 1 WHERE pid = $1', [fresh.mainPid]);
      await reply.query('COMMIT');
      expect((await vote).status).toBe(200);
    } finally {
      await reply.query('ROLLBACK').catch(() => undefined);
      reply.release();
    }
    expect((await postRow(fresh.mainPid)).upvotes).toBe(1);
    expect((await row(sql`SELECT upvotes FROM feed_entries WHERE pid = ${fresh.mainPid}`)).upvotes).toBe(1);
  });
});
