import { githubCallbackEndpoint } from '@/server/auth/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(githubCallbackEndpoint);
