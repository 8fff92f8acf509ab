import type { Page } from 'playwright-core';

/**
 * React's hydration errors as the production build reports them (minified: #418 text, #423
 * recoverable root error, #425 text content; the development build's own words), in the console
 * or as an uncaught page error. The server-rendered HTML and the first render in the browser must
 * be identical on every page (R1.16): a page that reports one of these re-rendered on the client.
 * A message missing from the page's namespaces is watched the same way (components/i18n
 * LanguageProvider): the page would show its id, in every language. So is anything the page's
 * Content-Security-Policy refuses (an inline script without the nonce: React's script that moves
 * a part of the page sent out of place, server/ssr/wholePages.ts): what it was for never happens.
 */
const HYDRATION_ERROR = /\[i18n\] missing message|Refused to (execute|load|apply|connect|frame)|violates the following Content Security Policy|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b|Hydration failed|did not match|Text content does not match/i;

/** Collects the hydration errors a page reports from now on; `take()` answers them and starts over. */
export function watchHydration(page: Page): { take: () => string[] } {
  let seen: string[] = [];
  const note = (text: string) => {
    if (HYDRATION_ERROR.test(text)) seen.push(text.split('\n')[0]!.slice(0, 300));
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(`${error.message}`));
  return {
    take: () => {
      const answer = seen;
      seen = [];
      return answer;
    },
  };
}
