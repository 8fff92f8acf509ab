/**
 * Server render, then hydrate: what a page's first paint and the browser's takeover look like in
 * a test. The server's HTML is put in the document as the browser receives it, and the browser's
 * tree hydrates it with a store of its own, collecting the mismatches React recovers from.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ClientConfig } from '@/services/session';
import { makeStore, type AppStore } from '@/store';
import { loadConfig } from '@/store/config/slice';

/** A fresh store started from a configuration, as `_app` starts one on either side. */
export function storeWithConfig(config: ClientConfig): AppStore {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(config, 'ssr'));
  return store;
}

/** The server's HTML in the document, in a container of its own. */
export function serverHtmlInDocument(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

/** Hydrates the container with the browser's tree; `recoverable` lists the mismatches React reported. */
export async function hydrate(container: HTMLElement, tree: ReactNode): Promise<{ recoverable: unknown[]; unmount(): void }> {
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (err) => recoverable.push(err) });
  });
  return {
    recoverable,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/**
 * React's real scheduling for the tests of a `describe` (no act() environment, which Testing
 * Library's setup declares): a test that watches React yield to the event loop, or which task an
 * update renders in. The document's body is emptied after each test.
 */
export function withRealScheduling(): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasAct: boolean | undefined;
  beforeEach(() => {
    wasAct = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    document.body.replaceChildren();
  });
}
