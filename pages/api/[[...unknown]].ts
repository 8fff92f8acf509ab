import { unknownApiRoute } from '@/server/http/route';

/** Any other `/api/*` path: a JSON 404 in the path's envelope, for every method. */
export const config = { api: { bodyParser: false } };

export default unknownApiRoute();
