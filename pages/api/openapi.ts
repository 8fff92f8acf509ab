import { openApiEndpoint } from '@/server/http/openapiApi';
import { apiRoute } from '@/server/http/route';

export default apiRoute(openApiEndpoint);
