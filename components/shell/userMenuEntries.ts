import type { KeyboardEvent } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogues';

/** The menu's pages (by the member's slug) and its actions, in order. */
type MenuEntry = { label: MessageKey<'common'> } & ({ href: (userslug: string) => string } | { action: 'invite' | 'credits' | 'logOut' });
export const ENTRIES: MenuEntry[] = [
  { label: 'userMenu.profile', href: (slug) => `/user/${slug}` },
  { label: 'userMenu.settings', href: (slug) => `/user/${slug}/settings` },
  { label: 'userMenu.audioQueue', href: () => '/audioqueue' },
  { label: 'userMenu.invite', action: 'invite' },
  { label: 'userMenu.credits', action: 'credits' },
  { label: 'userMenu.logOut', action: 'logOut' },
];

/** The open menu's keys: arrows move through the items (wrapping), Escape closes it back to its button, Tab closes it. */
export function menuKeyDown(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null, setOpen: (open: boolean) => void, button: HTMLElement | null) {
  const items = Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const index = items.findIndex((item) => item === document.activeElement);
  if (event.key === 'Escape') {
    event.preventDefault();
    setOpen(false);
    button?.focus();
  } else if (event.key === 'ArrowDown') {
    event.preventDefault();
    items[(index + 1) % items.length]?.focus();
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    items[(index - 1 + items.length) % items.length]?.focus();
  } else if (event.key === 'Tab') {
    setOpen(false);
  }
}
