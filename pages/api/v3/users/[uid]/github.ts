import { apiRoute } from '@/server/http/route';
import { disconnectGithubEndpoint } from '@/server/users/api';

export default apiRoute(disconnectGithubEndpoint);
