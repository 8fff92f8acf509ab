import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick } from '@/components/ui';

type SearchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Another search's address (lib/search/address.ts searchPath). */
  href: string;
  /** Scroll to the top after loading (false: stay where the reader is, as for a filter). */
  scroll?: boolean;
};

/**
 * A link from the search page to another search (a facet, a sort, a page, Clear filters): an
 * anchor that works without JavaScript; a plain click loads that search in place (a shallow push,
 * as next/link's `shallow`), a click for a new tab is the browser's. Not next/link: its addresses
 * are the page's own, already made by searchPath, and next/link resolves each one again as it
 * renders (about 40 links a page, a fifth of the page's rendering on the server).
 */
export function SearchLink({ href, scroll, onClick, ...rest }: SearchLinkProps) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void router.push(href, undefined, scroll === false ? { shallow: true, scroll: false } : { shallow: true });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
