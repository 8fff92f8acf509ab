import { logoutEndpoint } from '@/server/auth/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(logoutEndpoint);
