import type { Viewer } from '../users/viewer';
import { openItemCount } from './repository';

/**
 * The open items of the review queue (issue 35) for the header's Review link, which every page's
 * configuration carries (server/users/service.ts `clientConfig`): moderators and administrators
 * only; null for everyone else. Kept apart from ./service so the session code does not load the
 * queue's actions.
 */
export async function openCount(viewer: Viewer | null): Promise<number | null> {
  return viewer?.isModerator ? openItemCount() : null;
}
