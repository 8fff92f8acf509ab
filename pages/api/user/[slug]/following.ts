import { apiRoute } from '@/server/http/route';
import { followingEndpoint } from '@/server/users/followsApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(followingEndpoint);
