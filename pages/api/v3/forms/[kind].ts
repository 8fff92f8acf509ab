import { submitFormEndpoint } from '@/server/forms/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(submitFormEndpoint);
