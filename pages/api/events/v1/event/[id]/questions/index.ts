import { apiRoute } from '@/server/http/route';
import { askQuestionEndpoint, eventQuestionsEndpoint } from '@/server/events/qaApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(eventQuestionsEndpoint, askQuestionEndpoint);
