import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { LanguageProvider } from '@/components/i18n';
import { AppShell } from '@/components/shell/AppShell';
import { memberAreaReady, preloadMemberArea } from '@/components/shell/LazyMemberArea';
import { PwaMount } from '@/components/pwa';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { hydrateInSlices, hydrationCommitted } from '@/lib/react/hydrateInSlices';
import { RenderClock } from '@/lib/react/renderClock';
import { SiteOriginProvider } from '@/components/ui';
import type { ClientConfig } from '@/services/session';
import { makeStore, startApp } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { followPageData, startPersonalLayer } from '@/store/personal';
import '@/styles/globals.scss';

// Next's first render hydrates in slices; Next loads _app before it calls hydrateRoot.
if (typeof window !== 'undefined') hydrateInSlices();

type PageProps = { appConfig?: ClientConfig; origin?: unknown; renderedAt?: number; messages?: PageMessages } & Record<string, unknown>;

/**
 * The application shell: one store per browser session (and per SSR request), started from the
 * configuration the server rendered with; the shell hosts header, dialogs, the hash router,
 * toasts and the audio player's mount point; every page is in its address's language (issue 34).
 */
export default function App({ Component, pageProps }: AppProps<PageProps>) {
  const { locale } = useRouter();
  const [store] = useState(() => {
    const s = makeStore();
    if (pageProps.appConfig) s.dispatch(loadConfig.fulfilled(pageProps.appConfig, 'ssr'));
    preloadMemberArea(pageProps.appConfig);
    return s;
  });

  // A client-side navigation brings the server's view of the session again, or a shared page's
  // data whose member state comes with its personal layer (store/personal.ts); before the new page
  // paints. (The first page's is the store's start, which its personal layer may replace.)
  const seenProps = useRef(pageProps);
  useLayoutEffect(() => {
    if (pageProps === seenProps.current) return;
    seenProps.current = pageProps;
    store.dispatch(followPageData(pageProps));
  }, [pageProps, store]);

  // A shared page's personal layer replaces the visitor's state before the hydrated page paints.
  const personal = useRef<Promise<unknown> | null>(null);
  useLayoutEffect(() => {
    personal.current = store.dispatch(startPersonalLayer(memberAreaReady));
  }, [store]);
  useEffect(() => store.dispatch(startApp({ personal: personal.current })), [store]);
  useEffect(hydrationCommitted, []);

  return (
    <Provider store={store}>
      <LanguageProvider locale={locale} messages={pageProps.messages}>
        <SiteOriginProvider origin={typeof pageProps.origin === 'string' ? pageProps.origin : ''}>
          <RenderClock renderedAt={pageProps.renderedAt}>
            <AppShell bare={(Component as { bare?: boolean }).bare === true}>
              <Component {...pageProps} />
            </AppShell>
            <PwaMount />
          </RenderClock>
        </SiteOriginProvider>
      </LanguageProvider>
    </Provider>
  );
}
