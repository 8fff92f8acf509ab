import type { NextApiResponse } from 'next';
import { endpoint } from '../http/route';
import { healthContract, livenessContract, type HealthReport } from '@/lib/health/contracts';
import { health, readiness } from './service';

/** A check's report: as the answer when it passed, else sent with 503. */
function answer(res: NextApiResponse, result: { ok: true; report: HealthReport } | { ok: false; report: unknown }): HealthReport | undefined {
  if (result.ok) return result.report;
  res.status(503).json(result.report);
  return undefined;
}

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Reports whether the database is reachable (503 when it is not).',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: healthContract,
  handle: async ({ res }) => answer(res, await health()),
});

/** Liveness (issue 39): the process answers HTTP; nothing else is asked, the database included. */
export const livenessEndpoint = endpoint({
  method: 'GET',
  path: '/api/health/live',
  summary: 'Answers 200 while the process serves HTTP (a liveness probe: the database is not asked).',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: livenessContract,
  async handle() {
    return { status: 'ok' as const };
  },
});

/** Readiness (issue 39): as /api/health, and 503 `{status: 'draining'}` once the instance is leaving. */
export const readinessEndpoint = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Answers 200 when this instance should get requests: its database answers and it is not shutting down (503 otherwise: `draining` from SIGTERM on).',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: healthContract,
  handle: async ({ res }) => answer(res, await readiness()),
});
