import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localizedPath, splitLocalePath } from '@/lib/i18n/locales';
import { chosenLocale } from '@/lib/i18n/negotiate';
import { addVary } from '../cache/respond';
import { readCookie } from '../http/cookies';
import { rememberLanguage } from './setting';

/**
 * The reader's language, before the page cache and Next (issue 34). A page's address names its
 * language (lib/i18n/locales.ts); this only sends a reader to another address:
 * - `?lang=es` on any page: the choice is remembered (the `lang` cookie) and the reader goes to
 *   the page's Spanish address (the language menu's way without scripts, and the tests' and the
 *   mocked-API mode's);
 * - `/en/…`, Next's other spelling of an English address: to the bare address (308);
 * - a bare (English) address for a reader whose choice (the cookie, else `Accept-Language`) is
 *   another language: to that language's address (307, never stored by a cache). A reader who
 *   follows a link to a prefixed address gets the language the link names.
 * For page addresses (server/http/front.ts decides); answers true when it has answered.
 */
export function answerLanguageRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const { locale, path, prefixed } = splitLocalePath(pathname);
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const asked = params.get('lang');
  if (asked !== null) {
    params.delete('lang');
    const target = isLocale(asked) ? asked : locale;
    if (isLocale(asked)) rememberLanguage(res, asked);
    return redirect(res, 307, localizedPath(path, target), params);
  }
  if (prefixed && locale === DEFAULT_LOCALE) return redirect(res, 308, path, params);
  if (prefixed) return false;
  const chosen = chosenLocale({ cookie: readCookie(req, LOCALE_COOKIE), acceptLanguage: req.headers['accept-language'] });
  if (chosen === null || chosen === DEFAULT_LOCALE) return false;
  addVary(res, 'Cookie', 'Accept-Language');
  return redirect(res, 307, localizedPath(path, chosen), params);
}

function redirect(res: ServerResponse, status: 307 | 308, path: string, params: URLSearchParams): true {
  const query = params.toString();
  res.statusCode = status;
  res.setHeader('Location', query ? `${path}?${query}` : path);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end();
  return true;
}
