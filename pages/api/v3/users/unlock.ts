import { apiRoute } from '@/server/http/route';
import { unlockAccountEndpoint } from '@/server/auth/api';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(unlockAccountEndpoint);
