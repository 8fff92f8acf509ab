import { flagEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(flagEndpoint);
