import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieSessionId, loadSession, rememberRequestSession, type Session } from '../auth/sessions';

/**
 * Who a page request comes from, as far as the page cache is concerned: a visitor (no session
 * cookie, a cookie naming no live session, or a guest's session: no member) or a member. A guest
 * session id never becomes a member's (login, sign-up and logout rotate the session: a new id), so
 * guest ids are remembered in a bounded set and looked up in the database only once.
 */

export type Requester =
  | { member: false; sessionId: string | null }
  | { member: true; session: Session & { uid: number } };

const MAX_GUESTS = 50_000;

export class GuestIds {
  private readonly ids = new Map<string, true>();

  constructor(private readonly max = MAX_GUESTS) {}

  has(id: string): boolean {
    if (!this.ids.has(id)) return false;
    this.ids.delete(id);
    this.ids.set(id, true);
    return true;
  }

  add(id: string): void {
    this.ids.delete(id);
    this.ids.set(id, true);
    if (this.ids.size > this.max) this.ids.delete(this.ids.keys().next().value!);
  }
}

/**
 * The requester of a page request. A member's session is handed to the page's render
 * (rememberRequestSession), so the render does not look it up again.
 */
export async function identify(req: IncomingMessage, res: ServerResponse, guests: GuestIds): Promise<Requester> {
  const id = cookieSessionId(req);
  if (id === null) return { member: false, sessionId: null };
  if (guests.has(id)) return { member: false, sessionId: id };
  const session = await loadSession(req, res);
  rememberRequestSession(req, session);
  if (session === null) return { member: false, sessionId: null };
  if (session.uid === null) {
    guests.add(session.id);
    return { member: false, sessionId: session.id };
  }
  return { member: true, session: { ...session, uid: session.uid } };
}
