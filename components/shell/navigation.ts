import type { MessageKey } from '@/lib/i18n/catalogues';

/**
 * Sections of the header navigation. Only sections that exist are listed; each capability adds
 * its own entry when its pages land.
 */
interface NavSection {
  href: string;
  /** Its name in the `common` messages. */
  label: MessageKey<'common'>;
  /** Paths that highlight this section (prefix match). */
  match: string[];
}

export const NAV_SECTIONS: NavSection[] = [
  { href: '/discussions', label: 'nav.discussions', match: ['/discussions', '/posts', '/post'] },
  { href: '/events', label: 'nav.events', match: ['/events'] },
  { href: '/projects', label: 'nav.projects', match: ['/projects'] },
  { href: '/savedlist', label: 'nav.saved', match: ['/savedlist'] },
];

export function isActive(section: NavSection, pathname: string): boolean {
  return section.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Footer links that open dialogs through the URL hash (R2.2). */
export const HASH_LINKS: ReadonlyArray<{ hash: string; label: MessageKey<'common'> }> = [
  { hash: '#feedback', label: 'footer.feedback' },
  { hash: '#talktous', label: 'footer.talkToUs' },
  { hash: '#earlyaccess', label: 'footer.earlyAccess' },
];
