import { serveInitialsAvatar } from '@/server/users/avatar';

/** Nothing reads a body here: other methods are answered 405 without parsing one. */
export const config = { api: { bodyParser: false } };

/** GET /api/avatar/{uid}: the member's initials as an SVG picture (server/users/avatar.ts). */
export default serveInitialsAvatar;
