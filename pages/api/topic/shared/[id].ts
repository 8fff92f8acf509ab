import { apiRoute } from '@/server/http/route';
import { sharedTopicEndpoint } from '@/server/discussions/readApi';

export default apiRoute(sharedTopicEndpoint);
