import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { formatErrorKey } from '@/lib/errors/keys';
import { mockHandlers } from './handlers';

/**
 * `npm run dev:mock` in the browser: msw's service worker (public/mockServiceWorker.js) hands
 * every API call to the mocked endpoints, which answer from this page's generated community; an
 * API path without a mock answers 404 `not-found` here rather than reach the development server,
 * which has no database in this mode. Started once, before the first call of the one axios
 * instance (services/http.ts waits for it).
 */

const unmocked = http.all('*/api/*', ({ request }) => {
  console.warn(`[mock api] no mock answers ${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.json({ error: formatErrorKey('not-found') }, { status: 404 });
});

let started: Promise<void> | null = null;

export function startMockWorker(): Promise<void> {
  started ??= setupWorker(...mockHandlers, unmocked)
    .start({ quiet: true, onUnhandledFrame: 'bypass' })
    .then(() => undefined);
  return started;
}
