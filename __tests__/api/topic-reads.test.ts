process.env.POST_RATE_LIMIT = '10000';

import { eq, sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { getDb } from '../../server/db';
import { users } from '../../server/db/schema';
import { truncate } from '../../lib/text';
import { addMaintainer, insertProject } from '../../server/projects/repository';
import { countQuestionsQuery, purgeTopicViews, questionsPage } from '../../server/discussions/queries';
import { VIEW_WINDOW_SECONDS } from '../../server/discussions/views';
import { getTopicPage } from '../../server/discussions/reads';
import { loadTopicPage } from '../../server/ssr/topic';
import { loadViewer } from '../../server/users/viewer';
import { addToGroup } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { planOf } from '../support/plans';
import { setUpTestApp } from '../support/testApp';

/**
 * The read side of discussions through HTTP: topics, questions and their answers, single posts,
 * replies, saved posts, drafts, the shared card and recommendations. Data is made through the
 * write API, as members make it.
 */

const app = setUpTestApp();
const agent = () => new Agent(app().url);

// Response bodies are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of many shapes
type Json = any;

let admin: Agent;
let author: Agent;
let member: Agent;
let moderator: Agent;
let maintainer: Agent;
let authorUid: number;
let memberUid: number;
let moderatorUid: number;
let maintainerUid: number;
let project: { id: number; name: string; slug: string };

async function createTopic(as: Agent, input: Record<string, unknown>): Promise<Json> {
  const reply = await as.post('/api/v3/topics', { content: 'The body of this topic, long enough.', ...input });
  if (reply.status !== 200) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.response;
}

async function reply(as: Agent, tid: number, content: string, extra: { toPid?: number; qid?: number } = {}): Promise<Json> {
  const res = await as.post(`/api/v3/topics/${tid}`, { tid, content, ...extra });
  if (res.status !== 200) throw new Error(`reply failed: ${JSON.stringify(res.body)}`);
  return res.body.response;
}

async function ok(res: Promise<{ status: number; body: Json }>): Promise<void> {
  const done = await res;
  if (done.status !== 200) throw new Error(`write failed (${done.status}): ${JSON.stringify(done.body)}`);
}

const ids = (posts: Json[]) => posts.map((p: Json) => p.pid);

beforeAll(async () => {
  admin = agent();
  await admin.signUpComplete('readsadmin'); // first account: administrator
  author = agent();
  authorUid = (await author.signUpComplete('readsauthor')).uid;
  member = agent();
  memberUid = (await member.signUpComplete('readsmember')).uid;
  moderator = agent();
  moderatorUid = (await moderator.signUpComplete('readsmoderator')).uid;
  await addToGroup(moderatorUid, 'Global Moderators');
  maintainer = agent();
  maintainerUid = (await maintainer.signUpComplete('readsmaintainer')).uid;
  project = await insertProject({ name: 'Read Project', slug: 'read-project' });
  await addMaintainer(project.id, maintainerUid);
});

describe('R3.1 R7.2 GET /api/topic/{tid}', () => {
  let topic: Json;

  beforeAll(async () => {
    topic = await createTopic(author, {
      title: 'How do readers see a topic?',
      content: 'A topic **body** with enough words to be a topic.',
      tags: ['reading', 'topics'],
      projects: [project.id],
      postType: 'faq',
    });
  });

  it('R3.1 answers the topic with its main post, question count, pagination and follow state', async () => {
    await reply(member, topic.tid, 'A first question about it');
    const res = await agent().get(`/api/topic/${topic.tid}`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      tid: topic.tid,
      uid: authorUid,
      title: 'How do readers see a topic?',
      titleRaw: 'How do readers see a topic?',
      slug: expect.stringMatching(new RegExp(`^${topic.tid}/`)),
      postType: 'faq',
      pinned: 0,
      locked: false,
      deleted: false,
      draft: false,
      tags: ['reading', 'topics'],
      isFollowing: false,
      project_details: [{ id: project.id, name: 'Read Project', slug: 'read-project' }],
      questionCount: 1,
      pagination: { currentPage: 1, pageCount: 1 },
      timestamp: expect.any(Number),
    });
    expect(body.url).toBe(`/posts/${body.slug}`);
    expect(body.posts).toHaveLength(1);
    const main = body.posts[0];
    expect(body.mainPid).toBe(main.pid);
    expect(main).toMatchObject({
      type: 'post',
      doc_type: 'post',
      id: String(main.pid),
      tid: topic.tid,
      toPid: null,
      qid: null,
      isMainPost: true,
      title: body.title,
      topicTitle: body.title,
      slug: body.slug,
      url: body.url,
      tags: ['reading', 'topics'],
      postType: 'faq',
      uid: authorUid,
      username: 'readsauthor',
      userslug: 'readsauthor',
      user: { uid: authorUid, username: 'readsauthor', userslug: 'readsauthor' },
      upvoted: false,
      bookmarked: false,
      paid: false,
      private: false,
      votes: 0,
      aid: 0,
      edited: 0,
      draft: false,
      deleted: false,
    });
    expect(main.content).toContain('<strong>body</strong>');
    expect(main.summary).toBe('A topic body with enough words to be a topic.');
  });

  it('R9.3 without a summary of its own, a post shows the plain text of its content truncated to 220', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const long = await createTopic(author, { title: 'A topic with a long body', content: `Tom & Jerry **say** <b>hi</b>\n\n${words}` });
    const main = (await agent().get(`/api/topic/${long.tid}`)).body.posts[0];
    expect(main.summary).toBe(truncate(`Tom & Jerry say <b>hi</b> ${words}`, 220));
    expect(main.summary.endsWith('…')).toBe(true);
    expect(main.summary.length).toBeLessThanOrEqual(231);
    expect(main.summary).not.toContain('&amp;');
    const own = await createTopic(author, { title: 'A topic with its own summary', summary: 'Mine, not the body.' });
    expect((await agent().get(`/api/post/${own.mainPid}`)).body.summary).toBe('Mine, not the body.');
  });

  it('R7.2 privileges follow the role: visitor, member, author, moderator, maintainer of the first project', async () => {
    const get = async (as: Agent) => (await as.get(`/api/topic/${topic.tid}`)).body.privileges;
    expect(await get(agent())).toEqual({ reply: false, pin: false, accept: false, moderate: false });
    expect(await get(member)).toEqual({ reply: true, pin: false, accept: false, moderate: false });
    expect(await get(author)).toEqual({ reply: true, pin: false, accept: true, moderate: false });
    expect(await get(moderator)).toEqual({ reply: true, pin: true, accept: true, moderate: true });
    expect(await get(admin)).toEqual({ reply: true, pin: true, accept: true, moderate: true });
    expect(await get(maintainer)).toEqual({ reply: true, pin: true, accept: false, moderate: false });
  });

  it('R3.1 isFollowing is the viewer’s own follow', async () => {
    expect((await maintainer.get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(false);
    await ok(maintainer.put(`/api/v3/topics/${topic.tid}/follow`));
    expect((await maintainer.get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(true);
    await ok(maintainer.delete(`/api/v3/topics/${topic.tid}/follow`));
    expect((await maintainer.get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(false);
    expect((await agent().get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(false);
  });

  it('R5.5 an invalid or low page is page 1; pageCount counts questions by 10', async () => {
    expect((await agent().get(`/api/topic/${topic.tid}?page=0`)).body.pagination).toEqual({ currentPage: 1, pageCount: 1 });
    expect((await agent().get(`/api/topic/${topic.tid}?page=abc`)).body.pagination.currentPage).toBe(1);
    expect((await agent().get(`/api/topic/${topic.tid}?page=3`)).body.pagination.currentPage).toBe(3);
  });

  it('R3.1 counts every viewer once: 20 concurrent GETs of 20 visitors add exactly 20', async () => {
    const before = (await agent().get(`/api/topic/${topic.tid}`, { 'User-Agent': 'counter-before' })).body.viewcount as number;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agent().get(`/api/topic/${topic.tid}`, { 'User-Agent': `counter-${i}` })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const seen = replies.map((r) => r.body.viewcount as number).sort((a, b) => a - b);
    // Each answer carries the count its own view made.
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    const after = (await agent().get(`/api/topic/${topic.tid}`, { 'User-Agent': 'counter-after' })).body;
    expect(after.viewcount).toBe(before + 21);
    expect(after.posts[0].viewcount).toBe(before + 21);
  });
});

describe('hardening 11: a viewer counts once per topic per hour', () => {
  let tid: number;
  const count = async () => (await getDb().execute<{ viewcount: number }>(sql`SELECT viewcount FROM topics WHERE tid = ${tid}`)).rows[0]!.viewcount;

  beforeAll(async () => {
    tid = (await createTopic(author, { title: 'A topic whose views are counted once per hour', tags: ['views'] })).tid;
  });

  it('hardening 11: a visitor without a cookie reloading 10 times (also concurrently) counts once', async () => {
    const before = await count();
    const headers = { 'User-Agent': 'reloading-visitor' };
    for (let i = 0; i < 5; i += 1) expect((await agent().get(`/api/topic/${tid}`, headers)).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => agent().get(`/api/topic/${tid}`, headers)));
    expect(await count()).toBe(before + 1);
    // Another browser on the same address is another viewer.
    await agent().get(`/api/topic/${tid}`, { 'User-Agent': 'another-browser' });
    expect(await count()).toBe(before + 2);
  });

  it('hardening 11: HEAD never counts', async () => {
    const before = await count();
    for (let i = 0; i < 3; i += 1) {
      const head = await agent().request('HEAD', `/api/topic/${tid}`, { headers: { 'User-Agent': `head-only-${i}` } });
      expect(head.status).toBe(200);
    }
    expect(await count()).toBe(before);
  });

  it('hardening 11: a member counts once whatever the device; again after an hour', async () => {
    const before = await count();
    await member.get(`/api/topic/${tid}`, { 'User-Agent': 'phone' });
    await member.get(`/api/topic/${tid}`, { 'User-Agent': 'laptop' });
    expect(await count()).toBe(before + 1);
    await getDb().execute(sql`UPDATE topic_views SET seen_at = seen_at - interval '61 minutes' WHERE tid = ${tid} AND viewer_key = ${`u:${memberUid}`}`);
    await member.get(`/api/topic/${tid}`);
    expect(await count()).toBe(before + 2);
  });

  it('hardening 11: the topic page’s loader counts nothing (the custom server queues the view: page-cache.test.ts)', async () => {
    const before = await count();
    const page = (method: string) =>
      loadTopicPage(
        // The loader reads only these parts of the request.
        {
          params: { slug: [String(tid)] },
          query: {},
          req: { method, headers: { host: 'community.example.org', 'user-agent': 'page-reader' }, socket: { remoteAddress: '198.51.100.7' } },
          res: { statusCode: 200 },
        } as unknown as GetServerSidePropsContext,
        { session: null, viewer: null },
      );
    await page('HEAD');
    await page('GET');
    await page('GET');
    expect(await count()).toBe(before);
  });

  it('hardening 11: views older than the window are purged', async () => {
    await getDb().execute(sql`UPDATE topic_views SET seen_at = now() - interval '2 hours' WHERE tid = ${tid}`);
    const kept = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM topic_views WHERE tid <> ${tid} AND seen_at > now() - interval '1 hour'`);
    expect(await purgeTopicViews(VIEW_WINDOW_SECONDS)).toBeGreaterThan(0);
    const left = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM topic_views`);
    expect(left.rows[0]!.n).toBe(kept.rows[0]!.n);
  });
});

describe('R4.5 topics that are missing, drafts or deleted are not found', () => {
  it('a missing tid is 404 no-topic; a tid that is not a number is 400 invalid-tid', async () => {
    const missing = await agent().get('/api/topic/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: '[[error:no-topic]]' });
    const invalid = await agent().get('/api/topic/abc');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: '[[error:invalid-tid]]' });
  });

  it('a draft is seen only by its author (not even moderators), and listed in GET /api/drafts', async () => {
    const draft = await createTopic(author, { title: 'A draft in progress', draft: true });
    expect((await author.get(`/api/topic/${draft.tid}`)).status).toBe(200);
    expect((await author.get(`/api/topic/${draft.tid}`)).body.draft).toBe(true);
    for (const other of [agent(), member, moderator, admin]) {
      const res = await other.get(`/api/topic/${draft.tid}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: '[[error:no-topic]]' });
    }
    expect((await member.get(`/api/post/${draft.mainPid}`)).status).toBe(404);
    expect((await agent().get(`/api/topic/shared/${draft.tid}`)).status).toBe(404);

    const drafts = await author.get('/api/drafts');
    expect(drafts.status).toBe(200);
    expect(ids(drafts.body.posts)).toContain(draft.mainPid);
    expect(drafts.body.posts.every((p: Json) => p.draft === true && p.uid === authorUid)).toBe(true);
    expect((await member.get('/api/drafts')).body.posts).toEqual([]);
    expect((await agent().get('/api/drafts')).status).toBe(401);
  });

  it('a deleted topic is seen only by its author and moderators', async () => {
    const gone = await createTopic(author, { title: 'A topic that will be deleted' });
    await ok(author.delete(`/api/v3/topics/${gone.tid}/state`));
    expect((await agent().get(`/api/topic/${gone.tid}`)).status).toBe(404);
    expect((await member.get(`/api/topic/${gone.tid}`)).status).toBe(404);
    expect((await member.get(`/api/post/${gone.mainPid}`)).status).toBe(404);
    const own = await author.get(`/api/topic/${gone.tid}`);
    expect(own.status).toBe(200);
    expect(own.body.deleted).toBe(true);
    expect(own.body.posts[0].content).not.toBe('');
    const moderated = await moderator.get(`/api/topic/${gone.tid}`);
    expect(moderated.status).toBe(200);
    expect(moderated.body.posts[0].content).not.toBe('');
    expect((await agent().get(`/api/topic/shared/${gone.tid}`)).status).toBe(404);
  });
});

describe('R4.16 R5.5 GET /api/questions/{tid}/{sort}', () => {
  let topic: Json;
  const questions: Json[] = [];
  const voters: Agent[] = [];

  beforeAll(async () => {
    topic = await createTopic(author, { title: 'A topic with many questions' });
    for (let i = 0; i < 12; i += 1) questions.push(await reply(i % 2 ? member : moderator, topic.tid, `Question number ${i}`));
    for (let i = 0; i < 3; i += 1) {
      const voter = agent();
      await voter.signUpComplete(`readsvoter${i}`);
      voters.push(voter);
    }
    // q3: 3 upvotes; q7: 2 upvotes; q5: 1 upvote and 2 answers; q9: 1 upvote, no answers.
    for (const v of voters) await ok(v.put(`/api/v3/posts/${questions[3].pid}/vote`, { delta: 1 }));
    for (const v of voters.slice(0, 2)) await ok(v.put(`/api/v3/posts/${questions[7].pid}/vote`, { delta: 1 }));
    await ok(voters[0]!.put(`/api/v3/posts/${questions[5].pid}/vote`, { delta: 1 }));
    await ok(voters[0]!.put(`/api/v3/posts/${questions[9].pid}/vote`, { delta: 1 }));
    await reply(author, topic.tid, 'An answer to five', { toPid: questions[5].pid, qid: questions[5].pid });
    await reply(author, topic.tid, 'Another answer to five', { toPid: questions[5].pid, qid: questions[5].pid });
  });

  it('R4.16 popular: upvotes, then replies, then newest; 10 per page, found counts all', async () => {
    const res = await agent().get(`/api/questions/${topic.tid}/popular?page_size=10&page=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: 12, page: 1, page_size: 10, sort: 'popular' });
    const order = ids(res.body.questions);
    const newestFirst = [...questions].reverse().map((q) => q.pid);
    const rest = newestFirst.filter((pid) => ![questions[3].pid, questions[7].pid, questions[5].pid, questions[9].pid].includes(pid));
    expect(order).toEqual([questions[3].pid, questions[7].pid, questions[5].pid, questions[9].pid, ...rest.slice(0, 6)]);
    const page2 = await agent().get(`/api/questions/${topic.tid}/popular?page=2`);
    expect(ids(page2.body.questions)).toEqual(rest.slice(6));
    expect(page2.body.page).toBe(2);
  });

  it('R3.1 R4.16 the topic page reads in one batch exactly what GET /api/topic and GET /api/questions answer the viewer', async () => {
    const voter = voters[0]!;
    const [viewerUid] = await getDb()
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.username, 'readsvoter0'));
    const viewer = await loadViewer(viewerUid!.uid);
    for (const [sort, page] of [['popular', 1], ['recent', 2]] as const) {
      // The API's topic read counts the member's view (once an hour) before it answers.
      const apiTopic = await voter.get(`/api/topic/${topic.tid}?page=${page}`);
      const apiQuestions = await voter.get(`/api/questions/${topic.tid}/${sort}?page_size=10&page=${page}`);
      const read = await getTopicPage(topic.tid, sort, page, viewer);
      expect(JSON.parse(JSON.stringify(read.questions))).toEqual(apiQuestions.body);
      expect(JSON.parse(JSON.stringify(read.topic))).toEqual(apiTopic.body);
    }
    // The voter's own vote shows in the page's read (the presentation batch includes the viewer).
    const popular = await getTopicPage(topic.tid, 'popular', 1, viewer);
    expect(popular.questions.questions.find((q) => q.pid === questions[5].pid)?.upvoted).toBe(true);
  });

  it('R5.5 recent: newest first; an unknown sort is popular; page below 1 or invalid is 1', async () => {
    const recent = await agent().get(`/api/questions/${topic.tid}/recent`);
    expect(recent.body.sort).toBe('recent');
    expect(ids(recent.body.questions)).toEqual([...questions].reverse().slice(0, 10).map((q) => q.pid));
    const unknown = await agent().get(`/api/questions/${topic.tid}/loudest?page=0`);
    expect(unknown.body).toMatchObject({ sort: 'popular', page: 1 });
    expect(unknown.body.questions[0].pid).toBe(questions[3].pid);
    expect((await agent().get(`/api/questions/${topic.tid}/recent?page=-4`)).body.page).toBe(1);
    expect((await agent().get(`/api/questions/${topic.tid}/recent?page=zz`)).body.page).toBe(1);
    const far = await agent().get(`/api/questions/${topic.tid}/recent?page=99999999999999999999`);
    expect(far.status).toBe(200);
    expect(far.body.questions).toEqual([]);
  });

  it('R9.2 page_size is 1..50 (default 10); questions carry their topic and first answers', async () => {
    expect((await agent().get(`/api/questions/${topic.tid}/recent?page_size=5`)).body.questions).toHaveLength(5);
    const big = await agent().get(`/api/questions/${topic.tid}/recent?page_size=500`);
    expect(big.body.page_size).toBe(10);
    expect(big.body.questions).toHaveLength(10);
    const five = (await agent().get(`/api/questions/${topic.tid}/popular`)).body.questions.find(
      (q: Json) => q.pid === questions[5].pid,
    );
    expect(five.topic).toEqual({ tid: topic.tid, title: 'A topic with many questions', slug: expect.stringMatching(/^\d+\//) });
    expect(five.answers.map((a: Json) => a.content)).toEqual(['<p>An answer to five</p>', '<p>Another answer to five</p>']);
    expect(five.answers.map((a: Json) => a.index)).toEqual([1, 2]);
    expect(five.toPid).toBe(topic.mainPid);
  });

  it('R3.1 the topic counts its questions and pages them by 10', async () => {
    const res = await agent().get(`/api/topic/${topic.tid}`);
    expect(res.body.questionCount).toBe(12);
    expect(res.body.pagination).toEqual({ currentPage: 1, pageCount: 2 });
  });

  it('R3.2 upvoted and bookmarked are the viewer’s own (false for visitors)', async () => {
    const q3 = questions[3].pid;
    await ok(voters[0]!.put(`/api/v3/posts/${q3}/bookmark`));
    const mine = (await voters[0]!.get(`/api/post/${q3}`)).body;
    expect(mine).toMatchObject({ upvoted: true, bookmarked: true, upvotes: 3, votes: 3 });
    const theirs = (await voters[1]!.get(`/api/post/${q3}`)).body;
    expect(theirs).toMatchObject({ upvoted: true, bookmarked: false });
    expect((await agent().get(`/api/post/${q3}`)).body).toMatchObject({ upvoted: false, bookmarked: false, upvotes: 3 });
  });

  it('an unknown topic is 404 no-topic; a non-numeric tid is 400 invalid-tid', async () => {
    expect((await agent().get('/api/questions/999999/popular')).status).toBe(404);
    expect((await agent().get('/api/questions/x1/popular')).body).toEqual({ error: '[[error:invalid-tid]]' });
  });
});

describe('R3.2 R4.3 answers: nested replies, quoted parents, the accepted answer', () => {
  let topic: Json;
  let question: Json;
  let first: Json;
  let second: Json;
  let third: Json;

  beforeAll(async () => {
    topic = await createTopic(author, { title: 'A question with a threaded discussion' });
    question = await reply(member, topic.tid, 'What is the nested answers model?');
    first = await reply(moderator, topic.tid, 'Answers belong to the question thread.', { toPid: question.pid, qid: question.pid });
    second = await reply(author, topic.tid, 'And an answer may reply to another answer, which it quotes.', {
      toPid: first.pid,
      qid: question.pid,
    });
    third = await reply(member, topic.tid, 'A third answer, straight to the question.', { toPid: question.pid, qid: question.pid });
  });

  it('R3.2 answers have index (position by time) and quoteparent when they reply to another answer', async () => {
    const q = (await agent().get(`/api/post/${question.pid}`)).body;
    expect(q.aid).toBe(0);
    expect(q.topic).toMatchObject({ tid: topic.tid, title: 'A question with a threaded discussion' });
    expect(ids(q.answers)).toEqual([first.pid, second.pid, third.pid]);
    expect(q.answers.map((a: Json) => a.index)).toEqual([1, 2, 3]);
    expect(q.answers[0].quoteparent).toBeNull();
    expect(q.answers[2].quoteparent).toBeNull();
    expect(q.answers[1].quoteparent).toEqual({
      pid: first.pid,
      user: { uid: moderatorUid, username: 'readsmoderator', userslug: 'readsmoderator', fullname: '', picture: '' },
      excerpt: 'Answers belong to the question thread.',
    });
    expect(q.answers[1]).toMatchObject({ qid: question.pid, toPid: first.pid, isMainPost: false });

    const single = (await agent().get(`/api/post/${second.pid}`)).body;
    expect(single).toMatchObject({ pid: second.pid, index: 2, quoteparent: { pid: first.pid } });
    expect(single.answers).toBeUndefined();
  });

  it('R4.3 the accepted answer comes first, keeping its index', async () => {
    await ok(author.put(`/api/v3/posts/${question.pid}/answer`, { aid: third.pid, answered: true }));
    const q = (await agent().get(`/api/post/${question.pid}`)).body;
    expect(q.aid).toBe(third.pid);
    expect(ids(q.answers)).toEqual([third.pid, first.pid, second.pid]);
    expect(q.answers.map((a: Json) => a.index)).toEqual([3, 1, 2]);
    const listed = (await agent().get(`/api/questions/${topic.tid}/popular`)).body.questions[0];
    expect(ids(listed.answers)).toEqual([third.pid, first.pid, second.pid]);
  });

  it('R3.2 deleted posts stay in the thread; their text shows only to the author and moderators', async () => {
    await ok(moderator.delete(`/api/v3/posts/${first.pid}/state`));
    const seenBy = async (as: Agent) => (await as.get(`/api/post/${question.pid}`)).body.answers.find((a: Json) => a.pid === first.pid);
    const visitorView = await seenBy(agent());
    expect(visitorView).toMatchObject({ deleted: true, content: '', summary: '' });
    expect((await seenBy(member)).content).toBe('');
    expect((await seenBy(moderator)).content).toContain('Answers belong');
    const quoted = (await agent().get(`/api/post/${second.pid}`)).body.quoteparent;
    expect(quoted).toMatchObject({ pid: first.pid, excerpt: '' });
    await ok(moderator.put(`/api/v3/posts/${first.pid}/state`));
  });

  it('a post whose author is gone shows uid 0 and the former-user names', async () => {
    const leaver = agent();
    const leaverUid = (await leaver.signUpComplete('readsleaver')).uid;
    const gone = await reply(leaver, topic.tid, 'Said before leaving', { toPid: second.pid, qid: question.pid });
    await getDb().delete(users).where(eq(users.uid, leaverUid));
    const post = (await agent().get(`/api/post/${gone.pid}`)).body;
    expect(post).toMatchObject({
      uid: 0,
      username: '[[global:former_user]]',
      userFullname: '[[global:former_user]]',
      user: { uid: 0, username: '[[global:former_user]]' },
      index: 4,
      quoteparent: { pid: second.pid, user: { uid: authorUid } },
    });
  });

  it('GET /api/post/{pid}: 404 no-post when missing, 400 invalid-pid when not a number', async () => {
    const missing = await agent().get('/api/post/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: '[[error:no-post]]' });
    expect((await agent().get('/api/post/abc')).status).toBe(400);
    expect((await agent().get('/api/post/abc')).body).toEqual({ error: '[[error:invalid-pid]]' });
  });
});

describe('R9.2 GET /api/post/replies/{pid}', () => {
  let topic: Json;
  let question: Json;
  const answers: Json[] = [];

  beforeAll(async () => {
    topic = await createTopic(author, { title: 'A question with a long thread' });
    question = await reply(member, topic.tid, 'How long can a thread be?');
    for (let i = 0; i < 12; i += 1) {
      const to = i === 11 ? answers[0].pid : question.pid;
      answers.push(await reply(i % 2 ? author : moderator, topic.tid, `Answer number ${i}`, { toPid: to, qid: question.pid }));
    }
    await ok(author.put(`/api/v3/posts/${question.pid}/answer`, { aid: answers[10].pid, answered: true }));
  });

  it('a question’s thread: 10 per page, the accepted answer first, then oldest first', async () => {
    const page1 = await agent().get(`/api/post/replies/${question.pid}?page=1`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ found: 12, page: 1, page_size: 10 });
    const expected = [answers[10], ...answers.filter((_, i) => i !== 10)].map((a) => a.pid);
    expect(ids(page1.body.posts)).toEqual(expected.slice(0, 10));
    expect(page1.body.posts[0].index).toBe(11);
    const page2 = await agent().get(`/api/post/replies/${question.pid}?page=2`);
    expect(ids(page2.body.posts)).toEqual(expected.slice(10));
    expect(page2.body.posts.at(-1)).toMatchObject({ index: 12, quoteparent: { pid: answers[0].pid } });
    expect((await agent().get(`/api/post/replies/${question.pid}?page=nope`)).body.page).toBe(1);
  });

  it('an answer’s replies are its direct replies', async () => {
    const res = await agent().get(`/api/post/replies/${answers[0].pid}`);
    expect(res.body.found).toBe(1);
    expect(ids(res.body.posts)).toEqual([answers[11].pid]);
    expect(res.body.posts[0].index).toBe(12);
  });

  it('unknown posts are 404 no-post', async () => {
    expect((await agent().get('/api/post/replies/999999')).status).toBe(404);
  });
});

describe('R9.2 GET /api/user/{uid}/bookmarks', () => {
  let saver: Agent;
  let saverUid: number;
  const saved: number[] = [];
  let hiddenTopic: Json;

  beforeAll(async () => {
    saver = agent();
    saverUid = (await saver.signUpComplete('readssaver')).uid;
    const topic = await createTopic(author, { title: 'Plenty of posts to save' });
    const pids = [topic.mainPid];
    for (let i = 0; i < 20; i += 1) pids.push((await reply(member, topic.tid, `Saveable reply ${i}`)).pid);
    for (const pid of pids) {
      await ok(saver.put(`/api/v3/posts/${pid}/bookmark`));
      saved.push(pid);
    }
    hiddenTopic = await createTopic(author, { title: 'Saved and then deleted' });
    await ok(saver.put(`/api/v3/posts/${hiddenTopic.mainPid}/bookmark`));
    await ok(author.delete(`/api/v3/topics/${hiddenTopic.tid}/state`));
  });

  it('R9.2 21 saved: page 1 has 20 (newest saved first), page 2 has 1; deleted topics are left out', async () => {
    const page1 = await saver.get(`/api/user/${saverUid}/bookmarks`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, per_page: 20 });
    expect(ids(page1.body.posts)).toEqual([...saved].reverse().slice(0, 20));
    expect(page1.body.posts.every((p: Json) => p.bookmarked === true)).toBe(true);
    const page2 = await saver.get(`/api/user/${saverUid}/bookmarks?page=2`);
    expect(ids(page2.body.posts)).toEqual([saved[0]]);
    expect(page2.body.posts[0].isMainPost).toBe(true);
    expect(ids([...page1.body.posts, ...page2.body.posts])).not.toContain(hiddenTopic.mainPid);
    expect((await saver.get(`/api/user/${saverUid}/bookmarks?page=0`)).body.page).toBe(1);
  });

  it('others’ saved posts are refused; administrators may read any; visitors must log in', async () => {
    const refused = await member.get(`/api/user/${saverUid}/bookmarks`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: '[[error:no-privileges]]' });
    const byAdmin = await admin.get(`/api/user/${saverUid}/bookmarks`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.posts).toHaveLength(20);
    // The admin did not save them: flags are the viewer's own.
    expect(byAdmin.body.posts.every((p: Json) => p.bookmarked === false)).toBe(true);
    expect((await agent().get(`/api/user/${saverUid}/bookmarks`)).status).toBe(401);
    const unknown = await admin.get('/api/user/999999/bookmarks');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:no-user]]' });
    expect((await member.get(`/api/user/${memberUid}/bookmarks`)).body.posts).toEqual([]);
  });
});

describe('R3.15 GET /api/user/{uid}/posts: a member\'s posts on their profile', () => {
  it('R3.15 topics and replies anyone may read, 20 per page, newest first; deleted posts, drafts and deleted topics are left out', async () => {
    await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
    const writer = agent();
    const writerUid = (await writer.signUpComplete('readswriter')).uid;
    const own = await createTopic(writer, { title: 'A topic of the profile owner' });
    const elsewhere = await createTopic(author, { title: 'Someone else asks here' });
    const written: number[] = [own.mainPid];
    for (let i = 0; i < 20; i += 1) written.push((await reply(writer, elsewhere.tid, `Profile reply number ${i}`)).pid);
    const removed = await reply(writer, elsewhere.tid, 'A reply the writer then deleted');
    await ok(writer.delete(`/api/v3/posts/${removed.pid}/state`));
    const draft = await createTopic(writer, { title: 'Not published yet', draft: true });
    const gone = await createTopic(writer, { title: 'Published and then deleted' });
    await ok(writer.delete(`/api/v3/topics/${gone.tid}/state`));

    const page1 = await agent().get(`/api/user/${writerUid}/posts`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, per_page: 20 });
    expect(ids(page1.body.posts)).toEqual([...written].reverse().slice(0, 20));
    const page2 = await agent().get(`/api/user/${writerUid}/posts?page=2`);
    expect(ids(page2.body.posts)).toEqual([own.mainPid]);
    expect(page2.body.posts[0]).toMatchObject({ isMainPost: true, title: 'A topic of the profile owner' });
    const all = ids([...page1.body.posts, ...page2.body.posts]);
    for (const hidden of [removed.pid, draft.mainPid, gone.mainPid]) expect(all).not.toContain(hidden);
    // The viewer's own flags, as on every list.
    await ok(member.put(`/api/v3/posts/${own.mainPid}/bookmark`));
    expect((await member.get(`/api/user/${writerUid}/posts?page=2`)).body.posts[0].bookmarked).toBe(true);

    const unknown = await agent().get('/api/user/999999/posts');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:no-user]]' });
    expect((await agent().get('/api/user/abc/posts')).status).toBe(404);
  });
});

describe('R7.2 GET /api/topic/shared/{id} and recommended posts', () => {
  let base: Json;
  let twoShared: Json;
  let oneTag: Json;
  let viaProject: Json;
  let unrelated: Json;

  beforeAll(async () => {
    const other = await insertProject({ name: 'Other Project', slug: 'other-project' });
    base = await createTopic(author, {
      title: 'Recommendations start here',
      tags: ['alpha', 'beta'],
      projects: [other.id],
      summary: 'A short summary of the base topic.',
      postType: 'blog',
    });
    twoShared = await createTopic(member, { title: 'Shares two tags', tags: ['alpha', 'beta'] });
    oneTag = await createTopic(member, { title: 'Shares one tag', tags: ['beta', 'gamma'] });
    viaProject = await createTopic(member, { title: 'Shares the project', projects: [other.id] });
    unrelated = await createTopic(member, { title: 'Shares nothing at all', tags: ['omega'] });
    await ok(author.put(`/api/v3/posts/${oneTag.mainPid}/vote`, { delta: 1 }));
    const hidden = await createTopic(member, { title: 'A deleted relative', tags: ['alpha', 'beta'] });
    await ok(member.delete(`/api/v3/topics/${hidden.tid}/state`));
    await createTopic(member, { title: 'A draft relative', tags: ['alpha', 'beta'], draft: true });
  });

  it('R7.2 the shared card by tid or by slug', async () => {
    const byTid = await agent().get(`/api/topic/shared/${base.tid}`);
    expect(byTid.status).toBe(200);
    expect(byTid.body).toEqual({
      tid: base.tid,
      title: 'Recommendations start here',
      slug: base.slug,
      url: `/posts/${base.slug}`,
      summary: 'A short summary of the base topic.',
      postType: 'blog',
      tags: ['alpha', 'beta'],
      upvotes: 0,
      postcount: 1,
      timestamp: expect.any(Number),
      user: { uid: authorUid, username: 'readsauthor', userslug: 'readsauthor', fullname: '', picture: '' },
      project_details: [{ id: expect.any(Number), name: 'Other Project', slug: 'other-project' }],
    });
    const bySlug = await agent().get(`/api/topic/shared/${encodeURIComponent(base.slug)}`);
    expect(bySlug.body.tid).toBe(base.tid);
    expect((await agent().get('/api/topic/shared/no-such-topic')).status).toBe(404);
    expect((await agent().get('/api/topic/shared/999999')).body).toEqual({ error: '[[error:no-topic]]' });
  });

  it('R7.2 recommended: up to 5 main posts sharing tags or a project, most shared first, never the topic itself', async () => {
    const res = await agent().get(`/api/events/v1/recommended/post/${base.mainPid}`);
    expect(res.status).toBe(200);
    const tids = res.body.posts.map((p: Json) => p.tid);
    expect(tids.length).toBeLessThanOrEqual(5);
    expect(tids.slice(0, 3)).toEqual([twoShared.tid, oneTag.tid, viaProject.tid]);
    expect(tids).not.toContain(base.tid);
    expect(new Set(tids).size).toBe(tids.length);
    expect(res.body.posts.every((p: Json) => p.isMainPost && !p.draft && !p.deleted)).toBe(true);
    // Fewer than 5 related ones: filled with other visible topics.
    expect(tids).toHaveLength(5);
    expect(tids).not.toContain(undefined);
    // The unrelated topic may fill a place, but only after the related ones.
    if (tids.includes(unrelated.tid)) expect(tids.indexOf(unrelated.tid)).toBeGreaterThan(2);
  });

  it('recommended for a missing post is 404 no-post', async () => {
    expect((await agent().get('/api/events/v1/recommended/post/999999')).status).toBe(404);
    expect((await agent().get('/api/events/v1/recommended/post/abc')).status).toBe(400);
  });
});

describe('R7.2 the Markdown source for editing', () => {
  it('only the author and moderators get contentRaw; visitors and other members get the HTML alone', async () => {
    const markdown = 'Source with **bold** words and a [link](https://example.org).';
    const topic = await createTopic(author, { title: 'Editing needs the source', content: markdown, postType: 'blog' });
    const path = `/api/post/${topic.mainPid}`;
    const [own, mod, other, visitor] = await Promise.all([author.get(path), moderator.get(path), member.get(path), agent().get(path)]);
    expect(own.body.contentRaw).toBe(markdown);
    expect(mod.body.contentRaw).toBe(markdown);
    expect(other.body).not.toHaveProperty('contentRaw');
    expect(visitor.body).not.toHaveProperty('contentRaw');
    expect(visitor.body.content).toContain('<strong>bold</strong>');
  });
});

describe('R3.3 a topic with thousands of questions reads only the page it shows', () => {
  it('counts its questions from an index alone and reads each order\'s page from an index in that order', async () => {
    expect(await planOf(countQuestionsQuery(1), ['enable_seqscan', 'enable_bitmapscan'])).toMatch(/Index Only Scan using posts_to_pid_(recent|popular)_idx/);
    expect(await planOf(questionsPage(1, 'popular', 10, 20), ['enable_seqscan', 'enable_sort'])).toMatch(/Index Scan Backward using posts_to_pid_popular_idx/);
    expect(await planOf(questionsPage(1, 'recent', 10, 20), ['enable_seqscan', 'enable_sort'])).toMatch(/Index Scan Backward using posts_to_pid_recent_idx/);
  });
});
