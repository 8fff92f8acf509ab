import { z } from 'zod';
import { pageQueryValue, pathId } from '@/lib/params';

/** Input of a member's own held posts' calls (lib/review/mine.ts; also the source of their OpenAPI description). */

/** GET /api/v3/users/{uid}/held: the member (the viewer themselves). */
export const ownHeldParams = z.object({ uid: pathId('invalid-uid') });

/** `?page=` (lenient: missing or invalid is 1). */
export const ownHeldQuery = z.object({ page: pageQueryValue });

/** DELETE /api/v3/users/{uid}/held/{id}: the member and the held post. */
export const ownHeldPostParams = z.object({ uid: pathId('invalid-uid'), id: pathId('invalid-data') });
