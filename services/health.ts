import type { HealthReport } from '@/lib/health/contracts';
import { get } from './http';

/**
 * GET /api/health: whether the site answers (the installable app's check that the connection is
 * back, issue 37: components/pwa/useOnline.ts). An unreachable site or database rejects.
 */
export const checkHealth = () => get<HealthReport>('/api/health');
