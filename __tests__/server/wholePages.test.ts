import { createRequire } from 'node:module';
import { createElement, Suspense } from 'react';
import type { renderToReadableStream } from 'react-dom/server.edge';
import { sendPagesWhole } from '@/server/ssr/wholePages';

// The renderer Next's pages router calls: the module's own exports, as Next reads them.
const server = createRequire(__filename)('react-dom/server.edge') as { renderToReadableStream: typeof renderToReadableStream };

/** A page as Next renders it: the whole of it, once every part is ready. */
async function renderPage(): Promise<string> {
  const page = createElement(
    'main',
    null,
    createElement('p', null, 'a long page '.repeat(1_500)),
    createElement(Suspense, { fallback: null }, createElement('section', { id: 'room' }, 'the live room '.repeat(60))),
  );
  const stream = await server.renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

it('a part the server rendered in a Suspense boundary is sent in its place, not at the end for a script the CSP refuses', async () => {
  // React's default: past 12,800 bytes, a finished boundary over 500 bytes goes to the end of the page.
  const before = await renderPage();
  expect(before).toContain('$RC(');
  expect(before.indexOf('<section id="room">')).toBeGreaterThan(before.indexOf('</main>'));

  sendPagesWhole();
  sendPagesWhole(); // once is enough; a second call changes nothing
  const after = await renderPage();
  expect(after).not.toContain('$RC(');
  expect(after).not.toContain('<template');
  expect(after.indexOf('<section id="room">')).toBeGreaterThan(0);
  expect(after.indexOf('<section id="room">')).toBeLessThan(after.indexOf('</main>'));
});
