import { statusCodeName } from './keys';

/**
 * The error envelope of an API answer (R8.1), the one spelling the server, the client tests'
 * answers (mocks/endpoint.ts) and the Mock API scenarios answer with: a v3 path's `{status: {code, message},
 * response: {}}`, every other family's `{error: message}`.
 */

/** The envelopes of the API's paths: `/api/v3/*` (NodeBB's write API), reads, and services. */
export type Family = 'v3' | 'read' | 'service';

/** The family a path's unknown or overridden answer takes: v3 under `/api/v3`, else read. */
export function familyOfPath(path: string): Family {
  return path === '/api/v3' || path.startsWith('/api/v3/') ? 'v3' : 'read';
}

export function errorEnvelope(family: Family, status: number, message: string): Record<string, unknown> {
  return family === 'v3' ? { status: { code: statusCodeName(status), message }, response: {} } : { error: message };
}
