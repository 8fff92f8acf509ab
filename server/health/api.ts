import { endpoint } from '../http/route';
import { health } from './service';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Reports whether the database is reachable (503 when it is not).',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  async handle({ res }) {
    const { ok, ...report } = await health();
    if (!ok) res.status(503).json(report);
    return report;
  },
});
