import { colorSchemeMeta, THEME_STORAGE_KEY } from '@/lib/session/theme';
import type { UserSettings } from '@/services/users';

/**
 * The member's theme setting on <html data-theme>: 'light' or 'dark' override the system
 * colour scheme (styles/globals.scss); 'system' removes the attribute so the system decides.
 * The server renders the session's choice (pages/_document.tsx); the device also remembers it for
 * the pages rendered without a session.
 */
export function applyTheme(theme: UserSettings['theme'], root: HTMLElement = document.documentElement): void {
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
  root.ownerDocument.querySelector('meta[name="color-scheme"]')?.setAttribute('content', colorSchemeMeta(theme));
  try {
    if (theme === 'light' || theme === 'dark') localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this page.
  }
}
