import type { ErrorKey } from '@/lib/errors/keys';
import type { MessageKey } from '@/lib/i18n/catalogues';

/**
 * The states front-end work needs, in `npm run dev:mock`: the real server answers, and the chosen
 * scenario overrides its answers. Chosen with `?scenario=` on any page (kept in the `mock_scenario`
 * cookie) and shown by the Mock API badge. Who applies what:
 * - `visitor`: the dev server leaves the session out of every request, pages, API and socket
 *   alike (server/dev/scenarios.ts);
 * - `empty`, `slow`, the errors and `offline`: msw's worker in the browser, over the real answers
 *   of the API calls (mocks/browser.ts); pages' first render is the server's.
 * Each scenario maps to its description's message (the badge says it in the page's language).
 * A member who has not given the registration consents is a real state of the demo: sign up a new
 * account (registration asks for them).
 */
export const SCENARIOS = {
  default: 'mockApi.scenario.default',
  visitor: 'mockApi.scenario.visitor',
  empty: 'mockApi.scenario.empty',
  slow: 'mockApi.scenario.slow',
  'error-401': 'mockApi.scenario.error-401',
  'error-403': 'mockApi.scenario.error-403',
  'error-500': 'mockApi.scenario.error-500',
  offline: 'mockApi.scenario.offline',
} as const satisfies Record<string, MessageKey<'common'>>;

export type Scenario = keyof typeof SCENARIOS;

export const SCENARIO_COOKIE = 'mock_scenario';

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCENARIOS, value);
}

export function scenarioOf(cookies: Record<string, string | undefined>): Scenario {
  const value = cookies[SCENARIO_COOKIE];
  return isScenario(value) ? value : 'default';
}

/** How long the `slow` scenario makes every answer wait. */
export const SLOW_MS = 2000;

/** The error each error scenario answers every call with (the configuration call excepted). */
export const SCENARIO_ERRORS: Partial<Record<Scenario, { key: ErrorKey; status: number }>> = {
  'error-401': { key: 'not-logged-in', status: 401 },
  'error-403': { key: 'no-privileges', status: 403 },
  'error-500': { key: 'internal-error', status: 500 },
};
