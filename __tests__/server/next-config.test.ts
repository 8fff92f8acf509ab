import type { IncomingMessage, ServerResponse } from 'node:http';
import { blockCrossSiteDEV } from 'next/dist/server/lib/router-utils/block-cross-site-dev';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js') as { allowedDevOrigins?: string[] };

/**
 * `npm run dev:mock` (R9, README "Front-end work without a database") may be opened at
 * `localhost` or `127.0.0.1`. Next's dev server refuses its own resources (the hot-reload socket,
 * the dev chunks) to a page whose origin is not allowed; this runs Next's own check with the
 * project's configuration, as `next dev` does when started without a host (`hostname` undefined).
 */
function refused(origin: string, path = '/_next/webpack-hmr'): boolean {
  const req = { url: path, headers: { origin, 'sec-fetch-mode': 'websocket', 'sec-fetch-site': 'same-origin' } } as unknown as IncomingMessage;
  const res = { statusCode: 200, end: () => undefined } as unknown as ServerResponse;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return blockCrossSiteDEV(req, res, nextConfig.allowedDevOrigins, undefined) === true;
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

describe('next.config.js: the dev server at the addresses the README names', () => {
  it('R9 hot reload and dev chunks answer a page opened at 127.0.0.1 and at localhost', () => {
    expect(refused('http://127.0.0.1:3000')).toBe(false);
    expect(refused('http://127.0.0.1:3000', '/_next/static/chunks/pages/_app.js')).toBe(false);
    expect(refused('http://localhost:3000')).toBe(false);
  });

  it('R9 another site still may not reach the dev server', () => {
    expect(refused('https://example.org')).toBe(true);
  });
});
