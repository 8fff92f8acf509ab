import { z } from 'zod';

/**
 * What `GET /api/health` answers (lib/contracts). A reachable database answers 200 with this
 * report (with where uploads live); an unreachable one answers 503 with `{status: 'unavailable', database: {ok: false, error}}`.
 */

export const healthContract = z.strictObject({
  status: z.literal('ok'),
  database: z.strictObject({
    ok: z.literal(true),
    mode: z.enum(['embedded', 'external', 'inprocess']),
    latencyMs: z.number().nonnegative(),
  }),
  /** Where uploads live: `DATA_DIR/uploads`, or an S3-compatible store (issue 39). */
  storage: z.strictObject({ mode: z.enum(['local', 's3']) }),
});

/** GET /api/health when the database answers. */
export type HealthReport = z.infer<typeof healthContract>;

/** GET /api/health when the database does not answer (503). */
export interface HealthFailure {
  status: 'unavailable';
  database: { ok: false; error: string };
}

/** GET /api/health/live: the process answers (issue 39, for orchestrators' liveness probes). */
export const livenessContract = z.strictObject({ status: z.literal('ok') });

/** GET /api/health/ready while the instance is leaving (503, issue 39). */
export interface ReadinessDraining {
  status: 'draining';
}
