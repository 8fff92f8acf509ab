import { apiRoute } from '@/server/http/route';
import { userEndpoint } from '@/server/users/api';

export default apiRoute(userEndpoint);
