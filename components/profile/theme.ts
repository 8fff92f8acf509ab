import type { UserSettings } from '@/services/users';

/**
 * The member's theme setting on <html data-theme>: 'light' or 'dark' override the system
 * colour scheme (styles/globals.scss); 'system' removes the attribute so the system decides.
 * The choice is remembered on the device so pages/_document applies it before the first paint.
 */
const THEME_STORAGE_KEY = 'community.theme';

export function applyTheme(theme: UserSettings['theme'], root: HTMLElement = document.documentElement): void {
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
  try {
    if (theme === 'light' || theme === 'dark') localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this page.
  }
}
