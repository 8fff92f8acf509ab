import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { refreshActivity, refreshActivityOnce } from '../../server/community/job';
import { insertProject } from '../../server/projects/repository';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, rows, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * R1.15, R7.5, R9.6 The community summary and graph: figures of a project and of the whole site
 * from the daily rollups the activity job keeps, compared with the interval before; public, at
 * /api/data/v1 and /api/data/v2; lenient queries; unknown projects refused.
 */

const app = setUpDiscussionsApp();
const D = '/api/data/v1';
const visitor = () => new Agent(app().url);
const DAY = 86_400_000;
let ann: Member;
let ben: Member;
let cat: Member;
let project: { id: number };
let other: { id: number };
let question: Json;
let answer: Json;

/** Moves a topic and its posts `days` back in time (and recomputes its first answer). */
async function backdate(tid: number, days: number): Promise<void> {
  await getDb().execute(sql`UPDATE posts SET created_at = created_at - make_interval(days => ${days}) WHERE tid = ${tid}`);
  await getDb().execute(sql`UPDATE topics SET created_at = created_at - make_interval(days => ${days}) WHERE tid = ${tid}`);
  await getDb().execute(sql`SELECT topics_first_answer_rebuild()`);
}

beforeAll(async () => {
  [ann, ben, cat] = await signUpAll(app, 'summaryann', 'summaryben', 'summarycat');
  project = await insertProject({ name: 'Summary engine', slug: 'summary-engine' });
  other = await insertProject({ name: 'Quiet project', slug: 'quiet-project' });
  // This week: two questions in the project, one answered (and accepted), and a blog post elsewhere.
  question = await createTopic(ann!, { projects: [project.id] });
  answer = await replyTo(ben!, question.tid, { content: 'Run the build with the verbose flag to see the error.' });
  await createTopic(ann!, { projects: [project.id] });
  await createTopic(cat!, { postType: 'blog', title: 'Release notes of the week for everyone', tags: ['release'] });
  expect((await ann!.agent.put(`/api/v3/posts/${question.mainPid}/answer`, { aid: answer.pid, answered: true })).status).toBe(200);
  expect((await cat!.agent.put(`/api/v3/posts/${question.mainPid}/vote`, { delta: 1 })).status).toBe(200);
  // Ten days ago: one answered question (the week before).
  const earlier = await createTopic(ben!, { projects: [project.id] });
  await replyTo(ann!, earlier.tid);
  await backdate(earlier.tid, 10);
  await refreshActivityOnce();
});

describe('R7.5 GET /api/data/v1/community_summary', () => {
  it('R1.15 a project: posts, questions, answered share, time to first answer, active members, top contributors, each against the week before', async () => {
    const reply = await ben!.agent.get(`${D}/community_summary?project_id=${project.id}`);
    expect(reply.status).toBe(200);
    const { community, ...rest } = reply.body;
    expect(rest).toEqual({ project_id: project.id, active_member_interval: 'week' });
    expect(community.posts).toEqual({ current: 3, previous: 2, change: 0.5 });
    expect(community.questions).toEqual({ current: 2, previous: 1, change: 1 });
    expect(community.answered_share).toEqual({ current: 0.5, previous: 1, change: -0.5 });
    expect(community.median_first_answer_seconds.current).toBeGreaterThanOrEqual(0);
    expect(community.median_first_answer_seconds.current).toBeLessThan(120);
    // ann and ben wrote, cat voted on the project's post; the week before ben and ann wrote.
    expect(community.active_members).toEqual({ current: 3, previous: 2, change: 0.5 });
    expect(community.new_members).toEqual({ current: 1, previous: 2, change: -0.5 });
    expect(community.top_contributors.map((c: Json) => [c.username, c.posts, c.answers, c.accepted])).toEqual([
      ['summaryann', 2, 0, 0],
      ['summaryben', 1, 1, 1],
    ]);
    expect(community.events_held).toEqual({ current: 0, previous: 0, change: null });
    expect(community.to).toBe(new Date().toISOString().slice(0, 10));
    expect(community.from).toBe(new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10));
  });

  it('R9.6 the whole site, for visitors too; day and month intervals; the default is week', async () => {
    const site = await visitor().get(`${D}/community_summary`);
    expect(site.status).toBe(200);
    expect(site.body.project_id).toBeNull();
    expect(site.body.active_member_interval).toBe('week');
    expect(site.body.community.posts.current).toBe(4);
    expect(site.body.community.new_members.current).toBeGreaterThanOrEqual(3);
    const day = await visitor().get(`${D}/community_summary?active_member_interval=day&project_id=${project.id}`);
    expect(day.body.active_member_interval).toBe('day');
    expect(day.body.community.from).toBe(day.body.community.to);
    const month = await visitor().get(`${D}/community_summary?active_member_interval=month&project_id=${project.id}`);
    expect(month.body.community.posts.current).toBe(5);
    const odd = await visitor().get(`${D}/community_summary?active_member_interval=fortnight&project_id=${project.id}`);
    expect(odd.body.active_member_interval).toBe('week');
  });

  it('a project without activity answers zeros; an unknown project is refused; /api/data/v2 answers the same', async () => {
    const quiet = await visitor().get(`${D}/community_summary?project_id=${other.id}`);
    expect(quiet.body.community.posts).toEqual({ current: 0, previous: 0, change: null });
    expect(quiet.body.community.answered_share).toEqual({ current: null, previous: null, change: null });
    expect(quiet.body.community.top_contributors).toEqual([]);
    const unknown = await visitor().get(`${D}/community_summary?project_id=999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:no-project]]' });
    const v2 = await visitor().get(`/api/data/v2/community_summary?project_id=${project.id}`);
    expect(v2.status).toBe(200);
    expect(v2.body.community.posts).toEqual({ current: 3, previous: 2, change: 0.5 });
  });
});

describe('R7.5 GET /api/data/v1/graph', () => {
  it('the daily series of a project: 90 days by default, today last, with posts, answers and active members', async () => {
    const reply = await visitor().get(`${D}/graph?project_id=${project.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.days).toBe(90);
    const series: Json[] = reply.body.series;
    expect(series).toHaveLength(90);
    const today = series.at(-1)!;
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), posts: 3, answers: 1, active_members: 3, page_views: 0 });
    const tenDaysAgo = series.at(-11)!;
    expect(tenDaysAgo).toMatchObject({ posts: 2, answers: 1, active_members: 2 });
    expect(series.reduce((n, d) => n + d.posts, 0)).toBe(5);
  });

  it('days are bounded (7–365) and lenient; /api/data/v2 answers too', async () => {
    expect((await visitor().get(`${D}/graph?days=3`)).body.series).toHaveLength(7);
    expect((await visitor().get(`${D}/graph?days=9999`)).body.series).toHaveLength(365);
    expect((await visitor().get(`${D}/graph?days=abc`)).body.days).toBe(90);
    expect((await visitor().get(`/api/data/v2/graph?days=14`)).body.series).toHaveLength(14);
    expect((await visitor().get(`${D}/graph?project_id=999999`)).status).toBe(404);
  });
});

describe('R1.10 a hidden project’s community', () => {
  it('R1.10 the summary and graph of a hidden project are refused to members and visitors (no-project), answered to moderators', async () => {
    const hidden = await insertProject({ name: 'Shelved summary', slug: 'shelved-summary' });
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${hidden.id}`);
    for (const who of [visitor(), ben!.agent]) {
      const summary = await who.get(`${D}/community_summary?project_id=${hidden.id}`);
      expect([summary.status, summary.body]).toEqual([404, { error: '[[error:no-project]]' }]);
      expect((await who.get(`${D}/graph?project_id=${hidden.id}`)).status).toBe(404);
    }
    await addToGroup(cat!.uid, 'Global Moderators');
    expect((await cat!.agent.get(`${D}/community_summary?project_id=${hidden.id}`)).status).toBe(200);
    expect((await cat!.agent.get(`${D}/graph?project_id=${hidden.id}`)).status).toBe(200);
  });
});

describe('the activity job', () => {
  it('signed-in page views of a project count for it and the site; a refresh is repeatable and one instance runs at a time', async () => {
    // A view of the project's page as the page-view call records it (the project pages are served
    // by the projects capability), and a visitor's view elsewhere through the call itself.
    await getDb().execute(sql`INSERT INTO page_views (path, uid) VALUES (${`/projects/${project.id}/summary-engine`}, ${cat!.uid})`);
    expect((await visitor().post('/api/v3/pageviews', { path: '/discussions' })).status).toBe(200);
    await refreshActivityOnce();
    const before = await rows(sql`SELECT * FROM activity_days ORDER BY project_id, day`);
    await refreshActivityOnce();
    expect(await rows(sql`SELECT * FROM activity_days ORDER BY project_id, day`)).toEqual(before);
    const today = new Date().toISOString().slice(0, 10);
    expect(await row(sql`SELECT page_views FROM activity_days WHERE project_id = ${project.id} AND day = ${today}::date`)).toEqual({ page_views: 1 });
    expect((await row(sql`SELECT page_views FROM activity_days WHERE project_id = 0 AND day = ${today}::date`)).page_views).toBe(2);
    // While another connection holds the job's lock, a run is skipped.
    const client = await (await import('../../server/db')).getPool().connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtext('community-activity'))`);
      expect(await refreshActivity()).toBeNull();
      await client.query(`SELECT pg_advisory_unlock(hashtext('community-activity'))`);
      expect(await refreshActivity()).toBeGreaterThanOrEqual(1);
    } finally {
      client.release();
    }
  });
});
