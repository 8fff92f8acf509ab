import { useState } from 'react';
import reactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from '@/lib/react/hydrateInSlices';
import { withRealScheduling } from '../support/hydration';


const PARTS = 40;
/** What the parts have done so far: a test's record, written as React renders them. */
const progress = { rendered: 0, committed: false };

function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // a part that takes a phone's time to render
  }
}

function noteRendered() {
  progress.rendered += 1;
}

function Part({ n }: { n: number }) {
  busy(1.5);
  noteRendered();
  return <li>part {n}</li>;
}

function Page({ onCommit }: { onCommit?: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main ref={() => onCommit?.()}>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        clicked {clicks}
      </button>
      <ul>
        {Array.from({ length: PARTS }, (_, n) => (
          <Part key={n} n={n} />
        ))}
      </ul>
    </main>
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Hydrates the server's markup and notes how many parts had rendered at each turn of the event loop. */
async function hydrateWatching(hydrate: typeof reactDomClient.hydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  const html = container.innerHTML;
  document.body.append(container);
  progress.rendered = 0;
  progress.committed = false;
  const seen: number[] = [];
  const root = hydrate(container, <Page onCommit={() => (progress.committed = true)} />);
  for (let turn = 0; turn < 2000 && !progress.committed; turn += 1) {
    seen.push(progress.rendered);
    await tick();
  }
  return { container, html, root, seen };
}

describe('hydrateInSlices (issue 33)', () => {
  withRealScheduling();

  it("React's own hydrateRoot renders the page in one task (what the slices change)", async () => {
    const { seen, root } = await hydrateWatching(reactDomClient.hydrateRoot);
    expect(progress.committed).toBe(true);
    expect(seen.filter((n) => n > 0 && n < PARTS)).toEqual([]);
    root.unmount();
  });

  it('hydrates a page in slices: the event loop turns while its parts render', async () => {
    const client = hydrateInSlices({ hydrateRoot: reactDomClient.hydrateRoot });
    const { seen, root } = await hydrateWatching(client.hydrateRoot);
    expect(progress.committed).toBe(true);
    // Turns of the event loop that saw some parts rendered and some not.
    expect(seen.filter((n) => n > 0 && n < PARTS).length).toBeGreaterThan(1);
    root.unmount();
  });

  it('the page hydrated in slices keeps the server markup and answers clicks', async () => {
    const client = hydrateInSlices({ hydrateRoot: reactDomClient.hydrateRoot });
    const { container, html, root } = await hydrateWatching(client.hydrateRoot);
    expect(container.innerHTML).toBe(html);
    container.querySelector('button')!.click();
    for (let turn = 0; turn < 50 && !container.textContent!.includes('clicked 1'); turn += 1) await tick();
    expect(container.querySelector('button')!.textContent).toBe('clicked 1');
    root.unmount();
  });

  it('wraps once: a second call keeps the same function', () => {
    const client = hydrateInSlices({ hydrateRoot: reactDomClient.hydrateRoot });
    const wrapped = client.hydrateRoot;
    expect(hydrateInSlices(client).hydrateRoot).toBe(wrapped);
    expect(wrapped).not.toBe(reactDomClient.hydrateRoot);
  });

  it("pages/_app wraps the module object Next's client calls, in the browser", async () => {
    // next/dist/client/index.js calls `_client.default.hydrateRoot`: the CommonJS exports object.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the object Next's client requires
    const required = require('react-dom/client') as typeof reactDomClient;
    expect(required).toBe(reactDomClient);
    await import('@/pages/_app');
    const { seen, root } = await hydrateWatching(required.hydrateRoot);
    expect(seen.filter((n) => n > 0 && n < PARTS).length).toBeGreaterThan(1);
    root.unmount();
  });
});
