import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { HISTORY_THREADS } from '../../server/demo/communityContent';
import { DEMO_MEMBERS } from '../../server/demo/members';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });
const D = '/api/data/v1';
const P = '/api/projects/v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers and rows, checked field by field
type Json = any;

async function rows(query: ReturnType<typeof sql>): Promise<Json[]> {
  return (await getDb().execute(query)).rows;
}

describe('R1.15 R7.5 demo community: three months of project history for the community tab', () => {
  let projects: Json[];
  beforeAll(async () => {
    projects = (await new Agent(app().url).get(`${P}/projects?sort=newest`)).body.projects;
  });

  it('R1.15 every demo project has posts, answers, active members and page views spread over the last 90 days', async () => {
    expect(projects).toHaveLength(6);
    for (const project of projects) {
      const graph = (await new Agent(app().url).get(`${D}/graph?project_id=${project.id}`)).body;
      const series: Json[] = graph.series;
      expect(series).toHaveLength(90);
      const firstPost = series.findIndex((d) => d.posts > 0);
      // Posts from the oldest month as well as the last one.
      expect(firstPost).toBeGreaterThanOrEqual(0);
      expect(firstPost).toBeLessThan(30);
      expect(series.slice(60).some((d) => d.posts > 0)).toBe(true);
      expect(series.filter((d) => d.posts > 0).length).toBeGreaterThanOrEqual(4);
      expect(series.reduce((n, d) => n + d.answers, 0)).toBeGreaterThanOrEqual(3);
      // Read on almost every day, by members too.
      expect(series.filter((d) => d.page_views > 0).length).toBeGreaterThanOrEqual(80);
      expect(series.filter((d) => d.active_members > 0).length).toBeGreaterThanOrEqual(60);
    }
  });

  it('R1.15 R9.6 each project’s month has figures to compare: members, posts, top contributors; questions are answered with a time to the first answer', async () => {
    let answered = 0;
    let held = 0;
    for (const project of projects) {
      const { community } = (await new Agent(app().url).get(`${D}/community_summary?project_id=${project.id}&active_member_interval=month`)).body;
      expect(community.active_members.current).toBeGreaterThan(0);
      expect(community.active_members.previous).toBeGreaterThan(0);
      expect(community.posts.current + community.posts.previous).toBeGreaterThan(0);
      expect(community.top_contributors.length).toBeGreaterThan(0);
      if (community.answered_share.current !== null) {
        answered += 1;
        expect(community.median_first_answer_seconds.current).toBeGreaterThan(0);
      }
      held += community.events_held.current + community.events_held.previous;
    }
    expect(answered).toBeGreaterThanOrEqual(4);
    expect(held).toBeGreaterThanOrEqual(2);
    // The site's own summary counts the projects' readers and writers too.
    const site = (await new Agent(app().url).get(`${D}/community_summary?active_member_interval=month`)).body.community;
    expect(site.active_members.current).toBeGreaterThanOrEqual(10);
  });

  it('in the history nobody writes, registers or reads signed in before they joined; nothing is in the future', async () => {
    const titles = HISTORY_THREADS.map((t) => t.title);
    const [mine] = await rows(sql`SELECT count(*)::int AS n FROM topics WHERE title = ANY(${sql.param(titles)}::text[])`);
    expect(mine.n).toBe(HISTORY_THREADS.length);
    const [early] = await rows(sql`
      SELECT (SELECT count(*) FROM posts p JOIN users u ON u.uid = p.uid JOIN topics t ON t.tid = p.tid
              WHERE t.title = ANY(${sql.param(titles)}::text[]) AND p.created_at < u.joined_at)::int AS posts,
             (SELECT count(*) FROM event_registrations r JOIN users u ON u.uid = r.uid WHERE r.created_at < u.joined_at)::int AS regs,
             (SELECT count(*) FROM page_views v JOIN users u ON u.uid = v.uid WHERE v.created_at < u.joined_at)::int AS views,
             (SELECT count(*) FROM posts WHERE created_at > now())::int AS future`);
    expect(early).toEqual({ posts: 0, regs: 0, views: 0, future: 0 });
    const [span] = await rows(sql`SELECT extract(epoch FROM now() - min(created_at))::float / 86400 AS oldest FROM page_views WHERE path LIKE '/projects/%'`);
    expect(span.oldest).toBeGreaterThan(85);
    expect(span.oldest).toBeLessThan(91);
  });

  it('running the step again changes nothing', async () => {
    const state = sql`SELECT (SELECT count(*) FROM topics)::int AS topics, (SELECT count(*) FROM posts)::int AS posts,
      (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_registrations)::int AS regs,
      (SELECT count(*) FROM page_views)::int AS views, (SELECT count(*) FROM activity_days)::int AS days,
      (SELECT count(*) FROM user_badges WHERE NOT notified)::int AS unseen, (SELECT count(*) FROM reward_ledger)::int AS credits`;
    const [before] = await rows(state);
    const members = new Map<string, UserRow>();
    for (const m of DEMO_MEMBERS) members.set(m.username, (await findUserBySlug(m.username))!);
    const ctx: DemoContext = { members };
    await DEMO_STEPS.find((s) => s.name === 'community history')!.run(ctx);
    expect((await rows(state))[0]).toEqual(before);
  });
});
