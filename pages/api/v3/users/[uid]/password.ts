import { apiRoute } from '@/server/http/route';
import { changePasswordEndpoint } from '@/server/users/api';

export default apiRoute(changePasswordEndpoint);
