import { createRequire } from 'node:module';
import { createElement, lazy, Suspense, useId, type ReactNode } from 'react';
import type { renderToReadableStream } from 'react-dom/server.edge';
import { sendPagesWhole } from '@/server/ssr/wholePages';

type Render = typeof renderToReadableStream;

// The renderer Next's pages router calls: the module's own exports, as Next reads them.
const server = createRequire(__filename)('react-dom/server.edge') as { renderToReadableStream: Render };
const reactStream = server.renderToReadableStream;
/** React's stream renderer as sendPagesWhole finds it, counting the renders that go through it. */
const streamRenders = jest.fn(reactStream);

/** A page as Next renders it: the whole of it, once every part is ready. */
async function renderPage(page: ReactNode, render: Render = server.renderToReadableStream, options?: Parameters<Render>[1]): Promise<string> {
  const stream = await render(page, options);
  await stream.allReady;
  return new Response(stream).text();
}

function Labelled({ children }: { children: string }) {
  const id = useId();
  return createElement('label', { htmlFor: id }, children, createElement('input', { id }));
}

const longPage = () =>
  createElement(
    'main',
    null,
    createElement('p', null, 'a long page & more '.repeat(1_500)),
    createElement(Labelled, null, 'Search'),
    createElement(Suspense, { fallback: null }, createElement('section', { id: 'room' }, 'the live room '.repeat(60), createElement(Labelled, null, 'Say'))),
  );

it('a part the server rendered in a Suspense boundary is sent in its place, not at the end for a script the CSP refuses; the page is rendered in one pass', async () => {
  // React's default: past 12,800 bytes, a finished boundary over 500 bytes goes to the end of the page.
  const before = await renderPage(longPage());
  expect(before).toContain('$RC(');
  expect(before.indexOf('<section id="room">')).toBeGreaterThan(before.indexOf('</main>'));

  server.renderToReadableStream = streamRenders;
  sendPagesWhole();
  sendPagesWhole(); // once is enough; a second call changes nothing
  const after = await renderPage(longPage());
  expect(after).not.toContain('$RC(');
  expect(after).not.toContain('<template');
  expect(after.indexOf('<section id="room">')).toBeGreaterThan(0);
  expect(after.indexOf('<section id="room">')).toBeLessThan(after.indexOf('</main>'));
  // Rendered to a string, not through the stream renderer: the same markup, ids included.
  expect(streamRenders).not.toHaveBeenCalled();
  expect(after).toBe(await renderPage(longPage(), reactStream, { progressiveChunkSize: Number.POSITIVE_INFINITY }));
});

it('a lazy part whose code the server has not loaded is waited for, as the stream renderer does', async () => {
  streamRenders.mockClear();
  const Later = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => createElement('b', null, 'loaded later') }), 5)));
  const html = await renderPage(createElement('main', null, createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, createElement(Later))));
  expect(html).toBe('<main><!--$--><b>loaded later</b><!--/$--></main>');
  expect(streamRenders).toHaveBeenCalledTimes(1);
});

it('a part that throws in a boundary is reported and left to the browser, as the stream renderer does', async () => {
  streamRenders.mockClear();
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): ReactNode {
    throw new Error('broken part');
  }
  try {
    const html = await renderPage(createElement('main', null, createElement(Suspense, { fallback: createElement('i', null, 'fallback') }, createElement(Broken))));
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<i>fallback</i>');
    expect(streamRenders).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'broken part')).toBe(true);
  } finally {
    reported.mockRestore();
  }
});

it('a render asked with options of its own goes to the stream renderer with them', async () => {
  streamRenders.mockClear();
  const html = await renderPage(createElement(Labelled, null, 'Name'), server.renderToReadableStream, { identifierPrefix: 'p-' });
  expect(html).toContain('id="_p-R_');
  expect(streamRenders).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ identifierPrefix: 'p-', progressiveChunkSize: Number.POSITIVE_INFINITY }));
});
