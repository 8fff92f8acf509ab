import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });
const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');
const P = '/api/projects/v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of the API, checked field by field
type Json = any;

describe('R1.10 R1.11 the demo projects', () => {
  it('R1.10 the six demo projects have descriptions, addresses, licences, languages, tags, logos, creators, maintainers, followers and topics', async () => {
    const visitor = new Agent(app().url);
    const list = (await visitor.get(`${P}/projects?sort=followers`)).body;
    expect(list.found).toBe(6);
    for (const project of list.projects as Json[]) {
      expect(project.description).toMatch(/<p>.{40,}/);
      expect(project.repository_url).toMatch(/^https:\/\/github\.com\//);
      expect(project.website).toMatch(/^https:\/\//);
      expect(project.licence).not.toBe('');
      expect(project.language).not.toBe('');
      expect(project.tags.length).toBeGreaterThanOrEqual(3);
      expect(fs.existsSync(path.join(PUBLIC_DIR, project.logo))).toBe(true);
      expect(project.maintainers.length).toBeGreaterThanOrEqual(1);
      expect(project.created_by?.uid).toBe(project.maintainers[0].uid);
      expect(project.follower_count).toBeGreaterThanOrEqual(2);
      expect(project.topic_count).toBeGreaterThanOrEqual(1);
    }
    const counts = list.projects.map((p: Json) => p.follower_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const mine = await visitor.get(`${P}/slug/plotline`);
    expect(mine.body.maintainers.map((m: Json) => m.username)).toEqual(expect.arrayContaining(['sofia', 'jonas']));
  });

  it('R1.10 project search finds a demo project by what its description says', async () => {
    const reply = await new Agent(app().url).get('/api/events/v1/search?type=project&term=flaky');
    expect(reply.body.results[0].hits.map((h: Json) => h.document.slug)).toEqual(['steadytest']);
  });

  it('running the step again changes nothing', async () => {
    const state = sql`SELECT (SELECT count(*) FROM project_followers)::int AS followers, (SELECT sum(follower_count) FROM projects)::int AS counted,
      (SELECT count(*) FROM project_maintainers)::int AS maintainers, (SELECT count(*) FROM projects)::int AS projects`;
    const before = (await getDb().execute(state)).rows[0];
    const members = new Map<string, UserRow>();
    for (const name of ['alex', 'priya', 'jonas', 'mei', 'carlos', 'amara', 'liam', 'sofia']) members.set(name, (await findUserBySlug(name))!);
    const ctx: DemoContext = { members };
    await DEMO_STEPS.find((s) => s.name === 'projects')!.run(ctx);
    expect((await getDb().execute(state)).rows[0]).toEqual(before);
    expect(before.followers).toBe(before.counted);
  });
});
