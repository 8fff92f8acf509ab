import type { ErrorIssue } from '@/lib/errors/validation';
import type { UserSettings } from './types';

/**
 * A member's full name as another viewer sees it: shown when their `showfullname` setting allows
 * it (the default) or to the member and administrators (`privileged`); else ''.
 */
export function visibleFullname(
  fullname: string,
  settings: Pick<UserSettings, 'showfullname'> | undefined,
  privileged = false,
): string {
  return privileged || (settings?.showfullname ?? true) ? fullname : '';
}

/** Names shorter than this are only refused as the whole password, not as a part of it. */
const NAME_PART_MIN = 3;

/**
 * A password must not be, nor contain, the member's username or the name part of their e-mail
 * address (hardening 4), compared without case. The server also refuses common passwords
 * (server/auth/passwordPolicy.ts), which needs the list the browser does not download.
 */
export function passwordIssue(password: string, owner: { username: string; email: string }): ErrorIssue | null {
  const lower = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const names = [owner.username.trim().toLowerCase(), email, email.split('@')[0] ?? ''].filter(Boolean);
  const hit = names.some((name) => lower === name || (name.length >= NAME_PART_MIN && lower.includes(name)));
  return hit ? { key: 'password-contains-name', args: [] } : null;
}
