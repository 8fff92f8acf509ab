import { apiRoute } from '@/server/http/route';
import { draftsEndpoint } from '@/server/discussions/readApi';

export default apiRoute(draftsEndpoint);
