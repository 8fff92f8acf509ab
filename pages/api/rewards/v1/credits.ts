import { apiRoute } from '@/server/http/route';
import { creditsEndpoint } from '@/server/rewards/api';

export default apiRoute(creditsEndpoint);
