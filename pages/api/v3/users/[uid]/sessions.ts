import { apiRoute } from '@/server/http/route';
import { endSessionsEndpoint } from '@/server/users/api';

export default apiRoute(endSessionsEndpoint);
