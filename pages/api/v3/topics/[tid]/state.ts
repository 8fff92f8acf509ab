import { deleteTopicEndpoint, restoreTopicEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(deleteTopicEndpoint, restoreTopicEndpoint);
