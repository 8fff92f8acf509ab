import { apiRoute } from '@/server/http/route';
import { updateProfileEndpoint } from '@/server/users/api';

export default apiRoute(updateProfileEndpoint);
