import { healthEndpoint } from '@/server/health/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(healthEndpoint);
