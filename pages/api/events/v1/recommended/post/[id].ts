import { apiRoute } from '@/server/http/route';
import { recommendedEndpoint } from '@/server/discussions/readApi';

export default apiRoute(recommendedEndpoint);
