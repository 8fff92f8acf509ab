import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { getDb } from '../db';
import { meta, users } from '../db/schema';
import { slugify } from '../users/schemas';
import { insertUser, type UserRow } from '../users/repository';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';

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

export const DEMO_STEPS: DemoStep[] = [membersStep];

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
