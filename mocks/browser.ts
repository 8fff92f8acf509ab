import { bypass, delay, http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { parse } from 'cookie';
import { errorEnvelope, familyOfPath } from '@/lib/errors/envelope';
import { formatErrorKey, type ErrorKey } from '@/lib/errors/keys';
import { SCENARIO_ERRORS, scenarioOf, SLOW_MS } from '@/lib/mockScenarios';

/**
 * `npm run dev:mock` in the browser: the real server answers every API call, and msw's service
 * worker (public/mockServiceWorker.js) lays the chosen scenario over its answers
 * (lib/mockScenarios.ts): `slow` waits, the error scenarios answer their error in the path's
 * envelope, `offline` is a network error, `empty` empties every list of the real answer. The
 * configuration calls (`/api/config`, `/api/personal`) are always the server's, so the shell still renders. No rule of the server is
 * written here. Started once, before the first call of the one axios instance (services/http.ts).
 */

const ALWAYS_REAL = new Set(['/api/config', '/api/personal']);


/** The error in the envelope of the path's family (lib/errors/envelope.ts). */
function failure(path: string, key: ErrorKey, status: number): Response {
  return HttpResponse.json(errorEnvelope(familyOfPath(path), status, formatErrorKey(key)), { status });
}

/** A copy of `value` with every list of objects emptied (the `empty` scenario). */
function emptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.some((item) => item !== null && typeof item === 'object') ? [] : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptyLists(inner)]));
}

const scenarioHandler = http.all('*/api/*', async ({ request }) => {
  const path = new URL(request.url).pathname;
  const scenario = scenarioOf(parse(document.cookie));
  if (scenario === 'default' || scenario === 'visitor' || ALWAYS_REAL.has(path)) return passthrough();
  if (scenario === 'slow') {
    await delay(SLOW_MS);
    return passthrough();
  }
  if (scenario === 'offline') return HttpResponse.error();
  const error = SCENARIO_ERRORS[scenario];
  if (error) return failure(path, error.key, error.status);
  // empty: the server's answer with its lists emptied.
  const real = await fetch(bypass(request));
  if (!(real.headers.get('content-type') ?? '').includes('application/json')) return real;
  return HttpResponse.json(emptyLists(await real.json()) as Record<string, unknown>, { status: real.status });
});

let started: Promise<void> | null = null;

export function startMockWorker(): Promise<void> {
  started ??= setupWorker(scenarioHandler)
    .start({ quiet: true, onUnhandledFrame: 'bypass' })
    .then(() => undefined);
  return started;
}
