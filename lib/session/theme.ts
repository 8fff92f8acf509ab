/**
 * The colour theme a page is rendered with. A member's theme setting ('light' or 'dark') is on
 * `<html data-theme>` before the first paint on any device: written by the server into a page
 * rendered for the member (pages/_document.tsx), set by the first script of a shared page from the
 * member hint (lib/personal/script.ts); 'system' (every visitor, and members who follow the system)
 * leaves the attribute out and the CSS follows `prefers-color-scheme` (styles/globals.scss).
 */
export type ThemeSetting = 'system' | 'light' | 'dark';

/** The device remembers the member's last choice here, for pages rendered without a session. */
export const THEME_STORAGE_KEY = 'community.theme';

/** `data-theme` for a setting: the attribute only for an explicit choice. */
export function themeAttribute(theme: ThemeSetting | null): 'light' | 'dark' | undefined {
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

/** The `color-scheme` meta value: what the browser may use before the style sheet arrives. */
export function colorSchemeMeta(theme: ThemeSetting | null): string {
  return themeAttribute(theme) ?? 'light dark';
}

/**
 * For a page rendered without a session only: applies the device's remembered choice before the
 * first paint. Pages that know the session never carry it (the server already decided).
 */
export const REMEMBERED_THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t;}catch(e){}`;
