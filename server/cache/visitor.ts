import { IncomingMessage, ServerResponse } from 'node:http';
import { cookieSessionId, loadSession, rememberRequestSession, type Session } from '../auth/sessions';
import { LRUCache } from 'lru-cache';
import { loadViewer } from '../users/viewer';
import { MEMBER_HINT_COOKIE, memberKindOfHint } from '@/lib/personal/hint';
import { readCookie } from '../http/cookies';

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

/** Guest session ids, the least recently seen forgotten first. */
export class GuestIds {
  private readonly ids: LRUCache<string, true>;

  constructor(max = MAX_GUESTS) {
    this.ids = new LRUCache<string, true>({ max });
  }

  /** Whether the id is a known guest's (a hit counts as a use). */
  has(id: string): boolean {
    return this.ids.get(id) === true;
  }

  add(id: string): void {
    this.ids.set(id, true);
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

/**
 * Whether a member's pages are rendered for them instead of shared: staff (moderators and
 * administrators) see what visitors do not (deleted posts, hidden threads), and a member's own
 * profile is theirs (it shows them their hidden full name and e-mail). Every other member shares,
 * whatever their theme: the page's first script applies the theme the member hint names before the
 * first paint (lib/personal/script.ts). Read for each request (one small statement), except where
 * the member hint (lib/personal/hint.ts, kept in step by every `GET /api/personal`,
 * `GET /api/config` and settings save) says a plain member: it is believed only to share, which
 * shows nothing a visitor may not see, so a forged or stale hint costs its holder their own
 * rendering for one load, never anyone else's data. A promotion shows from the load after next.
 */
export async function renderedForMember(req: IncomingMessage, uid: number, page: { ownerSlug?: string } = {}): Promise<boolean> {
  if (page.ownerSlug === undefined && memberKindOfHint(readCookie(req, MEMBER_HINT_COOKIE)) === 'member') return false;
  const viewer = await loadViewer(uid, req);
  return viewer === null || viewer.isModerator || (page.ownerSlug !== undefined && viewer.userslug.toLowerCase() === page.ownerSlug);
}

/**
 * A request of the page cache's own for `url` as a visitor asks it (the request's headers without
 * its cookie and validators, no session), with a response that goes nowhere until it is read: the
 * shared page rendered for a member, the search page's shell.
 */
export function visitorRequest(req: IncomingMessage, url: string | undefined): { req: IncomingMessage; res: ServerResponse } {
  const own = new IncomingMessage(req.socket);
  own.method = 'GET';
  own.url = url;
  own.headers = { ...req.headers };
  delete own.headers.cookie;
  delete own.headers['if-none-match'];
  own.push(null);
  rememberRequestSession(own, null);
  return { req: own, res: new ServerResponse(own) };
}
