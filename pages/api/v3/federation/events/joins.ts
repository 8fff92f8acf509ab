import { apiRoute } from '@/server/http/route';
import { joinRemoteEventEndpoint, leaveRemoteEventEndpoint, listRemoteEventsEndpoint } from '@/server/federation/remoteEventsApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(listRemoteEventsEndpoint, joinRemoteEventEndpoint, leaveRemoteEventEndpoint);
