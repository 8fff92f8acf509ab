import { z } from 'zod';
import type { ThemeSetting } from './theme';

/**
 * What the document (pages/_document.tsx, server side) reads of a page's data. Kept apart from
 * theme.ts, which the browser loads on every page, so zod stays out of the pages' first load.
 */

/** The part of Next's page data the document reads: the session's configuration (`appConfig`). */
const pageData = z.object({
  props: z.object({
    pageProps: z.object({
      appConfig: z.object({ theme: z.enum(['system', 'light', 'dark']), csrf_token: z.string().optional() }),
    }),
  }),
});

/**
 * The theme the server knows for this page from its data (`__NEXT_DATA__`): the session's theme
 * setting ('system' for visitors), or null when the page was rendered without a session (static
 * error pages), where the device's remembered choice applies.
 */
export function renderedTheme(nextData: unknown): ThemeSetting | null {
  const parsed = pageData.safeParse(nextData);
  return parsed.success ? parsed.data.props.pageProps.appConfig.theme : null;
}

/**
 * Whether the page was rendered with page data but without a session (no csrf token): a visitor's
 * page, also served to members on the shared routes (server/cache/routes.ts).
 */
export function renderedWithoutSession(nextData: unknown): boolean {
  const parsed = pageData.safeParse(nextData);
  return parsed.success && !parsed.data.props.pageProps.appConfig.csrf_token;
}
