import { apiRoute } from '@/server/http/route';
import { topicEndpoint } from '@/server/discussions/readApi';

export default apiRoute(topicEndpoint);
