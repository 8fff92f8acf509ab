import { createRequire } from 'node:module';
import type { renderToReadableStream } from 'react-dom/server.edge';

type Render = typeof renderToReadableStream;

/**
 * Every page is sent whole, with every part in its place: Next's pages router renders a page with
 * React's stream renderer (`react-dom/server.edge`) and waits until all of it is ready. React moves
 * a finished Suspense boundary of more than 500 bytes out of place once the page before it passes
 * its progressive chunk size (12,800 bytes by default): into a hidden element at the end of the
 * page, with an inline script that puts it back, which is what a page streamed while its data
 * arrives wants. Next passes the pages router's render no options, so that script has no nonce,
 * the page's Content-Security-Policy refuses it, and a view the server rendered in a boundary (a
 * server-rendered lazy view, lib/react/lazyView.tsx: a staff member's header, the live room, the
 * notification settings) stayed hidden until its code had loaded and React had rendered it again.
 *
 * Called once at start, before Next renders anything: Next reads the renderer from the module's
 * exports at each render, so this gives each of its renders a chunk size no page reaches; every
 * other option is Next's.
 */
export function sendPagesWhole(): void {
  // The module's own exports object (an import would be a copy in the server's bundle).
  const server = createRequire(__filename)('react-dom/server.edge') as { renderToReadableStream: Render };
  const render = server.renderToReadableStream;
  if ((render as Render & { whole?: true }).whole) return;
  const whole: Render = (children, options) => render(children, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });
  server.renderToReadableStream = Object.assign(whole, { whole: true as const });
}
