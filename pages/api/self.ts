import { apiRoute } from '@/server/http/route';
import { selfEndpoint } from '@/server/users/api';

export default apiRoute(selfEndpoint);
