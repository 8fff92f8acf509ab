import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every link of the app: next/link, whose linked page's code loads when the reader shows the
 * intent to follow it (the pointer over it, a touch on it: next/link does that whatever the
 * `prefetch` prop says), never because it scrolled into view. A page whose links are in view
 * would otherwise fetch the code of every page it links to once idle, 30–50 KB a visitor mostly
 * never uses (docs/DECISIONS.md "Links load their page's code on intent").
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
