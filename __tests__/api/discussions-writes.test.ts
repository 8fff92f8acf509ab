import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { insertProject } from '../../server/projects/repository';
import { attachRealtime, closeRealtime } from '../../server/realtime/io';
import { createTopic as createTopicDirect } from '../../server/discussions/service';
import { loadViewer } from '../../server/users/viewer';
import { postForEditing } from '../../server/discussions/editing';
import { Agent } from '../support/agent';
import {
  createTopic,
  postRow,
  removeGroups,
  replyTo,
  row,
  rows,
  setUpDiscussionsApp,
  signUp,
  signUpAll,
  topicCounts,
  topicInput,
  userRow,
  v3Error,
} from './discussions-support';
import type { Json, Member } from './discussions-support';

const app = setUpDiscussionsApp();

let admin: Member, alice: Member, bob: Member;

beforeAll(async () => {
  [admin, alice, bob] = await signUpAll(app, 'writesadmin', 'writesalice', 'writesbob');
});

describe('R7.2 POST /api/v3/topics creates a topic', () => {
  it('R7.2 R3.1 answers the TopicData with its main post, in a default "General" category', async () => {
    const reply = await alice.agent.post('/api/v3/topics', {
      title: 'How do I run the tests locally?',
      content: 'The **readme** says `npm test` but it fails.',
      tags: ['Testing', ' ci ', 'testing'],
      summary: 'Running tests',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toEqual({ code: 'ok', message: 'OK' });
    const topic = reply.body.response;
    expect(topic).toMatchObject({
      tid: expect.any(Number),
      cid: expect.any(Number),
      uid: alice.uid,
      title: 'How do I run the tests locally?',
      titleRaw: 'How do I run the tests locally?',
      slug: `${topic.tid}/how-do-i-run-the-tests-locally`,
      url: `/posts/${topic.tid}/how-do-i-run-the-tests-locally`,
      postType: 'faq',
      postcount: 1,
      postercount: 1,
      pinned: 0,
      locked: false,
      deleted: false,
      draft: false,
      tags: ['testing', 'ci'],
      isFollowing: true, // followTopicsOnCreate is on by default
    });
    const [main] = topic.posts;
    expect(main).toMatchObject({
      pid: topic.mainPid,
      tid: topic.tid,
      isMainPost: true,
      toPid: null,
      qid: null,
      root: topic.mainPid,
      content: '<p>The <strong>readme</strong> says <code>npm test</code> but it fails.</p>',
      summary: 'Running tests',
      uid: alice.uid,
      upvotes: 0,
      replies: 0,
      aid: 0,
    });
    const category = await row(sql`SELECT name, slug FROM categories WHERE cid = ${topic.cid}`);
    expect(category).toEqual({ name: 'General', slug: 'general' });
    expect((await userRow(alice.uid)).postcount).toBe(1);
  });

  it('R7.2 keeps every post type with its metaData; podcast needs audioUrl, link needs url', async () => {
    const podcast = await createTopic(alice, { postType: 'podcast', metaData: { audioUrl: '/audio/episode-1.mp3', duration: 93 } });
    expect(podcast.postType).toBe('podcast');
    expect(podcast.posts[0].metaData).toEqual({ audioUrl: '/audio/episode-1.mp3', duration: 93 });
    const link = await createTopic(alice, { postType: 'link', metaData: { url: 'https://example.com/article' } });
    expect(link.posts[0].metaData.url).toBe('https://example.com/article');
    for (const postType of ['blog', 'ama', 'faq']) expect((await createTopic(alice, { postType })).postType).toBe(postType);

    const noAudio = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'podcast' }));
    expect(noAudio.status).toBe(400);
    expect(v3Error(noAudio)).toBe('[[error:audio-url-required]]');
    const badAudio = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'podcast', metaData: { audioUrl: 'javascript:alert(1)' } }));
    expect(v3Error(badAudio)).toBe('[[error:audio-url-required]]');
    const traversal = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'podcast', metaData: { audioUrl: '/uploads/../api/logout' } }));
    expect(v3Error(traversal)).toBe('[[error:audio-url-required]]');
    // hardening 22: a private IP literal passes the browser's half of the rule, never the server's.
    const privateHost = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'podcast', metaData: { audioUrl: 'https://10.0.0.8/episode.mp3' } }));
    expect(v3Error(privateHost)).toBe('[[error:audio-url-required]]');
    const noUrl = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'link', metaData: { url: 'ftp://example.com' } }));
    expect(v3Error(noUrl)).toBe('[[error:link-url-required]]');
    const badType = await alice.agent.post('/api/v3/topics', topicInput({ postType: 'webinar' }));
    expect(badType.status).toBe(400);
    expect(v3Error(badType)).toBe('[[error:invalid-post-type]]');
  });

  it('R5.11 refuses bad lengths with the bound in the message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'ab' }, `[[error:title-too-short, ${TOPIC_LIMITS.titleMin}]]`],
      [{ title: 'x'.repeat(TOPIC_LIMITS.titleMax + 1) }, `[[error:title-too-long, ${TOPIC_LIMITS.titleMax}]]`],
      [{ content: 'short' }, `[[error:content-too-short, ${TOPIC_LIMITS.contentMin}]]`],
      [{ content: 'x'.repeat(TOPIC_LIMITS.contentMax + 1) }, `[[error:content-too-long, ${TOPIC_LIMITS.contentMax}]]`],
      [{ tags: ['one', 'two', 'three', 'four', 'five', 'six'] }, `[[error:too-many-tags, ${TOPIC_LIMITS.tagsMax}]]`],
      [{ tags: ['x'] }, `[[error:tag-too-short, ${TOPIC_LIMITS.tagMin}]]`],
      [{ tags: ['y'.repeat(TOPIC_LIMITS.tagMax + 1)] }, `[[error:tag-too-long, ${TOPIC_LIMITS.tagMax}]]`],
      [{ summary: 's'.repeat(TOPIC_LIMITS.summaryMax + 1) }, `[[error:field-too-long, summary, ${TOPIC_LIMITS.summaryMax}]]`],
      [{ title: undefined }, '[[error:required-parameters-missing, title]]'],
    ];
    for (const [overrides, message] of cases) {
      const reply = await alice.agent.post('/api/v3/topics', topicInput(overrides));
      expect({ overrides: Object.keys(overrides), status: reply.status, message: v3Error(reply) }).toEqual({
        overrides: Object.keys(overrides),
        status: 400,
        message,
      });
    }
    // Whitespace does not count towards the length.
    const padded = await alice.agent.post('/api/v3/topics', topicInput({ title: '   ab    ' }));
    expect(v3Error(padded)).toBe(`[[error:title-too-short, ${TOPIC_LIMITS.titleMin}]]`);
  });

  it('R7.2 an unknown category is no-category, an unknown project no-project (404); projects are kept in order', async () => {
    const noCategory = await alice.agent.post('/api/v3/topics', topicInput({ cid: 99999 }));
    expect(noCategory.status).toBe(404);
    expect(v3Error(noCategory)).toBe('[[error:no-category]]');
    const noProject = await alice.agent.post('/api/v3/topics', topicInput({ projects: [99999] }));
    expect(noProject.status).toBe(404);
    expect(v3Error(noProject)).toBe('[[error:no-project]]');
    const first = await insertProject({ name: 'Writes First', slug: 'writes-first' });
    const second = await insertProject({ name: 'Writes Second', slug: 'writes-second' });
    const topic = await createTopic(alice, { projects: [second.id, first.id] });
    expect(topic.project_details.map((p: Json) => p.id)).toEqual([second.id, first.id]);
  });

  it('R6.1 R6.4 a visitor gets 401, a call without the csrf token 403, a member in no group 403 no-privileges', async () => {
    const visitor = await signUpless().post('/api/v3/topics', topicInput());
    expect(visitor.status).toBe(401);
    expect(visitor.body.status).toEqual({ code: 'not-authorised', message: '[[error:not-logged-in]]' });

    const noToken = await alice.agent.request('POST', '/api/v3/topics', { body: topicInput(), csrf: false, headers: { Cookie: alice.agent.cookieHeader() } });
    expect(noToken.status).toBe(403);
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');

    const groupless = await signUp(app, 'writesnogroup');
    await removeGroups(groupless.uid);
    expect((await groupless.agent.config()).canPost).toBe(false);
    const refused = await groupless.agent.post('/api/v3/topics', topicInput());
    expect(refused.status).toBe(403);
    expect(refused.body.status).toEqual({ code: 'forbidden', message: '[[error:no-privileges]]' });
    const reply = await groupless.agent.post(`/api/v3/topics/${(await createTopic(alice)).tid}`, { content: 'Can I reply?' });
    expect(reply.status).toBe(403);
    expect(v3Error(reply)).toBe('[[error:no-privileges]]');
  });

  it('R5.8 content is sanitised: script, event handlers and javascript: links never reach other members', async () => {
    const topic = await createTopic(alice, {
      content: '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) ![pic](data:image/png;base64,AA==)',
    });
    const html: string = topic.posts[0].content;
    // Raw HTML shows as text; the only tag is the paragraph, and no link or image was made.
    expect([...html.matchAll(/<\/?([a-z]+)/gi)].map((m) => m[1])).toEqual(['p', 'p']);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('data:image');
    const read = await bob.agent.get(`/api/post/${topic.mainPid}`);
    expect(read.body.content).toBe(html);
  });

  it('R7.2 a draft is seen only by its author, and editing it with draft:false publishes it', async () => {
    const draft = await createTopic(alice, { draft: true });
    expect(draft.draft).toBe(true);
    expect((await bob.agent.get(`/api/topic/${draft.tid}`)).status).toBe(404);
    const postcount = (await userRow(alice.uid)).postcount;
    const replyToDraft = await alice.agent.post(`/api/v3/topics/${draft.tid}`, { content: 'Replying to my own draft' });
    expect(v3Error(replyToDraft)).toBe('[[error:topic-is-draft]]');

    const published = await alice.agent.put(`/api/v3/posts/${draft.mainPid}`, {
      title: draft.title,
      content: 'Now it is ready for everyone to read.',
      draft: false,
    });
    expect(published.status).toBe(200);
    expect(published.body.response).toMatchObject({ pid: draft.mainPid, draft: false, edited: 0 });
    expect((await bob.agent.get(`/api/topic/${draft.tid}`)).status).toBe(200);
    expect((await userRow(alice.uid)).postcount).toBe(postcount + 1);
  });

  it('R7.2 the service backdates posts for the demo (opts.at) and skips the broadcast when asked', async () => {
    const at = new Date('2025-01-15T10:00:00Z');
    const viewer = await loadViewer(alice.uid);
    const topic = await createTopicDirect(viewer!, topicInput(), { at, skipRateLimit: true, broadcast: false });
    expect(topic.timestamp).toBe(at.getTime());
    expect(topic.posts[0].timestamp).toBe(at.getTime());
  });
});

describe('R7.2 POST /api/v3/topics/{tid} replies', () => {
  let topic: Json;

  beforeAll(async () => {
    topic = await createTopic(alice);
  });

  it('R3.2 a reply to the main post is a question: QuestionData with answers, counted on the topic and main post', async () => {
    const question = await replyTo(bob, topic.tid, { content: 'Which **version** of Node do you use?' });
    expect(question).toMatchObject({
      tid: topic.tid,
      toPid: topic.mainPid,
      qid: null,
      isMainPost: false,
      uid: bob.uid,
      content: '<p>Which <strong>version</strong> of Node do you use?</p>',
      answers: [],
      topic: { tid: topic.tid, title: topic.title, slug: topic.slug },
    });
    expect(await topicCounts(topic.tid)).toEqual({ postcount: 2, postercount: 2 });
    expect((await postRow(topic.mainPid)).replies).toBe(1);
  });

  it('R3.2 R4.10 a reply to a question is an answer (qid and root = the question); to an answer it names its quoted parent', async () => {
    const question = await replyTo(bob, topic.tid, { content: 'Is there a lockfile?' });
    const answer = await replyTo(alice, topic.tid, { toPid: question.pid, content: 'Yes, package-lock.json.' });
    expect(question.root).toBe(question.pid);
    expect(answer).toMatchObject({ toPid: question.pid, qid: question.pid, root: question.pid, index: 1, quoteparent: null });
    // The client may name the question too; it must agree.
    const nested = await replyTo(bob, topic.tid, { toPid: answer.pid, qid: question.pid, content: 'Which lockfile version?' });
    // R3.2: a nested answer's root is the question its chain starts from.
    expect(nested).toMatchObject({ toPid: answer.pid, qid: question.pid, root: question.pid, index: 2 });
    expect(nested.quoteparent).toMatchObject({ pid: answer.pid, user: { uid: alice.uid } });
    // A qid without toPid replies to that question.
    const viaQid = await replyTo(alice, topic.tid, { qid: question.pid, content: 'Also check the engines field.' });
    expect(viaQid).toMatchObject({ toPid: question.pid, qid: question.pid });

    expect((await postRow(question.pid)).replies).toBe(3); // every answer in its thread
    expect((await postRow(answer.pid)).replies).toBe(1); // direct replies
    expect((await postRow(topic.mainPid)).replies).toBe(2); // questions
  });

  it('R7.2 refuses replies to posts of another topic, a qid that disagrees, and unknown topics', async () => {
    const other = await createTopic(bob);
    const question = await replyTo(bob, topic.tid, { content: 'Another question here' });
    const elsewhere = await bob.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Wrong topic', toPid: other.mainPid });
    expect(elsewhere.status).toBe(400);
    expect(v3Error(elsewhere)).toBe('[[error:invalid-reply-target]]');
    const unknown = await bob.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'No such post', toPid: 999999 });
    expect(v3Error(unknown)).toBe('[[error:invalid-reply-target]]');
    const otherQuestion = await replyTo(bob, other.tid, { content: 'Question elsewhere' });
    const disagree = await bob.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Mismatch', toPid: question.pid, qid: otherQuestion.pid });
    expect(v3Error(disagree)).toBe('[[error:invalid-reply-target]]');
    const mismatchedTid = await bob.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Mismatch', tid: other.tid });
    expect(v3Error(mismatchedTid)).toBe('[[error:invalid-tid]]');
    const noTopic = await bob.agent.post('/api/v3/topics/999999', { content: 'Hello there' });
    expect(noTopic.status).toBe(404);
    expect(v3Error(noTopic)).toBe('[[error:no-topic]]');
    const tooShort = await bob.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'x' });
    expect(v3Error(tooShort)).toBe(`[[error:content-too-short, ${TOPIC_LIMITS.replyMin}]]`);
  });

  it('R7.2 a locked topic refuses replies (topic-locked) except from moderators; a deleted one is no-topic', async () => {
    const locked = await createTopic(alice);
    await rows(sql`UPDATE topics SET locked = true WHERE tid = ${locked.tid}`);
    const refused = await bob.agent.post(`/api/v3/topics/${locked.tid}`, { content: 'Let me in' });
    expect(v3Error(refused)).toBe('[[error:topic-locked]]');
    expect((await admin.agent.post(`/api/v3/topics/${locked.tid}`, { content: 'Moderator note' })).status).toBe(200);

    const deleted = await createTopic(alice);
    expect((await alice.agent.delete(`/api/v3/topics/${deleted.tid}/state`)).status).toBe(200);
    const gone = await bob.agent.post(`/api/v3/topics/${deleted.tid}`, { content: 'Hello?' });
    expect(gone.status).toBe(404);
    expect(v3Error(gone)).toBe('[[error:no-topic]]');
    expect((await admin.agent.post(`/api/v3/topics/${deleted.tid}`, { content: 'Moderator reply' })).status).toBe(200);
  });

  it('R4.9 ten concurrent replies: postcount 11, main post replies 10, every poster counted once', async () => {
    const fresh = await createTopic(alice);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? alice : bob).agent.post(`/api/v3/topics/${fresh.tid}`, { content: `Concurrent reply ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await topicCounts(fresh.tid)).toEqual({ postcount: 11, postercount: 2 });
    expect((await postRow(fresh.mainPid)).replies).toBe(10);
  });

  it('R7.2 replying follows the topic only when the member asked for it (followTopicsOnReply)', async () => {
    const fresh = await createTopic(alice);
    await replyTo(bob, fresh.tid);
    expect((await bob.agent.get(`/api/topic/${fresh.tid}`)).body.isFollowing).toBe(false);
    await bob.agent.put(`/api/v3/users/${bob.uid}/settings`, { settings: { followTopicsOnReply: true } });
    await replyTo(bob, fresh.tid);
    expect((await bob.agent.get(`/api/topic/${fresh.tid}`)).body.isFollowing).toBe(true);
  });

  it('R4.13 the first post earns the first-post badge', async () => {
    const newcomer = await signUp(app, 'writesnewcomer');
    await replyTo(newcomer, topic.tid);
    expect((await newcomer.agent.config()).user.badges).toEqual([expect.objectContaining({ badge: 'first-post' })]);
  });
});

describe('R7.2 PUT /api/v3/posts/{pid} edits', () => {
  it('R7.2 the author edits title, content, tags, type and summary; the answer is the post as read', async () => {
    const topic = await createTopic(alice);
    const reply = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, {
      pid: topic.mainPid,
      title: 'A better title for this topic',
      content: 'Updated *content* with more detail.',
      tags: ['updated'],
      postType: 'blog',
      summary: 'New summary',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      pid: topic.mainPid,
      title: 'A better title for this topic',
      slug: `${topic.tid}/a-better-title-for-this-topic`,
      content: '<p>Updated <em>content</em> with more detail.</p>',
      tags: ['updated'],
      postType: 'blog',
      summary: 'New summary',
      edited: expect.any(Number),
    });
    expect(reply.body.response.edited).toBeGreaterThan(0);
  });

  it('R9.3 a long summary is truncated once, by the server: whole words and an ellipsis; the composer edits it whole', async () => {
    const summary = `${'sentence '.repeat(40)}end`.slice(0, TOPIC_LIMITS.summaryMax);
    const topic = await createTopic(alice, { summary });
    const read = await alice.agent.get(`/api/topic/${topic.tid}`);
    const shown: string = read.body.posts[0].summary;
    expect(shown).toBe(`${summary.slice(0, 224)}…`);
    expect(shown.length).toBeLessThanOrEqual(231);
    const feed = await alice.agent.get(`/api/events/v1/search/highlights?sortBy=recent`);
    expect(feed.body.results[0].hits.find((h: Json) => h.document.tid === topic.tid)?.document.summary).toBe(shown);
    const viewer = await loadViewer(alice.uid);
    if (!viewer) throw new Error('no viewer');
    const editing = await postForEditing(topic.mainPid, viewer);
    expect(editing).toMatchObject({ found: 'ok', post: { summary } });
  });

  it('R6.5 only the author or a moderator may edit; others get no-privileges', async () => {
    const topic = await createTopic(alice);
    const refused = await bob.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: 'Hijacked title here', content: 'Hijacked content here' });
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    const byAdmin = await admin.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: 'Moderated title', content: 'Moderated content here.' });
    expect(byAdmin.status).toBe(200);
    const visitor = await signUpless().put(`/api/v3/posts/${topic.mainPid}`, { title: 'x', content: 'y' });
    expect(visitor.status).toBe(401);
  });

  it('R5.11 a main post keeps its bounds on edit; a reply needs only its content', async () => {
    const topic = await createTopic(alice);
    const noTitle = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { content: 'Content long enough' });
    expect(v3Error(noTitle)).toBe(`[[error:title-too-short, ${TOPIC_LIMITS.titleMin}]]`);
    const short = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: topic.title, content: 'short' });
    expect(v3Error(short)).toBe(`[[error:content-too-short, ${TOPIC_LIMITS.contentMin}]]`);
    const badType = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: topic.title, content: 'Long enough content', postType: 'nope' });
    expect(v3Error(badType)).toBe('[[error:invalid-post-type]]');
    const toPodcast = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: topic.title, content: 'Long enough content', postType: 'podcast' });
    expect(v3Error(toPodcast)).toBe('[[error:audio-url-required]]');
    const wrongPid = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { pid: topic.mainPid + 1, title: topic.title, content: 'Long enough content' });
    expect(v3Error(wrongPid)).toBe('[[error:invalid-pid]]');

    const question = await replyTo(bob, topic.tid);
    const edited = await bob.agent.put(`/api/v3/posts/${question.pid}`, { content: 'ok' });
    expect(edited.status).toBe(200);
    expect(edited.body.response).toMatchObject({ pid: question.pid, content: '<p>ok</p>' });
    const missing = await bob.agent.put('/api/v3/posts/999999', { content: 'anything' });
    expect(missing.status).toBe(404);
    expect(v3Error(missing)).toBe('[[error:no-post]]');
  });

  it('R3.12 edits keep the full-text vector: title (A), summary and tags (B), content (C)', async () => {
    const topic = await createTopic(alice, { title: 'Kubernetes operators explained', tags: ['helm'], summary: 'Reconcile loops' });
    const hit = async (term: string) =>
      (await rows(sql`SELECT pid FROM posts WHERE pid = ${topic.mainPid} AND search @@ plainto_tsquery('english', ${term})`)).length;
    expect(await hit('kubernetes')).toBe(1);
    expect(await hit('helm')).toBe(1);
    expect(await hit('reconcile')).toBe(1);
    await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: 'Terraform modules explained', content: 'Plans and applies in detail.' });
    expect(await hit('kubernetes')).toBe(0);
    expect(await hit('terraform')).toBe(1);
    expect(await hit('applies')).toBe(1);
    const weights = await row(sql`SELECT search::text AS v FROM posts WHERE pid = ${topic.mainPid}`);
    expect(weights.v).toMatch(/'terraform':\d+A/);
    expect(weights.v).toMatch(/'helm':\d+B/);
  });
});

describe('R7.2 preview, review and follow', () => {
  it('R5.8 POST /api/post/preview renders and sanitises Markdown for members only', async () => {
    const reply = await alice.agent.post('/api/post/preview', { content: '# Hi\n\n<script>x</script> [a](javascript:alert(1))' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ html: '<h1>Hi</h1>\n<p>&lt;script&gt;x&lt;/script&gt; [a](javascript:alert(1))</p>' });
    const visitor = await signUpless().post('/api/post/preview', { content: 'hi' });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: '[[error:not-logged-in]]' });
  });

  it('R3.6 POST /api/v3/topics/{tid}/review stores a review and answers {id, tid, content, timestamp}', async () => {
    const topic = await createTopic(alice);
    const reply = await bob.agent.post(`/api/v3/topics/${topic.tid}/review`, { tid: topic.tid, content: 'Clear and helpful.' });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ id: expect.any(Number), tid: topic.tid, content: 'Clear and helpful.', timestamp: expect.any(Number) });
    const short = await bob.agent.post(`/api/v3/topics/${topic.tid}/review`, { tid: topic.tid, content: 'x' });
    expect(v3Error(short)).toBe(`[[error:content-too-short, ${TOPIC_LIMITS.reviewMin}]]`);
    const missing = await bob.agent.post('/api/v3/topics/999999/review', { tid: 999999, content: 'Good topic' });
    expect(v3Error(missing)).toBe('[[error:no-topic]]');
  });

  it('R7.2 PUT|DELETE /api/v3/topics/{tid}/follow toggle isFollowing', async () => {
    const topic = await createTopic(alice);
    expect((await bob.agent.put(`/api/v3/topics/${topic.tid}/follow`)).body.response).toEqual({});
    expect((await bob.agent.get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(true);
    expect((await bob.agent.put(`/api/v3/topics/${topic.tid}/follow`)).status).toBe(200);
    expect((await bob.agent.delete(`/api/v3/topics/${topic.tid}/follow`)).status).toBe(200);
    expect((await bob.agent.get(`/api/topic/${topic.tid}`)).body.isFollowing).toBe(false);
    expect((await signUpless().put(`/api/v3/topics/${topic.tid}/follow`)).status).toBe(401);
    expect(v3Error(await bob.agent.put('/api/v3/topics/999999/follow'))).toBe('[[error:no-topic]]');
  });
});

describe('R8.2 posting rate limit', () => {
  afterEach(() => {
    process.env.POST_RATE_LIMIT = '10000';
  });

  it('R8.2 too-many-posts (429) with the seconds to wait once a member posts more than POST_RATE_LIMIT a minute; edits do not count', async () => {
    const poster = await signUp(app, 'writesfast');
    process.env.POST_RATE_LIMIT = '3';
    const topic = await createTopic(poster);
    await replyTo(poster, topic.tid);
    await replyTo(poster, topic.tid);
    const edit = await poster.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: topic.title, content: 'Edits are not posts.' });
    expect(edit.status).toBe(200);
    const refused = await poster.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.status).toEqual({ code: 'too-many-requests', message: '[[error:too-many-posts, 60]]' });
    const refusedTopic = await poster.agent.post('/api/v3/topics', topicInput());
    expect(v3Error(refusedTopic)).toBe('[[error:too-many-posts, 60]]');
    // Another member is not affected.
    const other = await signUp(app, 'writesslow');
    expect((await other.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Still allowed' })).status).toBe(200);
    process.env.POST_RATE_LIMIT = '10000';
    expect((await poster.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'Allowed again' })).status).toBe(200);
  });

  it('hardening 10: reviews are limited like posts and share the posting budget', async () => {
    const topic = await createTopic(alice);
    const reviewer = await signUp(app, 'reviewsfast');
    process.env.POST_RATE_LIMIT = '2';
    const review = (content: string) => reviewer.agent.post(`/api/v3/topics/${topic.tid}/review`, { tid: topic.tid, content });
    expect((await review('A first careful review.')).status).toBe(200);
    expect((await review('A second careful review.')).status).toBe(200);
    const refused = await review('A third review in a minute.');
    expect(refused.status).toBe(429);
    expect(refused.body.status).toEqual({ code: 'too-many-requests', message: '[[error:too-many-posts, 60]]' });
    expect(v3Error(await reviewer.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A reply over the budget' }))).toBe('[[error:too-many-posts, 60]]');
    expect(await row(sql`SELECT count(*)::int AS n FROM topic_reviews WHERE uid = ${reviewer.uid}`)).toEqual({ n: 2 });
  });
});

describe('R7.6 event:new_post reaches every connected socket', () => {
  let ioServer: http.Server;
  let ioUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ioServer = http.createServer();
    attachRealtime(ioServer);
    await new Promise<void>((resolve) => ioServer.listen(0, '127.0.0.1', () => resolve()));
    ioUrl = `http://127.0.0.1:${(ioServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await closeRealtime();
    await new Promise<void>((resolve) => ioServer.close(() => resolve()));
  });

  function guest(): Promise<Socket> {
    const socket = connect(ioUrl, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  function nextPosts(socket: Socket, timeoutMs = 3000): Promise<Json[] | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      socket.once('event:new_post', (payload: Json) => {
        clearTimeout(timer);
        resolve(payload.posts);
      });
    });
  }

  it('R7.6 a new topic and a new reply are broadcast as the visitor sees them; drafts are not', async () => {
    const socket = await guest();
    const topicEvent = nextPosts(socket);
    const topic = await createTopic(alice, { title: 'Broadcast this topic please' });
    const [mainPost] = (await topicEvent)!;
    expect(mainPost).toMatchObject({ pid: topic.mainPid, tid: topic.tid, isMainPost: true, title: 'Broadcast this topic please', upvoted: false, bookmarked: false });

    const replyEvent = nextPosts(socket);
    const question = await replyTo(bob, topic.tid, { content: 'Broadcast reply' });
    const posts = (await replyEvent)!;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ pid: question.pid, toPid: topic.mainPid, content: '<p>Broadcast reply</p>' });

    const draftEvent = nextPosts(socket, 700);
    await createTopic(alice, { draft: true });
    expect(await draftEvent).toBeNull();
  });
});

/** A visitor: no session beyond the one GET /api/config makes. */
function signUpless() {
  return new Agent(app().url);
}
