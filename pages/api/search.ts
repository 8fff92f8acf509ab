import { apiRoute } from '@/server/http/route';
import { globalSearchEndpoint } from '@/server/search/global/api';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(globalSearchEndpoint);
