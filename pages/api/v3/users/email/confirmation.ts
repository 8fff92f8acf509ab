import { apiRoute } from '@/server/http/route';
import { resendConfirmationEndpoint } from '@/server/users/api';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(resendConfirmationEndpoint);
