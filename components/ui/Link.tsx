import { useRouter } from 'next/compat/router';
import type { ComponentProps, MouseEvent } from 'react';
import { localeOr, localizedPath } from '@/lib/i18n/locales';
import { isPlainClick } from './plainClick';

export type LinkProps = ComponentProps<'a'> & {
  /** A path on the site (`/posts/1/slug`, in no language: the page's own is added) or an address elsewhere. */
  href: string;
  /** Whether the page scrolls to its top after the navigation (default true). */
  scroll?: boolean;
  /** Whether the navigation only changes the address (Next's shallow routing: no new page data). */
  shallow?: boolean;
};

/** A path on this site, which Next's router opens in the page; anything else the browser opens. */
const onSite = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click the browser keeps: not a plain one (a new tab, a download), or on a link with a target or `download`. */
function browserKeeps(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return event.defaultPrevented || !isPlainClick(event) || (target !== null && target !== '_self') || link.hasAttribute('download');
}

/**
 * Every link of the app: an `<a>` at the page's language's address whose click Next's router
 * follows in the page (the next page's code and data load, the shell stays). The linked page's
 * code loads when the reader shows the intent to follow it (the pointer over it, a touch on it),
 * never because it scrolled into view (docs/DECISIONS.md "Links load their page's code on
 * intent"). It takes the place of next/link, whose viewport prefetching, domain locales and
 * legacy forms no page uses (docs/DECISIONS.md "The app's own Link").
 */
export function Link({ href, scroll = true, shallow, onClick, onMouseEnter, onTouchStart, ...rest }: LinkProps) {
  // Next's pages router, or null outside Next's pages (a component test), where the link is a plain
  // one. (next/compat/router, not next/router, whose hook throws there. Its context, imported from
  // Next's files directly, is another object on the server than the one Next renders with.) The
  // router's language is the page's (its address's), the one LanguageProvider gives the texts.
  const router = useRouter();
  const locale = localeOr(router?.locale);
  const local = onSite(href);
  const prefetch = () => {
    // The router fetches a page's code in production builds only (and never for a search engine's crawler).
    if (router && local) router.prefetch(href).catch(() => undefined);
  };
  return (
    <a
      {...rest}
      href={local ? localizedPath(href, locale) : href}
      onClick={(event) => {
        onClick?.(event);
        if (!router || !local || browserKeeps(event)) return;
        event.preventDefault();
        void router.push(href, undefined, { scroll, shallow });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
