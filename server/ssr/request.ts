import type { GetServerSidePropsContext } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { loginRedirect as loginRedirectTo } from '@/lib/session/page';
import { pageSeed } from '@/lib/ssr/page';
import { AppError } from '../http/errors';
import { errorTextsIn } from '../i18n/errors';
import { publicOrigin } from '../http/origin';

/** Helpers the page loaders share: the site's origin, the login redirect, the page seed, a read failure. */

/**
 * The site's origin for canonical, OpenGraph and JSON-LD addresses: PUBLIC_URL (or the development
 * address), never the request's Host or X-Forwarded-Proto (hardening 15, server/http/origin.ts).
 */
export function siteOrigin(): string {
  return publicOrigin();
}

/** Visitors of a members-only page sign in first and come back to it. */
export function loginRedirect(ctx: GetServerSidePropsContext) {
  return loginRedirectTo(ctx.resolvedUrl);
}

/** A page seed with a fresh id (one per server render), as plain JSON (lib/ssr/page.ts, shared with the mocked loaders). */
export { pageSeed };

/**
 * A read failure's HTTP status and text in the page's language: catalogue errors carry their
 * status and key; anything else is a 500 the loader reports (`expected` false).
 */
export function readFailure(err: unknown, locale: Locale): { code: number; message: string; expected: boolean } {
  const texts = errorTextsIn(locale);
  if (err instanceof AppError && err.status >= 400 && err.status < 600) {
    return { code: err.status, message: texts.translateMessage(err.message), expected: err.status < 500 };
  }
  return { code: 500, message: texts.errorText('internal-error'), expected: false };
}
