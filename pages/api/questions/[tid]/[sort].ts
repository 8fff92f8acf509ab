import { apiRoute } from '@/server/http/route';
import { questionsEndpoint } from '@/server/discussions/readApi';

export default apiRoute(questionsEndpoint);
