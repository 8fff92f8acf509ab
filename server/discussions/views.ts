import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getConfig } from '../config';
import { clientIp } from '../http/address';

/**
 * Topic view counting (hardening 11): a viewer counts once per topic per hour. A member is known
 * by uid (every device counts once), a visitor with a session by that session, a visitor without
 * one by a keyed hash of address and user agent (never stored in clear). HEAD requests never count.
 */

/** How long one viewer's view of a topic counts once. */
export const VIEW_WINDOW_SECONDS = 60 * 60;

export interface ViewerFacts {
  uid: number | null;
  sessionId: string | null;
  ip: string;
  userAgent: string;
}

/** The key one viewer's views are deduplicated by. */
export function viewerKey({ uid, sessionId, ip, userAgent }: ViewerFacts): string {
  if (uid !== null) return `u:${uid}`;
  if (sessionId !== null) return `s:${sessionId.slice(0, 32)}`;
  const digest = createHash('sha256').update(getConfig().sessionSecret).update(`\n${ip}\n${userAgent}`).digest('hex');
  return `a:${digest.slice(0, 32)}`;
}

/** The view key of a request, or null when it does not count (anything but GET). */
export function requestViewKey(
  req: Pick<IncomingMessage, 'headers' | 'method'> & { socket?: { remoteAddress?: string } | null },
  who: { uid: number | null; sessionId: string | null },
): string | null {
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const agent = req.headers['user-agent'];
  return viewerKey({ ...who, ip: clientIp(req), userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? '' });
}
