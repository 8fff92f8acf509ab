import { waitFor } from '@testing-library/react';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import type { PersonalAnswer } from '@/lib/personal/types';
import type { ClientConfig } from '@/lib/session/types';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { followPageData, startPersonalLayer } from '@/store/personal';
import { selectLogin } from '@/store/selectors';
import { server, startMswServer } from '../support/msw';

startMswServer();

const layer = (): PersonalAnswer['layer'] => ({ posts: {}, topics: {}, events: {}, projects: {}, members: {}, polls: {} });

/** A shared page as its first script leaves it (lib/personal/script.ts): the request, answered or not. */
function pageAsked(answer?: PersonalAnswer) {
  let settle: (value: PersonalAnswer) => void = () => undefined;
  const promise = new Promise<PersonalAnswer | null>((resolve) => {
    settle = resolve;
  });
  window.__personal = answer === undefined ? { promise } : { promise, answer };
  return settle;
}

/** A store started as a shared page's: with the visitor's configuration the page was rendered with. */
function sharedPageStore() {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(visitorConfig(), 'ssr'));
  return store;
}

describe('a shared page’s personal layer (store/personal.ts)', () => {
  it('with nothing to wait for, the member’s state is applied at once, in the same dispatch', () => {
    pageAsked({ config: memberConfig(), layer: layer() });
    const store = sharedPageStore();
    void store.dispatch(startPersonalLayer());
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
    expect(store.getState().login.layerShown).toBe(true);
  });

  it('waits for the code of what shows the member (the header) before the member’s state is shown, so both are painted together', async () => {
    pageAsked({ config: memberConfig(), layer: layer() });
    const store = sharedPageStore();
    let codeArrived: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      codeArrived = resolve;
    });
    const asked: PersonalAnswer[] = [];
    const done = store.dispatch(
      startPersonalLayer((answer) => {
        asked.push(answer);
        return code;
      }),
    );
    expect(asked.map((a) => a.config.loggedIn)).toEqual([true]);
    // Still hidden (the page's member state waits), not the visitor's header.
    expect(store.getState().login.layerPending).toBe(true);
    expect(store.getState().login.layerShown).toBeUndefined();
    expect(selectLogin(store.getState()).loggedIn).toBe(false);
    codeArrived();
    await done;
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
    expect(store.getState().login).toMatchObject({ layerShown: true });
    expect(store.getState().login.layerPending).toBeUndefined();
  });

  it('an answer that arrives later is applied once it and the code are there', async () => {
    const settle = pageAsked();
    const store = sharedPageStore();
    const done = store.dispatch(startPersonalLayer(() => Promise.resolve()));
    expect(store.getState().login.layerPending).toBe(true);
    settle({ config: memberConfig(), layer: layer() });
    await done;
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
  });

  it('a page rendered for its reader has no layer', () => {
    delete window.__personal;
    expect(sharedPageStore().dispatch(startPersonalLayer(() => Promise.resolve()))).toBeNull();
  });
});

describe('a client-side navigation’s page data (store/personal.ts followPageData)', () => {
  /** A shared page's data as every reader gets it: a visitor's configuration, without a token. */
  const sharedData = (posts: number[]) => {
    const config = visitorConfig();
    delete (config as Partial<ClientConfig>).csrf_token;
    return { appConfig: config, seed: { id: 'nav', feed: { posts: posts.map((pid) => ({ pid, upvoted: false, bookmarked: false })) } } };
  };
  const memberStore = () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'ssr'));
    return store;
  };

  it('a member keeps their session; the layer of the data’s items is asked for at once and applied, the page’s controls unseen until then', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/personal', (req) => {
        asked.push(req.url.search);
        return { config: memberConfig({ theme: 'dark' }), layer: { ...layer(), posts: { '7': { upvoted: true, bookmarked: false } } } };
      }),
    );
    const store = memberStore();
    store.dispatch(followPageData(sharedData([9, 7])));
    expect(store.getState().login.pageLayer).toBeDefined();
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
    await waitFor(() => expect(store.getState().login.pageLayer).toBeUndefined());
    expect(asked).toEqual(['?posts=7%2C9']);
    // The answer was applied (its configuration is the store's now).
    expect(store.getState().config.data?.theme).toBe('dark');
  });

  it('an answer for a page left since is not applied; a failed one shows the controls as the data has them', async () => {
    let answers = 0;
    server.use(
      ...answerFor('GET /api/personal', async () => {
        answers += 1;
        const theme = answers === 1 ? 'light' : 'dark';
        if (answers === 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return { config: memberConfig({ theme }), layer: layer() };
      }),
    );
    const store = memberStore();
    store.dispatch(followPageData(sharedData([1])));
    store.dispatch(followPageData(sharedData([2])));
    await waitFor(() => expect(answers).toBe(2));
    await waitFor(() => expect(store.getState().login.pageLayer).toBeUndefined());
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(store.getState().config.data?.theme).toBe('dark');

    server.use(
      ...answerFor('GET /api/personal', () => {
        throw mockFail('field-invalid', 'posts');
      }),
    );
    store.dispatch(followPageData(sharedData([3])));
    await waitFor(() => expect(store.getState().login.pageLayer).toBeUndefined());
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
  });

  it('data rendered for its reader replaces a configuration that names another viewer; a visitor reading shared data asks for nothing', () => {
    const store = memberStore();
    store.dispatch(followPageData({ appConfig: memberConfig({ uid: 99, csrf_token: 'other' }) }));
    expect(store.getState().config.data?.uid).toBe(99);
    expect(store.getState().login.pageLayer).toBeUndefined();

    const visitor = makeStore();
    visitor.dispatch(loadConfig.fulfilled(visitorConfig(), 'ssr'));
    visitor.dispatch(followPageData(sharedData([1])));
    expect(visitor.getState().login.pageLayer).toBeUndefined();
    expect(visitor.getState().config.data?.csrf_token).toBe('visitor-token');
  });

  it('a navigation before the first page’s layer has answered asks for the new page’s layer too', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/personal', (req) => {
        asked.push(req.url.search);
        return { config: memberConfig(), layer: layer() };
      }),
    );
    pageAsked();
    const store = sharedPageStore();
    void store.dispatch(startPersonalLayer());
    expect(store.getState().login.layerPending).toBe(true);
    store.dispatch(followPageData(sharedData([4])));
    await waitFor(() => expect(asked).toEqual(['?posts=4']));
    await waitFor(() => expect(store.getState().login.pageLayer).toBeUndefined());
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
  });
});
