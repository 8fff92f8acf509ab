import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import type { NEXT_DATA } from 'next/dist/shared/lib/utils';
import { localeOr } from '@/lib/i18n/locales';
import { addressWithDays, hasSearchTerm, searchParamsOf, searchQueryFromUrl } from '@/lib/search/address';
import { globalSearchQuery } from '@/lib/search/schemas';
import { registerSearchPageRenderer, type SearchPageRenderer } from '@/lib/search/shellRenderer';
import { shownResponse } from '@/lib/search/shown';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { countEveryServing } from '../cache/servings';
import { translator } from '../i18n/catalogues';
import { AppError } from '../http/errors';
import { noteSearch } from '../search/global/log';
import { searchEverything } from '../search/global/service';
import { withAppConfig, type SsrContext } from './appState';
import { errorTextsIn } from '../i18n/errors';
import { takeMessagesToFiles } from './messageFiles';
import { pageSeed } from './request';

/**
 * `/search` (R1.5, R5.4): the search the address asks for, read for the viewer through the global
 * search the API uses, so the results are HTML without JavaScript and the browser store starts
 * from the seed (the answer with each document cut to what the page shows, lib/search/shown.ts). An address without a term asks nothing (the page shows the missing-term state).
 * A failure is the seed's failure (the page shows it with Retry). Reads only. The date range
 * form's days (sent without JavaScript, R5.6) redirect to the same search with unix seconds.
 */
export async function loadSearchPage(
  ctx: GetServerSidePropsContext,
  { viewer }: SsrContext,
): Promise<{ props: SeededPageProps } | { redirect: { destination: string; permanent: false } }> {
  const withDays = addressWithDays(ctx.query);
  if (withDays !== null) return { redirect: { destination: withDays, permanent: false } };
  const query = searchQueryFromUrl(ctx.query);
  if (!hasSearchTerm(query)) return { props: { seed: pageSeed({ search: { query, response: null } }) } };
  try {
    // The request's values as the address writes them (the API's schema reads query strings).
    // The page is stored and served again (server/cache/routes.ts): each serving counts the search.
    const logged = (term: string, found: number) => countEveryServing(ctx.req, () => noteSearch(term, found));
    const response = await searchEverything(globalSearchQuery.parse(Object.fromEntries(searchParamsOf(query))), viewer, logged);
    return { props: { seed: pageSeed({ search: { query, response: shownResponse(response) } }) } };
  } catch (err) {
    if (err instanceof AppError && err.status >= 400 && err.status < 500) {
      ctx.res.statusCode = err.status;
      return { props: { seed: pageSeed({ search: { query, response: null, failure: { code: err.status, message: errorTextsIn(localeOr(ctx.locale)).translateMessage(err.message) } } }) } };
    }
    console.error('[search] the search failed on the server:', err);
    return { props: { seed: pageSeed({ search: { query, response: null, failure: { code: 500, message: translator(localeOr(ctx.locale), 'search')('failed.server') } } }) } };
  }
}

/**
 * The search page's `getServerSideProps`, and the renderer the custom server splices a search
 * into the page's stored shell with (server/cache/searchShell.ts): the same loader, the page's
 * results region as the page (pages/search.tsx) renders it, which it hands over, and the page's
 * data as the document writes it.
 */
export function searchPageProps(region: Pick<SearchPageRenderer, 'region' | 'escape'>): GetServerSideProps<Record<string, unknown>> {
  const props = withAppConfig(loadSearchPage, { messages: ['search'] });
  const pageData = (nextData: Record<string, unknown>) => {
    // As pages/_document.tsx and Next's NextScript write it (the same files for every search in a language).
    takeMessagesToFiles(nextData as unknown as NEXT_DATA);
    return htmlEscapeJsonString(JSON.stringify(nextData));
  };
  registerSearchPageRenderer({ props, ...region, pageData });
  return props;
}
