import { apiRoute } from '@/server/http/route';
import { calendarFeedEndpoint } from '@/server/events/engagementApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(calendarFeedEndpoint);
