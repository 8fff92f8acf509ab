import { apiRoute } from '@/server/http/route';
import { unvoteQuestionEndpoint, voteQuestionEndpoint } from '@/server/events/qaApi';

/** The route helper reads the body (server/http/body.ts). */
export const config = { api: { bodyParser: false } };

export default apiRoute(voteQuestionEndpoint, unvoteQuestionEndpoint);
