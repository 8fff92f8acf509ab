import { apiRoute } from '@/server/http/route';
import { highlightsEndpoint } from '@/server/discussions/readApi';

export default apiRoute(highlightsEndpoint);
