import { apiRoute } from '@/server/http/route';
import { joinEndpoint } from '@/server/invites/api';

export default apiRoute(joinEndpoint);
