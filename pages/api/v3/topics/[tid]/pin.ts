import { pinTopicEndpoint, unpinTopicEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(pinTopicEndpoint, unpinTopicEndpoint);
