import { apiRoute } from '@/server/http/route';
import { postEndpoint } from '@/server/discussions/readApi';

export default apiRoute(postEndpoint);
