import { renderedTheme, renderedWithoutSession } from '@/lib/session/renderedTheme';
import { colorSchemeMeta, themeAttribute } from '@/lib/session/theme';

const page = (appConfig: unknown) => ({ props: { pageProps: { appConfig } }, page: '/discussions', query: {} });

describe('the theme the server renders (pages/_document.tsx)', () => {
  it("a member's choice from the session's configuration becomes data-theme and the color-scheme meta", () => {
    expect(renderedTheme(page({ loggedIn: true, theme: 'dark' }))).toBe('dark');
    expect(themeAttribute('dark')).toBe('dark');
    expect(colorSchemeMeta('dark')).toBe('dark');
    expect(renderedTheme(page({ loggedIn: true, theme: 'light' }))).toBe('light');
    expect(colorSchemeMeta('light')).toBe('light');
  });

  it('visitors and members following the system get no data-theme: CSS follows prefers-color-scheme', () => {
    expect(renderedTheme(page({ loggedIn: false, theme: 'system' }))).toBe('system');
    expect(themeAttribute('system')).toBeUndefined();
    expect(colorSchemeMeta('system')).toBe('light dark');
  });

  it('a page rendered without a session (static error pages) is left to the remembered choice', () => {
    expect(renderedTheme({ props: { pageProps: {} } })).toBeNull();
    expect(renderedTheme(undefined)).toBeNull();
    expect(renderedTheme(page({ theme: 'purple' }))).toBeNull();
    expect(themeAttribute(null)).toBeUndefined();
    expect(colorSchemeMeta(null)).toBe('light dark');
  });
});

describe('Issue 33 pages rendered without a session carry the personal script (pages/_document.tsx)', () => {
  it('a page rendered for a visitor (no csrf token) is one; a member’s render and the static error pages are not', () => {
    expect(renderedWithoutSession(page({ loggedIn: false, theme: 'system', csrf_token: '' }))).toBe(true);
    expect(renderedWithoutSession(page({ loggedIn: true, theme: 'dark', csrf_token: 'token' }))).toBe(false);
    expect(renderedWithoutSession({ props: { pageProps: {} } })).toBe(false);
  });
});
