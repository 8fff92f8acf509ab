import { lockTopicEndpoint, unlockTopicEndpoint } from '@/server/moderation/api';
import { apiRoute } from '@/server/http/route';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(lockTopicEndpoint, unlockTopicEndpoint);
