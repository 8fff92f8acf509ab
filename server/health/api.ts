import { endpoint } from '../http/route';
import { healthContract } from '@/lib/health/contracts';
import { health } from './service';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Reports whether the database is reachable (503 when it is not).',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: healthContract,
  async handle({ res }) {
    const result = await health();
    if (result.ok) return result.report;
    res.status(503).json(result.report);
    return undefined;
  },
});
