/**
 * Sections of the header navigation. Only sections that exist are listed; each capability adds
 * its own entry when its pages land.
 */
interface NavSection {
  href: string;
  label: string;
  /** Paths that highlight this section (prefix match). */
  match: string[];
}

export const NAV_SECTIONS: NavSection[] = [
  { href: '/discussions', label: 'Discussions', match: ['/discussions', '/posts', '/post'] },
  { href: '/events', label: 'Events', match: ['/events'] },
  { href: '/projects', label: 'Projects', match: ['/projects'] },
  { href: '/savedlist', label: 'Saved', match: ['/savedlist'] },
];

export function isActive(section: NavSection, pathname: string): boolean {
  return section.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Footer links that open dialogs through the URL hash (R2.2). */
export const HASH_LINKS = [
  { hash: '#feedback', label: 'Feedback' },
  { hash: '#talktous', label: 'Talk to us' },
  { hash: '#earlyaccess', label: 'Early access' },
] as const;
