import { DEFAULT_MODE, NOTIFICATION_LIMITS, type NotificationData } from '@/lib/notifications/types';
import { publicUrl } from '../http/origin';
import { sendMail } from './mail';
import { presentNotifications } from './present';
import { claimDigest, digestRows, dueDigests, memberName, saveDigest, type DueDigest } from './repository';
import { fail } from '../http/errors';
import { unsubscribeUrl } from './unsubscribe';
import { escapeHtml } from '@/lib/names';

/**
 * The e-mail digest (DECISIONS.md "Notifications"): members who opted in (daily or weekly) get,
 * once per period, their unread notifications of the types they want by e-mail (mode `email`,
 * the default) that arrived since the last digest, newest first, at most 50. A period with
 * nothing to tell sends nothing. Each member's period is claimed with one conditional UPDATE
 * before the mail is written, so instances running this at once send one digest. Run by the
 * hourly sweep (server/discussions/sweep.ts). Every digest carries a signed one-click unsubscribe
 * link (RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers, and in the text).
 */

/** Members handled per run at most (the next run takes the rest). */
const DIGESTS_PER_RUN = 500;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The digest mail of one member. */
function composeDigest(due: Pick<DueDigest, 'uid' | 'email' | 'username' | 'userslug' | 'frequency'>, items: NotificationData[]) {
  const unsubscribe = unsubscribeUrl(due.uid);
  const settings = publicUrl(`/user/${encodeURIComponent(due.userslug)}/settings`);
  const period = due.frequency === 'weekly' ? 'weekly' : 'daily';
  const subject = `${plural(items.length, 'unread notification')} in your ${period} digest`;
  const link = (n: NotificationData) => publicUrl(n.path || '/');
  const text = [
    `Hello ${due.username},`,
    '',
    `Here is what happened since your last ${period} digest:`,
    '',
    ...items.flatMap((n) => [`- ${n.bodyShort}`, `  ${link(n)}`]),
    '',
    `Stop these e-mails: ${unsubscribe}`,
    `Choose what you hear about: ${settings}`,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(due.username)},</p>`,
    `<p>Here is what happened since your last ${period} digest:</p>`,
    '<ul>',
    ...items.map((n) => `<li><a href="${escapeHtml(link(n))}">${escapeHtml(n.bodyShort)}</a></li>`),
    '</ul>',
    `<p><a href="${escapeHtml(unsubscribe)}">Stop these e-mails</a> · <a href="${escapeHtml(settings)}">Choose what you hear about</a></p>`,
  ].join('\n');
  return {
    uid: due.uid,
    to: due.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One pass: every digest now due; answers how many were written. */
export async function sendDueDigests(now: Date = new Date()): Promise<number> {
  let written = 0;
  for (const due of await dueDigests(now, DIGESTS_PER_RUN)) {
    if (!(await claimDigest(due.uid, due.since, now))) continue;
    const rows = await digestRows(due.uid, due.since, NOTIFICATION_LIMITS.digestMax, DEFAULT_MODE);
    if (rows.length === 0) continue;
    const items = await presentNotifications(rows);
    if (items.length === 0) continue;
    await sendMail(composeDigest(due, items));
    written += 1;
  }
  return written;
}

/** The signed link's action (the signature checked by the caller): the member's digest is turned off. */
export async function unsubscribeDigest(uid: number): Promise<{ unsubscribed: true; uid: number }> {
  if (!(await memberName(uid))) throw fail('invalid-unsubscribe');
  await saveDigest(uid, 'off');
  return { unsubscribed: true, uid };
}
