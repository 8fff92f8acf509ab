import { apiRoute } from '@/server/http/route';
import { followersEndpoint } from '@/server/users/followsApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(followersEndpoint);
