import { createTopicEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(createTopicEndpoint);
