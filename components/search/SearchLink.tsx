import { Link, type LinkProps } from '@/components/ui/Link';

/**
 * A link from the search page to another search (a facet, a sort, a page, Clear filters;
 * lib/search/address.ts searchPath makes its address): a plain click loads that search in place, a
 * shallow push that keeps the page and asks only for the new results; `scroll={false}` keeps the
 * reader where they are, as for a filter.
 */
export function SearchLink(props: Omit<LinkProps, 'shallow'>) {
  return <Link {...props} shallow />;
}
