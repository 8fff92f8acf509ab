import { apiRoute } from '@/server/http/route';
import { hovercardEndpoint } from '@/server/users/api';

export default apiRoute(hovercardEndpoint);
