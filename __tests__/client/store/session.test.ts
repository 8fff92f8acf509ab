import { makeStore } from '@/store';
import { acknowledgeBadge, loadConfig } from '@/store/config/slice';
import { logOut } from '@/store/login/thunks';
import { showModal } from '@/store/modals/slice';
import { postsCached } from '@/store/feed/cache';
import { buildPost } from '@/mocks/factories/posts';
import { answerFor } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { logoutResult } from '@/mocks/factories/session';
import { server, startMswServer } from '../support/msw';
import { selectLogin } from '@/store/selectors';

startMswServer();

describe('login and config state', () => {
  it('R3.16/R4.12: a configuration with loggedIn false sets uid -1 and no user', () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(visitorConfig({ uid: 0 }), 'test'));
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: false, uid: -1, user: null, canPost: false, loading: false });
  });

  it('R3.16/R4.14: a member config sets loggedIn, uid, user; canPost is true with at least one group', () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true, uid: 7, canPost: true, loggedout: false });
    store.dispatch(loadConfig.fulfilled(memberConfig({ user: { ...memberUser, groups: [] } }), 'test'));
    expect(selectLogin(store.getState()).canPost).toBe(false);
  });

  it('R3.16: loading is true until the configuration arrives', () => {
    const store = makeStore();
    expect(selectLogin(store.getState()).loading).toBe(true);
  });

  it('R4.12/R7.1: logout posts /logout with the token, clears config, modals and member state, sets loggedout', async () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    store.dispatch(showModal({ name: 'invite' }));
    store.dispatch(postsCached([buildPost({ pid: 1, tid: 1, upvoted: true })]));
    let logoutToken: string | null = null;
    server.use(
      ...answerFor('POST /api/logout', ({ request }) => {
        logoutToken = request.headers.get('x-xsrf-token');
        return logoutResult({ csrf_token: 'fresh' });
      }),
      ...answerFor('GET /api/config', () => visitorConfig({ csrf_token: 'fresh' })),
    );
    const { hooksRelease } = await withHooks(store);
    const result = await store.dispatch(logOut());
    hooksRelease();
    expect(logoutToken).toBe('member-token');
    expect(result.payload).toBe('/discussions');
    const state = store.getState();
    expect(state.modals.name).toBeNull();
    expect(selectLogin(state)).toMatchObject({ loggedIn: false, uid: -1, user: null, loggedout: true });
    expect(state.config.data?.csrf_token).toBe('fresh');
  });

  it('R4.12: the logout action clears config before the visitor config is fetched again', async () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    const seen: Array<string | undefined> = [];
    store.subscribe(() => seen.push(store.getState().config.data?.csrf_token));
    server.use(
      ...answerFor('POST /api/logout', () => logoutResult({ csrf_token: 'fresh' })),
      ...answerFor('GET /api/config', () => visitorConfig({ csrf_token: 'fresh' })),
    );
    const { hooksRelease } = await withHooks(store);
    await store.dispatch(logOut());
    hooksRelease();
    expect(seen).toContain(undefined);
  });

  it('R4.13: acknowledging a badge sets its notified flag', async () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    const acknowledged: Array<Record<string, string>> = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/badges/{id}/notified', ({ params }) => {
        acknowledged.push({ uid: params.uid!, id: params.id! });
        return { id: Number(params.id), badge: 'first-post', notified: true };
      }),
    );
    const { hooksRelease } = await withHooks(store);
    await store.dispatch(acknowledgeBadge(11));
    hooksRelease();
    expect(acknowledged).toEqual([{ uid: '7', id: '11' }]);
    expect(selectLogin(store.getState()).user?.badges.find((b) => b.id === 11)?.notified).toBe(true);
  });
});

/** Connects the axios layer to this store's csrf token, as startApp does in the browser. */
async function withHooks(store: ReturnType<typeof makeStore>) {
  const { setSessionHooks } = await import('@/services/http');
  const hooksRelease = setSessionHooks({
    csrfToken: () => store.getState().config.data?.csrf_token,
    completeRegistration: async () => false,
  });
  return { hooksRelease };
}
