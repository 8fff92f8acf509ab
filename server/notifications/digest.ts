import { DEFAULT_MODE, NOTIFICATION_LIMITS, type NotificationData } from '@/lib/notifications/types';
import { publicUrl } from '../http/origin';
import { sendMail } from './mail';
import { presentNotifications } from './present';
import { claimDigest, digestRows, dueDigests, memberName, saveDigest, type DueDigest } from './repository';
import { fail } from '../http/errors';
import { unsubscribeUrl } from './unsubscribe';
import { escapeHtml } from '@/lib/names';
import { directionOf, localizedPath } from '@/lib/i18n/locales';
import { notificationText } from '@/lib/notifications/text';
import { translator } from '../i18n/catalogues';

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

/**
 * The digest mail of one member, in their language (their setting; 'auto' is English): its words
 * from `mail`, each notification's sentence as the app says it (lib/notifications/text.ts), the
 * links to the pages at that language's addresses.
 */
function composeDigest(due: Pick<DueDigest, 'uid' | 'email' | 'username' | 'userslug' | 'frequency' | 'locale'>, items: NotificationData[]) {
  const t = translator(due.locale, 'mail');
  const say = { notifications: translator(due.locale, 'notifications'), common: translator(due.locale, 'common') };
  const sentence = (n: NotificationData) => notificationText(n, say.notifications, say.common);
  const unsubscribe = unsubscribeUrl(due.uid, due.locale);
  const settings = publicUrl(localizedPath(`/user/${encodeURIComponent(due.userslug)}/settings`, due.locale));
  const weekly = due.frequency === 'weekly';
  const subject = t(weekly ? 'digest.subject.weekly' : 'digest.subject.daily', { count: items.length });
  const intro = t(weekly ? 'digest.intro.weekly' : 'digest.intro.daily');
  const hello = t('digest.hello', { name: due.username });
  const link = (n: NotificationData) => publicUrl(localizedPath(n.path || '/', due.locale));
  const text = [
    hello,
    '',
    intro,
    '',
    ...items.flatMap((n) => [`- ${sentence(n)}`, `  ${link(n)}`]),
    '',
    `${t('digest.stop')}: ${unsubscribe}`,
    `${t('digest.choose')}: ${settings}`,
    '',
  ].join('\n');
  const html = [
    `<div lang="${due.locale}" dir="${directionOf(due.locale)}">`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map((n) => `<li><a href="${escapeHtml(link(n))}">${escapeHtml(sentence(n))}</a></li>`),
    '</ul>',
    `<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('digest.stop'))}</a> · <a href="${escapeHtml(settings)}">${escapeHtml(t('digest.choose'))}</a></p>`,
    '</div>',
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
