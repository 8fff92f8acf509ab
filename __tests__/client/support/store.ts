import type { ClientConfig } from '@/lib/session/types';
import { setSessionHooks } from '@/services/http';
import { makeStore, type AppStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { keepForCleanup } from './stores';

/**
 * A fresh store for a slice test, wired to the one HTTP instance as the app wires it (the CSRF
 * token from the loaded configuration; no consent step): with `config`, that configuration is
 * loaded first. The HTTP hooks are released after each test of the file that imports this.
 */

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

export function sliceStore(config?: ClientConfig): AppStore {
  const store = keepForCleanup(makeStore());
  if (config) store.dispatch(loadConfig.fulfilled(config, 'test'));
  releases.push(setSessionHooks({ csrfToken: () => store.getState().config.data?.csrf_token, completeRegistration: async () => false }));
  return store;
}
