import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import type { PersonalAnswer } from '@/lib/personal/types';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { startPersonalLayer } from '@/store/personal';
import { selectLogin } from '@/store/selectors';

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
