import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import type { renderToReadableStream } from 'react-dom/server.edge';

type Render = typeof renderToReadableStream;
type RenderedStream = Awaited<ReturnType<Render>>;

/**
 * A boundary React could not finish in a render to a string (a part that suspended or threw
 * inside a Suspense boundary) is sent as `<!--$!-->` for the browser to render.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * Every page is sent whole, with every part in its place, and rendered in one pass.
 *
 * Next's pages router renders a page (its body, then its document) with React's stream renderer
 * for other runtimes than Node (`react-dom/server.edge`), waits until all of it is ready and reads
 * the stream back into one string. Two things follow from that renderer:
 *
 * - React moves a finished Suspense boundary of more than 500 bytes out of place once the page
 *   before it passes its progressive chunk size (12,800 bytes by default): into a hidden element at
 *   the end of the page, with an inline script that puts it back, which is what a page streamed
 *   while its data arrives wants. Next passes the pages router's render no options, so that script
 *   has no nonce, the page's Content-Security-Policy refuses it, and a view the server rendered in
 *   a boundary (a server-rendered lazy view, lib/react/lazyView.tsx: a staff member's header, the
 *   live room, the notification settings) stayed hidden until its code had loaded and React had
 *   rendered it again.
 * - That renderer encodes each piece of the page on its own and runs through web streams: three
 *   to four times the CPU of React's render to a string for the same markup (bench/RESULTS.md,
 *   "Pages rendered in one pass"), paid on every page Next renders.
 *
 * So a page is rendered to a string by React's Node build and handed to Next as a stream already
 * whole. A page with a boundary that render could not finish (a lazy part whose code is not loaded
 * on the server, a part that threw) is rendered again by the stream renderer, which waits for it,
 * with a chunk size no page reaches; so is any render Next asks with options of its own.
 *
 * Called once at start, before Next renders anything: Next reads the renderer from the module's
 * exports at each render.
 */
export function sendPagesWhole(): void {
  // The module's own exports object (an import would be a copy in the server's bundle).
  const server = createRequire(__filename)('react-dom/server.edge') as { renderToReadableStream: Render };
  const render = server.renderToReadableStream;
  if ((render as Render & { whole?: true }).whole) return;
  const streamed: Render = (children, options) => render(children, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const whole: Render = async (children, options) => {
    if (options && Object.keys(options).length > 0) return streamed(children, options);
    const html = renderToString(children);
    return html.includes(UNFINISHED_BOUNDARY) ? streamed(children, options) : readyStream(html);
  };
  server.renderToReadableStream = Object.assign(whole, { whole: true as const });
}

const encoder = new TextEncoder();

/** A rendered page as the stream Next reads: one chunk, all of it ready. */
function readyStream(html: string): RenderedStream {
  const bytes = encoder.encode(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}
