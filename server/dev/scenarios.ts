import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import { isScenario, SCENARIO_COOKIE, scenarioOf } from '@/lib/mockScenarios';
import { SESSION_COOKIE } from '../http/cookies';

/**
 * `npm run dev:mock` only (MOCK_API=1 in development; server.ts calls these before anything else):
 * the server's part of the Mock API scenarios (lib/mockScenarios.ts).
 * - `?scenario=name` on any address chooses a scenario: kept in the `mock_scenario` cookie, and
 *   this request already sees it.
 * - `visitor` leaves the session cookie out of the request, so the page, its API calls and the
 *   realtime connection all answer as to a visitor, while the browser keeps the session for later.
 */
export function applyMockScenario(req: IncomingMessage, res: ServerResponse | null): void {
  const asked = new URL(req.url ?? '/', 'http://dev.invalid').searchParams.get('scenario');
  const cookies = parse(req.headers.cookie ?? '');
  if (asked !== null && isScenario(asked)) {
    cookies[SCENARIO_COOKIE] = asked;
    res?.appendHeader('Set-Cookie', serialize(SCENARIO_COOKIE, asked, { path: '/', sameSite: 'lax' }));
  }
  const visitor = scenarioOf(cookies) === 'visitor';
  if (asked === null && !visitor) return;
  if (visitor) delete cookies[SESSION_COOKIE];
  const header = Object.entries(cookies)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => serialize(name, value))
    .join('; ');
  if (header) req.headers.cookie = header;
  else delete req.headers.cookie;
}
