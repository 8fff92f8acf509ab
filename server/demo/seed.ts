import { sql } from 'drizzle-orm';
import { countPageViews, insertPageViews } from '../analytics/repository';
import { hashPassword } from '../auth/passwords';
import { getDb } from '../db';
import { meta, users } from '../db/schema';
import { countSubmissions, insertSubmission } from '../forms/repository';
import { awardCredits, type CreditReason } from '../rewards/service';
import { slugify } from '@/lib/slug';
import { insertBadge, insertUser, type UserRow } from '../users/repository';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import { discussionsStep } from './discussions';
import { chatStep } from './chat';
import { communityHistoryStep } from './community';
import { eventsStep } from './events';
import { followsStep } from './follows';
import { moderationStep } from './moderation';
import { notificationsStep } from './notifications';
import { playerStep } from './player';
import { projectsStep } from './projects';

/**
 * The demo community. Each capability adds a step (members first; topics, events, projects ...
 * after), and every step can use what earlier steps created through the context.
 */

export interface DemoContext {
  /** Members by username. */
  members: Map<string, UserRow>;
}

export interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

const membersStep: DemoStep = {
  name: 'members',
  async run(ctx) {
    // One hash for the shared demo password keeps seeding fast; real accounts each get their own.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    for (const [index, m] of DEMO_MEMBERS.entries()) {
      const row = await insertUser(
        {
          username: m.username,
          userslug: slugify(m.username),
          email: m.email,
          fullname: m.fullname,
          location: m.location,
          aboutme: m.aboutme,
          website: m.website ?? '',
          picture: `/avatars/${m.username}.svg`,
          passwordHash,
          gdprDataConsentAt: now,
          gdprEmailConsentAt: now,
          joinedAt: new Date(now.getTime() - (DEMO_MEMBERS.length - index) * 9 * 24 * 3600 * 1000),
        },
        ['registered-users', ...m.groups],
      );
      ctx.members.set(m.username, row);
    }
  },
};

/**
 * Reward credits and badges for some members (a few badges not yet acknowledged, so the badge
 * notice shows), two stored form submissions for the administrators' list, and a week of page
 * views. Awards are unique per (member, reason, ref) and badges per (member, badge), and the
 * forms and views are added only to empty tables, so running the step again changes nothing.
 */
const rewardsStep: DemoStep = {
  name: 'rewards',
  async run(ctx) {
    // Upvote and accepted-answer credits come from the discussions step, earned by real votes
    // and answers; hosted events from the events step (its past events end with participants).
    const credits: Array<[string, CreditReason, string]> = [['amara', 'invited-member', 'demo:member:noah']];
    for (const [username, reason, ref] of credits) {
      const member = ctx.members.get(username);
      if (member) await awardCredits(member.uid, reason, ref);
    }

    const badges: Array<[string, string, boolean]> = [
      ['jonas', 'first-post', true],
      ['jonas', 'first-accepted-answer', false],
      ['mei', 'first-post', true],
      ['mei', 'first-accepted-answer', true],
      ['amara', 'first-event-hosted', true],
      ['amara', 'invited-member', false],
      ['carlos', 'first-post', false],
      ['noah', 'first-post', false],
    ];
    for (const [username, badge, notified] of badges) {
      const member = ctx.members.get(username);
      if (member) await insertBadge(member.uid, badge, notified);
    }

    if ((await countSubmissions()) === 0) {
      const noah = ctx.members.get('noah');
      await insertSubmission({
        kind: 'feedback',
        uid: noah?.uid ?? null,
        email: noah?.email ?? null,
        message: 'The new event pages are great. Could the calendar export include the stream link too?',
        details: { rating: 4 },
        path: '/events',
      });
      await insertSubmission({
        kind: 'talktous',
        email: 'maintainers@example.org',
        fullname: 'Robin Fischer',
        message: 'We maintain a small charting library and would like to host a monthly AMA here. Who should we talk to?',
        details: { company: 'Open Charts' },
        path: '/',
      });
    }

    if ((await countPageViews()) === 0) {
      const paths = ['/discussions', '/events', '/projects', '/podcasts', '/discussions', '/events', '/discussions'];
      const now = Date.now();
      const uids = [...ctx.members.values()].map((m) => m.uid);
      await insertPageViews(
        Array.from({ length: 60 }, (_, i) => ({
          path: paths[i % paths.length]!,
          uid: i % 3 === 0 ? null : (uids[i % Math.max(uids.length, 1)] ?? null),
          createdAt: new Date(now - (i * 2.7 + 0.5) * 3600 * 1000),
        })),
      );
    }
  },
};

export const DEMO_STEPS: DemoStep[] = [
  membersStep,
  rewardsStep,
  discussionsStep,
  projectsStep,
  eventsStep,
  communityHistoryStep,
  playerStep,
  followsStep,
  notificationsStep,
  moderationStep,
  chatStep,
];

const DEMO_META_KEY = 'demo-community';

/** Loads the demo community into an empty database; does nothing when anyone has signed up. */
export async function seedDemoIfEmpty(log: (line: string) => void = console.log): Promise<boolean> {
  const db = getDb();
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await runDemoSteps(log);
  return true;
}

async function runDemoSteps(log: (line: string) => void): Promise<void> {
  const ctx: DemoContext = { members: new Map() };
  for (const step of DEMO_STEPS) {
    await step.run(ctx);
    log(`demo community: ${step.name} loaded`);
  }
  await getDb()
    .insert(meta)
    .values({ key: DEMO_META_KEY, value: { steps: DEMO_STEPS.map((s) => s.name), loadedAt: new Date().toISOString() } })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/** Empties every table of the app (not the migration history) and loads the demo again. */
export async function reloadDemo(log: (line: string) => void = console.log): Promise<void> {
  const db = getDb();
  const tables = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names = tables.rows.map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
  await runDemoSteps(log);
}
