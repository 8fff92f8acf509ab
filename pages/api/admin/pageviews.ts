import { pageViewStatsEndpoint } from '@/server/analytics/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(pageViewStatsEndpoint);
