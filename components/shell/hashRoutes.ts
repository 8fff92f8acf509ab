import type { ModalRequest } from '@/store/modals/slice';

/**
 * The URL-hash dialog router's rules (R2.2), on any page, on first load and on hash change:
 * `#feedback`, `#earlyaccess`, `#talktous` open their dialogs; `#invite` opens the invite dialog,
 * or login first (then invite) for a visitor; `#login` opens login only for a visitor; `#join`
 * opens login with the join flag for a visitor; `#report` opens the report dialog for what the page
 * names (lib/review/subject.ts), or login first for a visitor. Anything else opens nothing.
 */
type DialogRequest = ModalRequest;

export function dialogForHash(hash: string, loggedIn: boolean): DialogRequest | null {
  const key = hash.replace(/^#/, '').trim().toLowerCase();
  switch (key) {
    case 'feedback':
      return { name: 'feedback' };
    case 'earlyaccess':
      return { name: 'earlyaccess' };
    case 'talktous':
      return { name: 'talktous' };
    case 'invite':
      return loggedIn ? { name: 'invite' } : { name: 'login', props: { from: 'invite', then: 'invite' } };
    case 'login':
      return loggedIn ? null : { name: 'login' };
    case 'report':
      return loggedIn ? { name: 'report' } : { name: 'login', props: { from: 'report', then: 'report' } };
    case 'join':
      return loggedIn ? null : { name: 'login', props: { join: true, from: 'join' } };
    default:
      return null;
  }
}
