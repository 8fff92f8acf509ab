import { useEffect } from 'react';
import reactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { hydrateInSlices, hydrationCommitted } from '@/lib/react/hydrateInSlices';
import { RenderClock, useNow } from '@/lib/react/renderClock';
import { useHydrated } from '@/lib/react/useHydrated';
import type { PageSeed } from '@/lib/ssr/seed';
import { buildEvent } from '@/mocks/factories/events';
import { makeStore } from '@/store';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withRealScheduling } from '../support/hydration';

/**
 * What a page's first render in the browser leaves behind (issue 33, blocking time): once the
 * hydration commits, the page is not rendered again in one blocking task. The server seed is
 * applied while the page hydrates without rendering the page a second time afterwards; the
 * browser's clock and `useHydrated` turn in a transition. Real scheduling, no act().
 */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const seed: PageSeed = { id: 'first-render', eventList: [buildEvent({ id: 7, title: 'Release party' })] };
const counts = { page: 0, clock: 0 };
/** A test's record of each render, kept outside React. */
function noteRender(part: keyof typeof counts) {
  counts[part] += 1;
}
/** The clock's text as the task that ran the hydration's effects ends (its microtasks). */
const atEffects: Array<string | null | undefined> = [];

function Page() {
  noteRender('page');
  useServerSeed(seed);
  const title = useAppSelector((state) => selectEvent(state, 7)?.title ?? 'nothing');
  return <h1>{title}</h1>;
}

const MINUTE = 60_000;
function Clock() {
  noteRender('clock');
  return <p>{useNow()}</p>;
}

function Live() {
  return <span>{useHydrated() ? 'live' : 'static'}</span>;
}

/** `_app`'s part: its first effect ends the hydration (pages/_app.tsx). */
function App({ renderedAt }: { renderedAt: number }) {
  useEffect(() => {
    hydrationCommitted();
    queueMicrotask(() => atEffects.push(document.querySelector('p')?.textContent, document.querySelector('span')?.textContent));
  }, []);
  return (
    <Provider store={makeStore()}>
      <RenderClock renderedAt={renderedAt}>
        <Page />
        <Clock />
        <Live />
      </RenderClock>
    </Provider>
  );
}

describe('the first render in the browser (issue 33)', () => {
  withRealScheduling();
  afterEach(() => jest.restoreAllMocks());

  it('the seed is in the server HTML and the hydrated page; the page renders once; the clock and useHydrated follow in a transition', async () => {
    const renderedAt = Date.UTC(2025, 0, 10, 23, 30, 12);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App renderedAt={renderedAt} />);
    expect(container.innerHTML).toBe(`<h1>Release party</h1><p>${renderedAt}</p><span>static</span>`);
    document.body.append(container);

    // The browser's clock is five minutes later than the server's render.
    const browserNow = renderedAt + 5 * MINUTE;
    jest.spyOn(Date, 'now').mockReturnValue(browserNow);
    counts.page = 0;
    counts.clock = 0;
    const errors: unknown[] = [];
    const client = hydrateInSlices({ hydrateRoot: reactDomClient.hydrateRoot });
    const root = client.hydrateRoot(container, <App renderedAt={renderedAt} />, { onRecoverableError: (err) => errors.push(err) });
    const shownMinute = String(Math.floor(browserNow / MINUTE) * MINUTE);
    for (let turn = 0; turn < 500 && container.querySelector('p')!.textContent !== shownMinute; turn += 1) await tick();
    for (let turn = 0; turn < 20; turn += 1) await tick();

    expect(errors).toEqual([]);
    expect(container.querySelector('h1')!.textContent).toBe('Release party');
    expect(container.querySelector('p')!.textContent).toBe(shownMinute);
    // Hydration's render only: the seed applied in it asks for no second one.
    expect(counts.page).toBe(1);
    // Hydration's render, then the browser's clock.
    expect(counts.clock).toBe(2);
    // …in a render of its own, not in the task that ran the hydration's effects (a blocking update would be).
    expect(container.querySelector('span')!.textContent).toBe('live');
    expect(atEffects).toEqual([String(renderedAt), 'static']);
    root.unmount();
  });
});
