import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST_TYPES } from '@/lib/discussions/types';
import { getDb } from '../../server/db';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { HISTORY_THREADS } from '../../server/demo/communityContent';
import { DEMO_PROJECTS, DEMO_TOPICS, type DemoAnswer } from '../../server/demo/discussionsContent';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/demo/members';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });
const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await getDb().execute<T>(query)).rows as T[];
}

function threadSize(list: Array<{ answers?: DemoAnswer[]; replies?: DemoAnswer[] }>): number {
  return list.reduce((n, item) => n + 1 + threadSize(item.answers ?? item.replies ?? []), 0);
}

/** The discussions' own topics and posts (the events step adds each published event's discussion). */
async function totals() {
  const [row] = await rows<{ topics: number; posts: number; votes: number; bookmarks: number; follows: number; projects: number; views: number }>(sql`
    SELECT (SELECT count(*) FROM topics WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.comment_tid = topics.tid))::int AS topics,
           (SELECT count(*) FROM posts WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.comment_tid = posts.tid))::int AS posts,
           (SELECT count(*) FROM votes)::int AS votes, (SELECT count(*) FROM bookmarks)::int AS bookmarks,
           (SELECT count(*) FROM topic_follows)::int AS follows, (SELECT count(*) FROM projects)::int AS projects,
           (SELECT coalesce(sum(viewcount), 0) FROM topics)::int AS views`);
  return row!;
}

describe('R1.1 R3.1 R3.2 R4.3 demo community: discussions, projects and podcasts', () => {
  it('has at least 40 published topics of all five post types, spread over the last three months', async () => {
    const byType = await rows<{ post_type: string; n: number }>(sql`
      SELECT post_type, count(*)::int AS n FROM topics WHERE NOT draft AND NOT deleted GROUP BY post_type`);
    const total = byType.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(byType.map((r) => r.post_type).sort()).toEqual([...POST_TYPES].sort());
    for (const r of byType) expect(r.n).toBeGreaterThanOrEqual(3);

    const [span] = await rows<{ oldest: number; newest: number; authors: number; tagged: number }>(sql`
      SELECT extract(epoch FROM now() - min(created_at))::float / 86400 AS oldest,
             extract(epoch FROM now() - max(created_at))::float / 86400 AS newest,
             count(DISTINCT uid)::int AS authors,
             count(*) FILTER (WHERE NOT draft AND NOT deleted AND EXISTS (SELECT 1 FROM topic_tags tt WHERE tt.tid = topics.tid))::int AS tagged
      FROM topics`);
    // The discussions step covers two months, the projects' history (server/demo/community.ts) three.
    expect(span!.oldest).toBeGreaterThan(80);
    expect(span!.oldest).toBeLessThan(91);
    expect(span!.newest).toBeGreaterThan(0);
    expect(span!.authors).toBeGreaterThanOrEqual(10);
    expect(span!.tagged).toBe(total);

    // Replies are written after their topic and never in the future.
    const [order] = await rows<{ bad: number }>(sql`
      SELECT count(*)::int AS bad FROM posts p JOIN topics t ON t.tid = p.tid
      WHERE p.created_at < t.created_at OR p.created_at > now()`);
    expect(order!.bad).toBe(0);
  });

  it('attaches topics to at least four projects that have maintainers', async () => {
    const projects = await rows<{ slug: string; topics: number; maintainers: number }>(sql`
      SELECT p.slug, count(DISTINCT tp.tid)::int AS topics,
             (SELECT count(*) FROM project_maintainers pm WHERE pm.project_id = p.id)::int AS maintainers
      FROM projects p JOIN topic_projects tp ON tp.project_id = p.id GROUP BY p.id`);
    expect(projects.length).toBeGreaterThanOrEqual(4);
    for (const p of projects) expect(p.maintainers).toBeGreaterThan(0);
  });

  it('has questions with nested answers, answers to answers and at least three accepted answers', async () => {
    const [shape] = await rows<{ questions: number; answers: number; quoting: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT is_main_post AND qid IS NULL)::int AS questions,
             count(*) FILTER (WHERE qid IS NOT NULL)::int AS answers,
             count(*) FILTER (WHERE qid IS NOT NULL AND to_pid <> qid)::int AS quoting
      FROM posts`);
    expect(shape!.questions).toBeGreaterThanOrEqual(40);
    expect(shape!.answers).toBeGreaterThanOrEqual(40);
    expect(shape!.quoting).toBeGreaterThanOrEqual(5);

    // Every nested answer belongs to a question of its own topic and replies inside that thread.
    const [wrong] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM posts a
      LEFT JOIN posts q ON q.pid = a.qid
      LEFT JOIN posts parent ON parent.pid = a.to_pid
      WHERE a.qid IS NOT NULL
        AND (q.pid IS NULL OR q.tid <> a.tid OR q.qid IS NOT NULL OR q.is_main_post
             OR parent.pid IS NULL OR NOT (parent.pid = q.pid OR parent.qid = q.pid))`);
    expect(wrong!.n).toBe(0);

    // Accepted answers are replies to the post they answer, on the main post (faq) and on questions.
    const accepted = await rows<{ pid: number; is_main_post: boolean; direct: boolean }>(sql`
      SELECT p.pid, p.is_main_post, (a.to_pid = p.pid AND a.tid = p.tid) AS direct
      FROM posts p JOIN posts a ON a.pid = p.aid WHERE p.aid > 0`);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(accepted.every((a) => a.direct)).toBe(true);
    expect(accepted.some((a) => a.is_main_post)).toBe(true);
    expect(accepted.some((a) => !a.is_main_post)).toBe(true);
    const [dangling] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM posts p WHERE p.aid > 0 AND NOT EXISTS (SELECT 1 FROM posts a WHERE a.pid = p.aid)`);
    expect(dangling!.n).toBe(0);
  });

  it('pins two or three topics and has upvotes, bookmarks, follows and views from several members', async () => {
    const [pins] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM topics WHERE pinned = 1`);
    expect(pins!.n).toBeGreaterThanOrEqual(2);
    expect(pins!.n).toBeLessThanOrEqual(3);

    const [people] = await rows<{ voters: number; savers: number; followers: number; selfvotes: number }>(sql`
      SELECT (SELECT count(DISTINCT uid) FROM votes)::int AS voters,
             (SELECT count(DISTINCT uid) FROM bookmarks)::int AS savers,
             (SELECT count(DISTINCT uid) FROM topic_follows)::int AS followers,
             (SELECT count(*) FROM votes v JOIN posts p ON p.pid = v.pid WHERE p.uid = v.uid)::int AS selfvotes`);
    expect(people!.voters).toBeGreaterThanOrEqual(8);
    expect(people!.savers).toBeGreaterThanOrEqual(5);
    expect(people!.followers).toBeGreaterThanOrEqual(5);
    expect(people!.selfvotes).toBe(0);
    const t = await totals();
    // The discussions' topics and the projects' earlier history (server/demo/community.ts).
    expect(t).toMatchObject({ topics: DEMO_TOPICS.length + HISTORY_THREADS.length, projects: DEMO_PROJECTS.length });
    expect(t.posts).toBe(
      DEMO_TOPICS.length +
        DEMO_TOPICS.reduce((n, topic) => n + threadSize(topic.questions ?? []), 0) +
        HISTORY_THREADS.reduce((n, thread) => n + 1 + thread.answers.length, 0),
    );
    expect(t.votes).toBeGreaterThan(200);
    expect(t.bookmarks).toBeGreaterThan(30);
    expect(t.views).toBeGreaterThan(t.topics * 5);
  });

  it('podcasts point at real, small MP3 files shipped under public/audio', async () => {
    const podcasts = await rows<{ title: string; meta: { audioUrl?: string; duration?: number } }>(sql`
      SELECT t.title, p.meta_data AS meta FROM topics t JOIN posts p ON p.pid = t.main_pid WHERE t.post_type = 'podcast'`);
    expect(podcasts.length).toBeGreaterThanOrEqual(3);
    for (const { meta } of podcasts) {
      expect(meta.audioUrl).toMatch(/^\/audio\/[a-z0-9-]+\.mp3$/);
      const file = path.join(PUBLIC_DIR, meta.audioUrl!);
      expect(fs.existsSync(file)).toBe(true);
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeGreaterThan(20_000);
      expect(bytes.length).toBeLessThan(250 * 1024);
      // An ID3 tag or an MPEG frame sync at the start.
      const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
      const sync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
      expect(id3 || sync).toBe(true);
      expect(meta.duration).toBeGreaterThanOrEqual(15);
      expect(meta.duration).toBeLessThanOrEqual(40);
    }
    const links = await rows<{ url: string | null }>(sql`
      SELECT p.meta_data->>'url' AS url FROM topics t JOIN posts p ON p.pid = t.main_pid WHERE t.post_type = 'link'`);
    for (const l of links) expect(l.url).toMatch(/^https:\/\//);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const [counters] = await rows<{ upvotes: number; postcount: number; postercount: number; replies: number; html: number; search: number }>(sql`
      SELECT
        (SELECT count(*) FROM posts p WHERE p.upvotes <> (SELECT count(*) FROM votes v WHERE v.pid = p.pid AND v.delta = 1))::int AS upvotes,
        -- A deleted topic (an event's discussion hidden with its cancelled event, docs/SECURITY.md
        -- rule 17) keeps its count for when it comes back; its main post is deleted with it.
        (SELECT count(*) FROM topics t WHERE NOT t.deleted AND t.postcount <> (SELECT count(*) FROM posts p WHERE p.tid = t.tid AND NOT p.deleted))::int AS postcount,
        (SELECT count(*) FROM topics t WHERE t.postercount <> (SELECT count(DISTINCT p.uid) FROM posts p WHERE p.tid = t.tid))::int AS postercount,
        -- lib/discussions/types.ts: a main post counts its questions, a question every answer in its
        -- thread, an answer its direct replies.
        (SELECT count(*) FROM posts p WHERE p.replies <> (
           SELECT count(*) FROM posts c WHERE NOT c.deleted AND CASE
             WHEN p.is_main_post THEN c.to_pid = p.pid
             WHEN p.qid IS NULL THEN c.qid = p.pid
             ELSE c.to_pid = p.pid END))::int AS replies,
        (SELECT count(*) FROM posts WHERE content_html = '' OR content_html NOT LIKE '<%')::int AS html,
        (SELECT count(*) FROM posts WHERE search IS NULL)::int AS search`);
    expect(counters).toEqual({ upvotes: 0, postcount: 0, postercount: 0, replies: 0, html: 0, search: 0 });

    const [users] = await rows<{ wrong: number }>(sql`
      SELECT count(*)::int AS wrong FROM users u
      WHERE u.postcount <> (SELECT count(*) FROM posts p JOIN topics t ON t.tid = p.tid WHERE p.uid = u.uid AND NOT p.deleted AND NOT t.draft)`);
    expect(users!.wrong).toBe(0);
  });

  it('the highlights feed, a topic and its questions answer with the demo content', async () => {
    const visitor = new Agent(app().url);
    const feed = await visitor.get('/api/events/v1/search/highlights');
    expect(feed.status).toBe(200);
    const results = feed.body.results[0];
    expect(results.found).toBeGreaterThanOrEqual(40);
    expect(results.hits.length).toBeGreaterThan(0);
    // Pinned topics come first.
    expect(results.hits[0].document.pinned).toBe(1);

    const podcasts = await visitor.get('/api/events/v1/search/highlights?postType=podcast');
    expect(podcasts.body.results[0].found).toBeGreaterThanOrEqual(3);
    expect(podcasts.body.results[0].hits[0].document.metaData.audioUrl).toMatch(/^\/audio\//);

    // The faq topic with an accepted answer and a nested thread.
    const [faq] = await rows<{ tid: number; aid: number }>(sql`
      SELECT t.tid, p.aid FROM topics t JOIN posts p ON p.pid = t.main_pid
      WHERE t.post_type = 'faq' AND p.aid > 0 AND t.title LIKE '%fake timers%'`);
    expect(faq).toBeDefined();
    const topic = await visitor.get(`/api/topic/${faq!.tid}`);
    expect(topic.status).toBe(200);
    expect(topic.body).toMatchObject({ tid: faq!.tid, postType: 'faq' });
    expect(topic.body.posts[0].aid).toBe(faq!.aid);
    expect(topic.body.project_details.map((p: { slug: string }) => p.slug)).toEqual(['steadytest']);
    const questions = await visitor.get(`/api/questions/${faq!.tid}/popular?page_size=10&page=1`);
    expect(questions.status).toBe(200);
    expect(questions.body.found).toBe(topic.body.questionCount);
    const withThread = questions.body.questions.find((q: { answers: unknown[] }) => q.answers.length >= 2);
    expect(withThread).toBeDefined();
    expect(withThread.replies).toBe(withThread.answers.length);
  });

  it('demo members see their saved posts', async () => {
    const noah = new Agent(app().url);
    await noah.config();
    expect((await noah.post('/api/v3/utilities/login', { username: 'noah', password: DEMO_PASSWORD })).status).toBe(200);
    const uid = (await noah.get('/api/user/noah')).body.uid;
    const saved = await noah.get(`/api/user/${uid}/bookmarks?page=1`);
    expect(saved.status).toBe(200);
    expect(saved.body.posts.length).toBeGreaterThanOrEqual(3);
  });

  it('credits agree with the votes and accepted answers; badge notices are left to the rewards step', async () => {
    // One upvote-received credit per vote by someone else, one accepted-answer credit per answer
    // accepted by someone other than its author.
    const [votes] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM votes v JOIN posts p ON p.pid = v.pid WHERE p.uid <> v.uid`);
    const [upvoteCredits] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reward_ledger WHERE reason = 'upvote-received'`);
    expect(upvoteCredits!.n).toBe(votes!.n);
    const [accepted] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM posts q JOIN posts a ON a.pid = q.aid JOIN topics t ON t.tid = q.tid
      WHERE q.aid <> 0 AND a.uid <> t.uid`);
    const [answerCredits] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reward_ledger WHERE reason = 'accepted-answer'`);
    expect(answerCredits!.n).toBe(accepted!.n);
    // The badges the service awarded are marked as seen, so only the rewards step's
    // unacknowledged badges show.
    const unseen = await rows<{ username: string; badge: string }>(sql`
      SELECT u.username, b.badge FROM user_badges b JOIN users u ON u.uid = b.uid WHERE NOT b.notified ORDER BY 1, 2`);
    expect(unseen).toEqual([
      { username: 'amara', badge: 'invited-member' },
      { username: 'carlos', badge: 'first-post' },
      { username: 'jonas', badge: 'first-accepted-answer' },
      { username: 'noah', badge: 'first-post' },
    ]);
    const [firstPosts] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_badges WHERE badge = 'first-post'`);
    expect(firstPosts!.n).toBe(DEMO_MEMBERS.length);
  });

  it('running the step again changes nothing', async () => {
    const before = await totals();
    const members = new Map<string, UserRow>();
    for (const m of DEMO_MEMBERS) members.set(m.username, (await findUserBySlug(m.username))!);
    const ctx: DemoContext = { members };
    const step = DEMO_STEPS.find((s) => s.name === 'discussions')!;
    expect(DEMO_STEPS.map((s) => s.name).indexOf('discussions')).toBeGreaterThan(DEMO_STEPS.map((s) => s.name).indexOf('members'));
    await step.run(ctx);
    expect(await totals()).toEqual(before);
  });
});
