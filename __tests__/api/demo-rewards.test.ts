import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { DEMO_PASSWORD } from '../../server/demo/members';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });

async function counts() {
  const { rows } = await getDb().execute<{ ledger: number; badges: number; forms: number; views: number }>(sql`
    SELECT (SELECT count(*) FROM reward_ledger)::int AS ledger, (SELECT count(*) FROM user_badges)::int AS badges,
           (SELECT count(*) FROM form_submissions)::int AS forms, (SELECT count(*) FROM page_views)::int AS views`);
  return rows[0]!;
}

async function logIn(username: string): Promise<Agent> {
  const a = new Agent(app().url);
  await a.config();
  const reply = await a.post('/api/v3/utilities/login', { username, password: DEMO_PASSWORD });
  expect(reply.status).toBe(200);
  return a;
}

describe('R2.1 R4.13 R9.10 demo community: credits, badges, forms and page views', () => {
  it('demo members have credits and badges, some not yet acknowledged', async () => {
    const jonas = await logIn('jonas');
    const credits = await jonas.get('/api/rewards/v1/credits');
    // Earned in the demo discussions: upvotes received and accepted answers.
    const entries = credits.body.entries as Array<{ reason: string; points: number }>;
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(['upvote-received', 'accepted-answer']).toContain(e.reason);
    expect(entries.some((e) => e.reason === 'upvote-received')).toBe(true);
    expect(credits.body.total).toBeGreaterThanOrEqual(entries.reduce((sum, e) => sum + e.points, 0));
    const badges = (await jonas.config()).user.badges;
    expect(badges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ badge: 'first-post', notified: true }),
        expect.objectContaining({ badge: 'first-accepted-answer', notified: false }),
      ]),
    );
    const amara = await logIn('amara');
    const amaraCredits = (await amara.get('/api/rewards/v1/credits')).body;
    // Two hosted events and an invite, plus what her posts earned in the discussions.
    const { rows } = await getDb().execute<{ other: number; earned: number }>(sql`
      SELECT coalesce(sum(points) FILTER (WHERE reason IN ('event-hosted', 'invited-member')), 0)::int AS other,
             coalesce(sum(points) FILTER (WHERE reason IN ('upvote-received', 'accepted-answer')), 0)::int AS earned
      FROM reward_ledger WHERE uid = ${amaraCredits.uid}`);
    expect(rows[0]!.other).toBe(25 + 25 + 10);
    expect(amaraCredits.total).toBe(rows[0]!.other + rows[0]!.earned);
  });

  it('the administrator sees the demo form submissions and page views', async () => {
    const alex = await logIn('alex');
    const forms = await alex.get('/api/admin/forms');
    expect(forms.status).toBe(200);
    expect(forms.body.total).toBe(2);
    expect(forms.body.submissions.map((s: { kind: string }) => s.kind).sort()).toEqual(['feedback', 'talktous']);
    const views = await alex.get('/api/admin/pageviews?days=7');
    expect(views.body.total).toBeGreaterThan(0);
    expect(views.body.paths[0].path).toBe('/discussions');
  });

  it('running the step again changes nothing', async () => {
    const before = await counts();
    const members = new Map<string, UserRow>();
    for (const name of ['jonas', 'mei', 'amara', 'carlos', 'fatima', 'diego', 'noah']) {
      members.set(name, (await findUserBySlug(name))!);
    }
    const ctx: DemoContext = { members };
    const step = DEMO_STEPS.find((s) => s.name === 'rewards')!;
    await step.run(ctx);
    expect(await counts()).toEqual(before);
    expect(before.ledger).toBeGreaterThan(10);
    expect(before.badges).toBeGreaterThan(5);
  });
});
