import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@/lib/notifications/types';
import { getDb } from '../../server/db';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/demo/members';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * R3.10 the demo community's notifications: every type for the demo members, some read and some
 * unread, grouped with their actors, through the same list call members use.
 */

const app = setUpTestApp({ demo: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc queries, checked field by field
type Json = any;

/** When the demo had finished loading (its loader notes it): nothing it wrote may be dated later. */
let loadedAt = new Date(0);

beforeAll(async () => {
  const { rows } = await getDb().execute<{ loaded_at: string }>(sql`SELECT value->>'loadedAt' AS loaded_at FROM meta WHERE key = 'demo-community'`);
  loadedAt = new Date(rows[0]!.loaded_at);
});

describe('R3.10 demo notifications', () => {
  it('holds every type for the demo members, some read and some unread', async () => {
    const { rows } = await getDb().execute(sql`
      SELECT n.type, bool_or(n.read) AS some_read, bool_or(NOT n.read) AS some_unread
      FROM notifications n JOIN users u ON u.uid = n.uid
      WHERE u.username IN ${DEMO_MEMBERS.map((m) => m.username)} GROUP BY n.type`);
    expect(rows.map((r: Json) => r.type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(rows.some((r: Json) => r.some_read)).toBe(true);
    expect(rows.some((r: Json) => r.some_unread)).toBe(true);
  });

  it('dates no notification after the demo was loaded (a reminder is written in its event\'s last hour, as the app does)', async () => {
    const { rows } = await getDb().execute(sql`
      SELECT n.nid, n.datetime FROM notifications n WHERE n.datetime > ${loadedAt.toISOString()}::timestamptz`);
    expect(rows).toEqual([]);
  });

  it('a demo member signs in and reads theirs, newest first, with actors and an unread new-reply count', async () => {
    const member = new Agent(app().url);
    await member.config();
    expect((await member.post('/api/v3/utilities/login', { username: 'alex', password: DEMO_PASSWORD })).status).toBe(200);
    const list = (await member.get('/api/notifications')).body;
    expect(list.notifications.length).toBeGreaterThan(5);
    const times = list.notifications.map((n: Json) => n.datetime);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect(list.notifications.some((n: Json) => n.actors.length > 0 && n.bodyShort.length > 0)).toBe(true);
    const types = new Set(list.notifications.map((n: Json) => n.type));
    expect(types.has('mention')).toBe(true);
    expect(list.count).toBe(list.notifications.filter((n: Json) => n.type === 'new-reply' && !n.read).length);
  });
});
