import { serveInitialsAvatar } from '@/server/users/avatar';

/** GET /api/avatar/{uid}: the member's initials as an SVG picture (server/users/avatar.ts). */
export default serveInitialsAvatar;
