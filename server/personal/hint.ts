import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEMBER_HINT_COOKIE, memberHintValue } from '@/lib/personal/hint';
import type { ClientConfig } from '@/lib/session/types';
import { readCookie, setScriptCookie } from '../http/cookies';
import { MEMBER_TTL_SECONDS, startSession, type Session } from '../auth/sessions';
import { clientConfig } from '../users/service';
import type { Viewer } from '../users/viewer';
import { keepLanguageCookie } from '../i18n/setting';


/**
 * Keeps the member hint (lib/personal/hint.ts) in step with the session: the member's kind and
 * theme, or no hint for a visitor. Sent only when it changes; a settings save sends it too
 * (server/users/api.ts), so a new theme shows on the next load.
 */
export function keepMemberHint(req: IncomingMessage, res: ServerResponse, viewer: Viewer | null): void {
  const current = readCookie(req, MEMBER_HINT_COOKIE);
  if (!viewer) {
    if (current !== undefined) setScriptCookie(res, MEMBER_HINT_COOKIE, '', 0);
    return;
  }
  const wanted = memberHintValue(viewer.isModerator ? 'staff' : 'member', viewer.theme);
  // As long as a member's session lives.
  if (current !== wanted) setScriptCookie(res, MEMBER_HINT_COOKIE, wanted, MEMBER_TTL_SECONDS);
}

/** Logout: no hint. */
export function clearMemberHint(res: ServerResponse): void {
  setScriptCookie(res, MEMBER_HINT_COOKIE, '', 0);
}

/**
 * The session's configuration as `GET /api/config` and `GET /api/personal` answer it: a visitor's
 * session starts here, and the member hint and a member's language (server/i18n/setting.ts) follow the session.
 */
export async function sessionConfig(req: IncomingMessage, res: ServerResponse, session: Session | null, viewer: Viewer | null): Promise<ClientConfig> {
  const live = session ?? (await startSession(res, null));
  keepMemberHint(req, res, viewer);
  if (viewer) keepLanguageCookie(req, res, viewer.language);
  return clientConfig(live, viewer);
}
