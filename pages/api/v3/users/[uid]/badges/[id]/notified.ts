import { apiRoute } from '@/server/http/route';
import { acknowledgeBadgeEndpoint } from '@/server/users/api';

export default apiRoute(acknowledgeBadgeEndpoint);
