/**
 * The states front-end work needs (issue "mocked API"): the mocked API answers every call as the
 * chosen scenario says. Chosen with `?scenario=` on any page (kept in the `mock_scenario` cookie,
 * which the browser's handlers and server-side rendering both read) and shown by the Mock API badge.
 */
export const SCENARIOS = {
  default: 'Generated community, signed in as a member',
  visitor: 'A visitor (not signed in)',
  unconsented: 'A member who has not given the registration consents',
  empty: 'Every list empty',
  slow: 'Every answer after 2 seconds',
  'error-401': 'Every call answers 401 (login expired)',
  'error-403': 'Every call answers 403 (permission denied)',
  'error-500': 'Every call answers 500',
  offline: 'No answer at all (network error)',
} as const;

export type Scenario = keyof typeof SCENARIOS;

export const SCENARIO_COOKIE = 'mock_scenario';
/** The mocked session: the signed-in member's uid, `0` once they log out. */
export const SESSION_COOKIE = 'mock_session';

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCENARIOS, value);
}

export function scenarioOf(cookies: Record<string, string | undefined>): Scenario {
  const value = cookies[SCENARIO_COOKIE];
  return isScenario(value) ? value : 'default';
}

/** How long the `slow` scenario makes every answer wait. */
export const SLOW_MS = 2000;
