import { directionOf, localizedPath, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/names';
import { publicUrl } from '../http/origin';
import { translator } from '../i18n/catalogues';
import { sendMail } from '../notifications/mail';

/**
 * The account mails of issue 35, each one link: "confirm your address" after sign-up and "unlock
 * your account" after too many failed log-ins. Written in the member's language (`mail`
 * namespace), the link at that language's address, stored in the outbox and sent when SMTP is set
 * (server/notifications/mail.ts).
 */

export type AccountMailKind = 'confirm' | 'unlock';

const KEYS = {
  confirm: { subject: 'confirm.subject', intro: 'confirm.intro', action: 'confirm.action', after: 'confirm.after' },
  unlock: { subject: 'unlock.subject', intro: 'unlock.intro', action: 'unlock.action', after: 'unlock.after' },
} as const;

/** Writes the mail with the link to `path` (a page address without a language prefix) and sends it. */
export async function sendAccountMail(
  kind: AccountMailKind,
  to: { uid: number; email: string; username: string },
  path: string,
  locale: Locale,
): Promise<void> {
  const t = translator(locale, 'mail');
  const keys = KEYS[kind];
  const link = publicUrl(localizedPath(path, locale));
  const hello = t('account.hello', { name: to.username });
  const lines = { intro: t(keys.intro), action: t(keys.action), after: t(keys.after) };
  const text = [hello, '', lines.intro, '', `${lines.action}: ${link}`, '', lines.after, ''].join('\n');
  const html = [
    `<div lang="${locale}" dir="${directionOf(locale)}">`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(lines.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(lines.action)}</a></p>`,
    `<p>${escapeHtml(lines.after)}</p>`,
    '</div>',
  ].join('\n');
  await sendMail({ uid: to.uid, to: to.email, subject: t(keys.subject), text, html, headers: {} });
}
