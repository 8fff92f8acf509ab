import { apiRoute } from '@/server/http/route';
import { memberPostsEndpoint } from '@/server/discussions/readApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(memberPostsEndpoint);
