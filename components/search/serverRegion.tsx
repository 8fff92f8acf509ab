import type { RouterContext as SharedRouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { LanguageProvider } from '@/components/i18n';
import { SiteOriginProvider } from '@/components/ui';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { RenderClock } from '@/lib/react/renderClock';
import type { SearchPageRenderer, SearchRouterView } from '@/lib/search/shellRenderer';
import type { PageSeed } from '@/lib/ssr/seed';
import type { ClientConfig } from '@/services/session';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { useServerSeed } from '@/store/serverSeed';
import { SearchResults } from './SearchResults';

/**
 * The search page's results region rendered on its own, for the custom server to splice into the
 * page's stored shell (server/cache/searchShell.ts): `SearchResults` under the same providers
 * `_app` gives it (the store started from the configuration and the page's seed, the language and
 * its messages, the site's origin, the render's clock) and a router as Next's server render has
 * it. Only the server calls this (pages/search.tsx hands it to the page's loader).
 */

interface SearchPageProps {
  appConfig?: ClientConfig;
  messages?: PageMessages;
  origin?: unknown;
  renderedAt?: number;
  seed?: PageSeed;
}

// Next's server bundle gives `next/router` the router context module of its pages runtime (a copy
// of the shared one that webpack swaps in for Next's own imports), so the region provides that copy.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module has no types of its own
const { RouterContext } = require('next/dist/server/route-modules/pages/vendored/contexts/router-context') as { RouterContext: typeof SharedRouterContext };

function refuse(): never {
  throw new Error('the search region is rendered on the server only: it has no router to navigate with');
}

/** Next's server router (its `ServerRouter`): the address's parts, and no navigation. */
function serverRouter({ locale, query, asPath }: SearchRouterView): NextRouter {
  const router = {
    route: '/search',
    pathname: '/search',
    query,
    asPath,
    isFallback: false,
    basePath: '',
    locale,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    isReady: true,
    domainLocales: undefined,
    isPreview: false,
    isLocaleDomain: false,
    push: refuse,
    replace: refuse,
    reload: refuse,
    back: refuse,
    forward: refuse,
    prefetch: refuse,
    beforePopState: refuse,
    events: { on: refuse, off: refuse, emit: refuse },
  };
  return router as unknown as NextRouter; // the fields Next's ServerRouter has; events are the client's
}

/** As the page: its seed applied in the first render, then the results. */
function Seeded({ seed }: { seed: PageSeed | undefined }) {
  useServerSeed(seed);
  return <SearchResults />;
}

export const searchRegionRenderer: Pick<SearchPageRenderer, 'region' | 'escape'> = {
  region(pageProps, router) {
    const props = pageProps as SearchPageProps;
    const store = makeStore();
    if (props.appConfig) store.dispatch(loadConfig.fulfilled(props.appConfig, 'ssr'));
    return renderToString(
      <RouterContext.Provider value={serverRouter(router)}>
        <Provider store={store}>
          <LanguageProvider locale={router.locale} messages={props.messages}>
            <SiteOriginProvider origin={typeof props.origin === 'string' ? props.origin : ''}>
              <RenderClock renderedAt={props.renderedAt}>
                <Seeded seed={props.seed} />
              </RenderClock>
            </SiteOriginProvider>
          </LanguageProvider>
        </Provider>
      </RouterContext.Provider>,
    );
  },
  escape: (text) => renderToStaticMarkup(<>{text}</>),
};
