import { apiRoute } from '@/server/http/route';
import { fediverseLookupEndpoint } from '@/server/federation/lookupApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(fediverseLookupEndpoint);
