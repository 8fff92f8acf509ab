import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { federationSettings } from './config';
import { instanceAllowed } from './instances';

/**
 * The rules every look-up a member starts on another site follows (issue 38: an account, an
 * event): a signed-in member on a site that federates, an address of another site, on an instance
 * this site talks to.
 */

/** The viewer, when a member of a site with federation on. */
export function federatingMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  if (!federationSettings().enabled) throw fail('activitypub.not-enabled');
  return viewer;
}

/** This site's own addresses are not looked up over federation (`activitypub.invalid-id`). */
export function assertOtherSite(host: string): void {
  if (host === new URL(federationSettings().origin).host) throw fail('activitypub.invalid-id');
}

/** A refused instance answers as one that did not answer (`activitypub.get-failed`), never asked. */
export async function assertInstanceAllowed(host: string): Promise<void> {
  if (!(await instanceAllowed(host))) throw fail('activitypub.get-failed');
}
