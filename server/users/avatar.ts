import { fail } from '../http/errors';
import { findUserByUid } from './repository';
import { initialsOf, visibleFullname } from '@/lib/users/rules';
import { settingsSchema } from '@/lib/users/schemas';
import { escapeHtml } from '@/lib/names';

/**
 * A round picture of a member's own initials (hardening 5), drawn from the name others see (the
 * full name when shown, else the username), so it follows a name change and never reveals a
 * hidden full name. A member can choose it only as their own picture.
 */

const COLOURS = ['#1d4ed8', '#0e7490', '#be123c', '#b91c1c', '#0369a1', '#c2410c', '#0f766e', '#047857', '#4338ca', '#b45309', '#6d28d9', '#a21caf'];

function initialsSvg(uid: number, name: string): string {
  const initials = escapeHtml(initialsOf(name));
  const colour = COLOURS[uid % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" ` +
    `font-weight="600" fill="#ffffff">${initials}</text></svg>`
  );
}

/** The member's initials picture; `no-user` when there is no such member. */
export async function initialsAvatar(uid: number): Promise<string> {
  const user = await findUserByUid(uid);
  if (!user) throw fail('no-user');
  const settings = settingsSchema.pick({ showfullname: true }).safeParse(user.settings ?? {}).data;
  return initialsSvg(user.uid, visibleFullname(user.fullname, settings) || user.username);
}
