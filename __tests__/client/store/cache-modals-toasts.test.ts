import { makeStore, startApp } from '@/store';
import { eventsCached, postPatched, postsCached, selectEvent, selectPost } from '@/store/feed/cache';
import { buildPost } from '@/mocks/factories/posts';
import { buildEvent } from '@/mocks/factories/events';
import { hideModal, showModal } from '@/store/modals/slice';
import { addToast } from '@/store/toasts/slice';
import { loadConfig, serverConfigChanged } from '@/store/config/slice';
import { CONFIG_REFRESH_MS, toastDuration } from '@/lib/constants';
import { said } from '@/lib/i18n/said';
import { answerFor } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { selectLogin } from '@/store/selectors';

startMswServer();

describe('feed cache (R3.13)', () => {
  it('R3.13: keys posts by pid and events by id; one patch shows wherever the id is used', () => {
    const store = makeStore();
    store.dispatch(postsCached([buildPost({ pid: 5, tid: 5, upvotes: 1 })]));
    store.dispatch(eventsCached([buildEvent({ id: 3, title: 'Meetup' })]));
    const { cache } = store.getState();
    expect(cache.posts.ids).toEqual([5]);
    expect(cache.events.ids).toEqual([3]);
    store.dispatch(postPatched({ pid: 5, changes: { upvotes: 2, upvoted: true } }));
    expect(selectPost(store.getState(), 5)).toMatchObject({ pid: 5, upvotes: 2, upvoted: true });
    expect(selectEvent(store.getState(), 3)).toMatchObject({ id: 3, bookmarked: false });
  });
});

describe('modals (R2.1)', () => {
  it('R2.1: open and close only through show and hide requests, with props', () => {
    const store = makeStore();
    store.dispatch(showModal({ name: 'login', props: { from: 'vote' } }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'vote' } });
    store.dispatch(hideModal('invite'));
    expect(store.getState().modals.name).toBe('login');
    store.dispatch(hideModal());
    expect(store.getState().modals).toEqual({ name: null, props: {} });
  });
});

describe('toasts (R5.10)', () => {
  it('R5.10: under 20 characters shows 1500 ms, otherwise 3000 ms (the words shown, in any language)', () => {
    expect(toastDuration('Login expired')).toBe(1500);
    expect(toastDuration('Sorry, we could not reach our servers')).toBe(3000);
    const store = makeStore();
    store.dispatch(addToast('Login expired'));
    store.dispatch(addToast(said('common', 'header.menu'), 'success'));
    store.dispatch(addToast(said('common', 'header.menu'), 'success'));
    expect(store.getState().toasts.items).toMatchObject([
      { message: 'Login expired', kind: 'error' },
      { message: { id: 'common:header.menu' }, kind: 'success' },
    ]);
  });
});

describe('configuration refresh (R4.17, R9.1)', () => {
  afterEach(() => jest.useRealTimers());

  it('R4.17/R9.1: refetches GET /api/config every 900000 ms until stopped', async () => {
    let served = 0;
    server.use(
      ...answerFor('GET /api/config', () => {
        served += 1;
        return memberConfig();
      }),
    );
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(visitorConfig(), 'ssr'));
    let refreshes = 0;
    let previous = store.getState().config.status;
    store.subscribe(() => {
      const status = store.getState().config.status;
      if (status === 'loading' && previous !== 'loading') refreshes += 1;
      previous = status;
    });
    jest.useFakeTimers();
    const stop = store.dispatch(startApp({ realtime: false }));
    expect(CONFIG_REFRESH_MS).toBe(900000);
    jest.advanceTimersByTime(CONFIG_REFRESH_MS - 1);
    expect(refreshes).toBe(0);
    jest.advanceTimersByTime(1);
    expect(refreshes).toBe(1);
    stop();
    jest.advanceTimersByTime(CONFIG_REFRESH_MS * 2);
    expect(refreshes).toBe(1);
    jest.useRealTimers();
    await waitFor(() => selectLogin(store.getState()).loggedIn);
    expect(served).toBe(1);
  });
});

describe('hardening 11: a page rendered without a session', () => {
  it('hardening 11: the app asks GET /api/config for a session at start when the page came without a token', async () => {
    let served = 0;
    server.use(
      ...answerFor('GET /api/config', () => {
        served += 1;
        return visitorConfig({ csrf_token: 'started' });
      }),
    );
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(visitorConfig({ csrf_token: '' }), 'ssr'));
    const stop = store.dispatch(startApp({ realtime: false }));
    await waitFor(() => store.getState().config.data?.csrf_token === 'started');
    stop();
    expect(served).toBe(1);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('hardening 11: server-rendered configurations after the session began', () => {
  it('hardening 11: a page rendered without a session does not take away the token loaded since', () => {
    const started = visitorConfig({ csrf_token: 'started' });
    expect(serverConfigChanged(started, visitorConfig({ csrf_token: '' }))).toBe(false);
    expect(serverConfigChanged(started, visitorConfig({ csrf_token: 'started' }))).toBe(false);
    expect(serverConfigChanged(started, visitorConfig({ csrf_token: 'rotated' }))).toBe(true);
    expect(serverConfigChanged(started, memberConfig())).toBe(true);
    expect(serverConfigChanged(null, visitorConfig({ csrf_token: '' }))).toBe(true);
  });
});
