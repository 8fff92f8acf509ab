import type { NextApiRequest, NextApiResponse } from 'next';
import { formatErrorKey } from '../http/errors';
import { findUserByUid } from './repository';
import { dbId } from '@/lib/params';
import { initialsOf, visibleFullname } from '@/lib/users/rules';
import { settingsSchema } from '@/lib/users/schemas';

/**
 * GET /api/avatar/{uid}: a round picture of a member's own initials (hardening 5), drawn from the
 * name others see (the full name when shown, else the username), so it follows a name change and
 * never reveals a hidden full name. A member can choose it only as their own picture.
 */

const COLOURS = ['#1d4ed8', '#0e7490', '#be123c', '#b91c1c', '#0369a1', '#c2410c', '#0f766e', '#047857', '#4338ca', '#b45309', '#6d28d9', '#a21caf'];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function initialsSvg(uid: number, name: string): string {
  const initials = escapeXml(initialsOf(name));
  const colour = COLOURS[uid % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" ` +
    `font-weight="600" fill="#ffffff">${initials}</text></svg>`
  );
}

export async function serveInitialsAvatar(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: formatErrorKey('method-not-allowed') });
    return;
  }
  const uid = dbId.safeParse(req.query.uid);
  const user = uid.success ? await findUserByUid(uid.data) : null;
  if (!user) {
    res.status(404).json({ error: formatErrorKey('no-user') });
    return;
  }
  const settings = settingsSchema.pick({ showfullname: true }).safeParse(user.settings ?? {}).data;
  const name = visibleFullname(user.fullname, settings) || user.username;
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  // Names change: a few minutes of caching only.
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.status(200).end(method === 'HEAD' ? undefined : initialsSvg(user.uid, name));
}
