import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setSessionHooks } from '@/services/http';
import type { ClientConfig } from '@/services/session';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { keepForCleanup } from './stores';

/**
 * Renders with a real store (fresh per test), started from a configuration as the server would
 * render it, and with the axios layer reading that store's csrf token.
 */
export function renderWithStore(ui: ReactElement, { config, ...options }: { config?: ClientConfig } & RenderOptions = {}) {
  const store = keepForCleanup(makeStore());
  if (config) store.dispatch(loadConfig.fulfilled(config, 'test'));
  const release = setSessionHooks({
    csrfToken: () => store.getState().config.data?.csrf_token,
    completeRegistration: async () => false,
  });
  const view = render(<Provider store={store}>{ui}</Provider>, options);
  return { ...view, store, release };
}
