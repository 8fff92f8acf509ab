import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { CONFIG_REFRESH_MS } from '@/lib/constants';
import { afterLoadIdle } from '@/lib/idle';
import { setSessionHooks } from '@/services/http';
import { silenceConsole } from '@/services/monitoring';
import { configReducer, loadConfig } from './config/slice';
import { createThunkExtra, type ThunkExtra } from './extra';
import { cacheReducer } from './feed/cache';
import { loginReducer } from './login/slice';
import { modalsReducer, showModal } from './modals/slice';
import { createAppListeners } from './listeners';
import { connectRealtime, realtimeReducer } from './realtime/connection';
import { toastsReducer } from './toasts/slice';
import { viewsReducer } from './views/slice';

/**
 * The store factory: a fresh store per SSR request and per test (never a module singleton).
 *
 * The root reducer holds what the shell and every page need (configuration, login, dialogs,
 * toasts, the shared cache, realtime, views). A feature whose pages only some visits open adds its slice to `LazyLoadedSlices` and
 * injects itself (`slice.injectInto(rootReducer)`) in its own module, so its reducer, thunks and
 * services load with its pages, not with every page (docs/features/what-the-browser-loads.md);
 * its listeners start with `useStoreFeature` (store/features.ts).
 */

// Filled by `declare module` in each injected slice's module (e.g. store/projects/slice.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the interface exists to be augmented
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  config: configReducer,
  login: loginReducer,
  modals: modalsReducer,
  toasts: toastsReducer,
  cache: cacheReducer,
  realtime: realtimeReducer,
  views: viewsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const extra = createThunkExtra();
  // Session and feature side effects (store/listeners.ts).
  const listeners = createAppListeners();
  extra.startListening = listeners.startListening.withTypes<RootState, AppDispatch>();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
  return Object.assign(store, { extra });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/**
 * Connects a browser store to the axios layer (csrf token, consent step), loads the
 * configuration, refreshes it every 15 minutes (R4.17, R9.1) and opens the realtime connection
 * once the page has loaded and the browser is idle.
 * Answers the function that undoes all of it.
 */
export const startApp =
  ({ realtime = true, personal = null }: { realtime?: boolean; personal?: Promise<unknown> | null } = {}): AppThunk<() => void> =>
  (dispatch, getState, extra) => {
    silenceConsole(process.env.NODE_ENV === 'production');
    // A page rendered without a session carries no token: its personal layer brings the session
    // (`personal`, store/personal.ts), else the app asks GET /api/config now (which starts one),
    // since page views and every write need it. A write made before the answer arrives (a quick
    // visitor signing in) waits for it instead of failing.
    const ready: Promise<unknown> = getState().config.data?.csrf_token ? Promise.resolve() : (personal ?? dispatch(loadConfig()));
    const releaseHooks = setSessionHooks({
      csrfToken: () => getState().config.data?.csrf_token,
      configReady: () => ready,
      completeRegistration: () =>
        new Promise<boolean>((resolve) => {
          extra.consent.pending.push(resolve);
          // The dialog that was open comes back once consent is given.
          const open = getState().modals.name;
          dispatch(showModal({ name: 'consent', props: open && open !== 'consent' ? { then: open } : {} }));
        }),
    });
    let disconnect: (() => void) | null = null;
    let cancelIdle: (() => void) | null = null;
    let stopped = false;
    // The realtime connection (and the code of its client) waits until the page has loaded and the
    // browser is idle: it is never part of what the first render has to wait for.
    void ready.then(() => {
      if (stopped || !realtime) return;
      cancelIdle = afterLoadIdle(() => {
        if (!stopped) disconnect = dispatch(connectRealtime());
      });
    });
    extra.timers.configRefresh = setInterval(() => void dispatch(loadConfig()), CONFIG_REFRESH_MS);
    return () => {
      stopped = true;
      cancelIdle?.();
      if (extra.timers.configRefresh) clearInterval(extra.timers.configRefresh);
      extra.timers.configRefresh = null;
      disconnect?.();
      releaseHooks();
    };
  };
