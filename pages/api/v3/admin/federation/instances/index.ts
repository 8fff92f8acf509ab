import { deleteInstanceEndpoint, listInstancesEndpoint, saveInstanceEndpoint } from '@/server/federation/instancesApi';
import { apiRoute } from '@/server/http/route';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(listInstancesEndpoint, saveInstanceEndpoint, deleteInstanceEndpoint);
