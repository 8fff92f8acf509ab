import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LanguageProvider } from '@/components/i18n/LanguageProvider';
import { NAMESPACES } from '@/lib/i18n/catalogues';
import { pageMessages } from '@/server/i18n/catalogues';
import { setSessionHooks } from '@/services/http';
import type { ClientConfig } from '@/services/session';
import { makeStore, type AppStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { keepForCleanup } from './stores';

/**
 * Renders with a real store (fresh per test), started from a configuration as the server would
 * render it, and with the axios layer reading that store's csrf token; in English, with the
 * messages a page carries. `seed` fills the store before the first render, as a server-rendered
 * page's seed does, so that the page does not ask for what it was given.
 */
export function renderWithStore(
  ui: ReactElement,
  { config, seed, ...options }: { config?: ClientConfig; seed?: (store: AppStore) => void } & RenderOptions = {},
) {
  const store = keepForCleanup(makeStore());
  if (config) store.dispatch(loadConfig.fulfilled(config, 'test'));
  seed?.(store);
  const release = setSessionHooks({
    csrfToken: () => store.getState().config.data?.csrf_token,
    completeRegistration: async () => false,
  });
  // A wrapper, so that `rerender` keeps the store and the language.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <InEnglish>{children}</InEnglish>
    </Provider>
  );
  const view = render(ui, { wrapper, ...options });
  return { ...view, store, release };
}

/** The page's language as `_app` provides it: English, with every namespace's messages. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider locale="en" messages={pageMessages('en', NAMESPACES)}>
      {children}
    </LanguageProvider>
  );
}
