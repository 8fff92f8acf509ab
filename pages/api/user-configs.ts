import { apiRoute } from '@/server/http/route';
import { userConfigsEndpoint } from '@/server/users/api';

export default apiRoute(userConfigsEndpoint);
