import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionSecret } from '../config';
import { readCookie, SESSION_COOKIE, setSessionCookie } from '../http/cookies';
import type { ViewerRow } from '../users/repository';
import { deleteSession, deleteSessionsOf, findLiveSession, insertSession, touchSession } from './repository';

/** Browser sessions. Visitors get one too (on GET /api/config) so they carry a CSRF token. */

export const MEMBER_TTL_SECONDS = 30 * 24 * 3600;
/** A member's session ends this long after the log-in that began it, however active (hardening 4). */
const MEMBER_MAX_AGE_SECONDS = 90 * 24 * 3600;
const VISITOR_TTL_SECONDS = 24 * 3600;
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export interface Session {
  id: string;
  uid: number | null;
  csrfToken: string;
}

function sessionId(token: string): string {
  return createHash('sha256').update(sessionSecret()).update(':').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');
const ttlFor = (uid: number | null) => (uid === null ? VISITOR_TTL_SECONDS : MEMBER_TTL_SECONDS);

/**
 * A request's session as the custom server already loaded it (server/cache/visitor.ts), so the
 * page's render does not look it up again. A symbol key: the server and Next's bundle each have
 * their own copy of this module.
 */
const REQUEST_SESSION = Symbol.for('community.requestSession');
type RequestWithSession = IncomingMessage & { [REQUEST_SESSION]?: Session | null };

export function rememberRequestSession(req: IncomingMessage, session: Session | null): void {
  (req as RequestWithSession)[REQUEST_SESSION] = session;
}

/** The member's row read with the request's session (`loadSession`), kept for `loadViewer`. */
const REQUEST_VIEWER_ROW = Symbol.for('community.requestViewerRow');
type RequestWithViewerRow = IncomingMessage & { [REQUEST_VIEWER_ROW]?: ViewerRow };

/** The row of member `uid` as the request's session lookup read it, if it did. */
export function viewerRowOfRequest(req: IncomingMessage, uid: number): ViewerRow | undefined {
  const row = (req as RequestWithViewerRow)[REQUEST_VIEWER_ROW];
  return row?.uid === uid ? row : undefined;
}

/** The session id the request's cookie names (live or not), or null without a cookie. */
export function cookieSessionId(req: IncomingMessage): string | null {
  const token = readCookie(req, SESSION_COOKIE);
  return token ? sessionId(token) : null;
}

/** The live session named by the request's cookie, extending a member's session as it is used. */
export async function loadSession(req: IncomingMessage, res: ServerResponse): Promise<Session | null> {
  const known = (req as RequestWithSession)[REQUEST_SESSION];
  if (known !== undefined) return known;
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  const row = await findLiveSession(sessionId(token), MEMBER_MAX_AGE_SECONDS);
  if (!row) return null;
  if (row.viewer) (req as RequestWithViewerRow)[REQUEST_VIEWER_ROW] = row.viewer;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    // Sliding, but never past the absolute end of a member's session.
    const slid = Date.now() + ttlFor(row.uid) * 1000;
    const expires = row.uid === null ? slid : Math.min(slid, row.createdAt.getTime() + MEMBER_MAX_AGE_SECONDS * 1000);
    await touchSession(row.id, new Date(expires));
    setSessionCookie(res, token, Math.max(1, Math.floor((expires - Date.now()) / 1000)));
  }
  return { id: row.id, uid: row.uid, csrfToken: row.csrfToken };
}

/** Starts a new session (with a new CSRF token) and sets its cookie. */
export async function startSession(res: ServerResponse, uid: number | null): Promise<Session> {
  const token = newToken();
  const ttl = ttlFor(uid);
  const session = { id: sessionId(token), uid, csrfToken: newToken() };
  await insertSession({ ...session, expiresAt: new Date(Date.now() + ttl * 1000) });
  setSessionCookie(res, token, ttl);
  return session;
}

/** Login and logout rotate: the old session ends and a new one (new token, new CSRF) begins. */
export async function rotateSession(res: ServerResponse, old: Session | null, uid: number | null): Promise<Session> {
  if (old) await deleteSession(old.id);
  return startSession(res, uid);
}

/**
 * Ends the member's sessions except `keepId` (all of them without it); answers how many ended.
 * The kept session keeps its log-in time, so its absolute end does not move.
 */
export function endMemberSessions(uid: number, keepId?: string): Promise<number> {
  return deleteSessionsOf(uid, keepId);
}

/** Session lookup for the socket.io handshake (cookie only, no response to touch). */
export async function sessionFromCookieHeader(cookieHeader: string | undefined): Promise<Session | null> {
  if (!cookieHeader) return null;
  const fake = { headers: { cookie: cookieHeader } } as IncomingMessage;
  const token = readCookie(fake, SESSION_COOKIE);
  if (!token) return null;
  const row = await findLiveSession(sessionId(token), MEMBER_MAX_AGE_SECONDS);
  return row ? { id: row.id, uid: row.uid, csrfToken: row.csrfToken } : null;
}

export function csrfMatches(session: Session | null, presented: string | undefined): boolean {
  if (!session || !presented) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
