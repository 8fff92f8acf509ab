import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import type { Json, Member } from './discussions-support';

/**
 * Shared steps of the events API tests (not a test file itself): event bodies, creating and
 * publishing through the API, and moving an event in time for lifecycle checks.
 */

export { addToGroup, removeGroups, row, rows, setUpDiscussionsApp as setUpEventsApp, signUp, signUpAll } from './discussions-support';
export type { Json, Member } from './discussions-support';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let titles = 0;

/** A valid create body starting a day from now; override any field. */
export function eventInput(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Plugin workshop number ${titles}`,
    description: 'We **build** a plugin together.\n\n<script>alert(1)</script>',
    summary: 'Build a plugin together',
    timestamp: Date.now() + DAY,
    duration: 90,
    ...overrides,
  };
}

/** Creates an event through the API (a draft unless `event_status: 'publish'`) and answers it. */
export async function createEvent(host: Member, overrides: Record<string, unknown> = {}): Promise<Json> {
  const reply = await host.agent.post('/api/events/v1/conference', eventInput(overrides));
  if (reply.status !== 200) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Creates and publishes an event. */
export function createPublished(host: Member, overrides: Record<string, unknown> = {}): Promise<Json> {
  return createEvent(host, { event_status: 'publish', ...overrides });
}

/** Moves an event's start (and optionally its stored lifecycle) straight in the database. */
export async function setStart(id: number, startsAt: number): Promise<void> {
  await getDb().execute(sql`UPDATE events SET starts_at = to_timestamp(${startsAt / 1000}) WHERE id = ${id}`);
}
