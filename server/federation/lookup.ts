import { isActor } from '@fedify/vocab';
import { parseFediverseAddress, type FediverseAccount } from '@/lib/federation/lookup';
import { fail } from '../http/errors';
import { findUserByUid } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { remoteMemberOf } from './actors';
import { federationContext } from './federation';
import { instanceAllowed } from './instances';
import { lookupSigned } from './localActors';
import { assertInstanceAllowed, assertOtherSite, federatingMember } from './lookupRules';

/**
 * A member looks up a fediverse account to follow it (issue 38): by handle (WebFinger) or by the
 * address of its profile. The account becomes a remote member (server/federation/actors.ts) whose
 * profile here has the Follow button; following it sends a Follow. Only through Fedify's guarded
 * loader (no private addresses unless FEDERATION_ALLOW_PRIVATE), never to a refused instance.
 */
const LOOKUP_MS = 10_000;

export async function findFediverseAccount(viewer: Viewer | null, query: string): Promise<FediverseAccount> {
  federatingMember(viewer);
  const address = parseFediverseAddress(query);
  if (!address) throw fail('activitypub.invalid-id');
  assertOtherSite(address.host);
  await assertInstanceAllowed(address.host);
  const ctx = federationContext();
  const target = address.kind === 'handle' ? `acct:${address.handle}` : address.url;
  const actor = await lookupSigned(ctx, target, AbortSignal.timeout(LOOKUP_MS)).catch(() => null);
  if (!actor || !isActor(actor) || !actor.id || !(await instanceAllowed(actor.id.host))) throw fail('activitypub.get-failed');
  const member = await remoteMemberOf(actor);
  const user = member ? await findUserByUid(member.uid) : null;
  if (!user) throw fail('activitypub.get-failed');
  return { uid: user.uid, username: user.username, userslug: user.userslug };
}
