import { apiRoute } from '@/server/http/route';
import { repliesEndpoint } from '@/server/discussions/readApi';

export default apiRoute(repliesEndpoint);
