import { deletePostEndpoint, restorePostEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(deletePostEndpoint, restorePostEndpoint);
