import { recordPageViewEndpoint } from '@/server/analytics/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(recordPageViewEndpoint);
