import { livenessEndpoint } from '@/server/health/api';
import { apiRoute } from '@/server/http/route';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(livenessEndpoint);
