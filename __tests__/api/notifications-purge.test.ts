import { sql } from 'drizzle-orm';
import { runSweep } from '../../server/discussions/sweep';
import { NOTIFICATION_RETENTION_DAYS, PURGE_LOCK, purgeOldNotifications } from '../../server/notifications/purge';
import { insertOutbox, writeNotice } from '../../server/notifications/repository';
import { withAdvisoryLock } from '../../server/db/advisoryLock';
import { rows, setUpDiscussionsApp, signUpAll, type Member } from './discussions-support';

/**
 * R3.10 old notifications are forgotten: read ones 90 days after their last activity, unread ones
 * after a year, stored mail after 30 days, by the hourly sweep with a fixed clock; one instance at
 * a time runs the purge (an advisory lock), the others skip.
 */

const app = setUpDiscussionsApp();
let owner: Member;
let actor: Member;
const DAY = 86_400_000;
// A fixed clock well after every row the test writes.
const NOW = new Date('2031-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function notice(key: string, ageDays: number, read: boolean): Promise<void> {
  await writeNotice({
    type: 'upvote',
    recipients: [owner.uid],
    actor: actor.uid,
    nid: `purge-test:${key}`,
    object: { type: 'topic', id: 1, title: key },
    path: '/',
    at: daysAgo(ageDays),
  });
  if (read) await rows(sql`UPDATE notifications SET read = true WHERE nid = ${`purge-test:${key}`}`);
}

async function mail(key: string, ageDays: number): Promise<void> {
  const id = await insertOutbox({ uid: owner.uid, to: 'owner@example.test', subject: key, text: key, html: key, headers: {} });
  await rows(sql`UPDATE email_outbox SET created_at = ${daysAgo(ageDays)}::timestamptz WHERE id = ${id}`);
}

const remaining = async () =>
  (await rows(sql`SELECT body_short FROM notifications WHERE nid LIKE 'purge-test:%' ORDER BY body_short`)).map((r) => r.body_short);
const remainingMail = async () => (await rows(sql`SELECT subject FROM email_outbox WHERE subject LIKE 'mail-%' ORDER BY subject`)).map((r) => r.subject);

beforeAll(async () => {
  [, owner, actor] = await signUpAll(app, 'purgeadmin', 'purgeowner', 'purgeactor');
  // The sign-ups' confirmation mails (issue 35) are not this test's; it dates its own.
  await rows(sql`DELETE FROM email_outbox RETURNING id`);
  expect(NOTIFICATION_RETENTION_DAYS).toEqual({ read: 90, unread: 365, outbox: 30 });
  await notice('read-89-days', 89, true);
  await notice('read-91-days', 91, true);
  await notice('unread-91-days', 91, false);
  await notice('unread-364-days', 364, false);
  await notice('unread-366-days', 366, false);
  await mail('mail-29-days', 29);
  await mail('mail-31-days', 31);
});

describe('R3.10 purging old notifications and stored mail', () => {
  it('skips the run while another instance holds the purge lock', async () => {
    expect(await withAdvisoryLock(PURGE_LOCK, () => purgeOldNotifications(NOW))).toBeNull();
    expect(await remaining()).toHaveLength(5);
    expect(await remainingMail()).toHaveLength(2);
  });

  it('the hourly sweep deletes read ones past 90 days, unread ones past a year, mail past 30 days (with their actors)', async () => {
    const doomed = await rows(sql`SELECT id FROM notifications WHERE nid IN ('purge-test:read-91-days', 'purge-test:unread-366-days')`);
    const swept = await runSweep(NOW);
    expect(swept.notifications).toEqual({ read: 1, unread: 1, outbox: 1 });
    expect(await remaining()).toEqual(['read-89-days', 'unread-364-days', 'unread-91-days']);
    expect(await remainingMail()).toEqual(['mail-29-days']);
    const actors = await rows(sql`SELECT 1 FROM notification_actors WHERE notification_id IN ${doomed.map((r) => r.id)}`);
    expect(actors).toEqual([]);
  });

  it('a repeated run deletes nothing more; two days later the next of each kind goes', async () => {
    expect(await purgeOldNotifications(NOW)).toEqual({ read: 0, unread: 0, outbox: 0 });
    expect(await purgeOldNotifications(new Date(NOW.getTime() + 2 * DAY))).toEqual({ read: 1, unread: 1, outbox: 1 });
    expect(await remaining()).toEqual(['unread-91-days']);
    expect(await remainingMail()).toEqual([]);
  });
});
