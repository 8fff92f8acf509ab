import type { FediverseAccount } from '@/lib/federation/lookup';
import type { FederationInstances, InstancePolicy, RemovedInstanceContent } from '@/lib/federation/types';
import { send } from './http';

/** The administrators' list of fediverse instances (issue 38; docs/features/federation.md "Instances"). */

const INSTANCES = '/api/v3/admin/federation/instances';

export const saveInstance = (host: string, policy: InstancePolicy, note: string) =>
  send<FederationInstances>('put', INSTANCES, { host, policy, note });
export const removeInstance = (host: string) => send<FederationInstances>('delete', INSTANCES, { host });
export const removeInstanceContent = (host: string) =>
  send<RemovedInstanceContent>('post', `${INSTANCES}/${encodeURIComponent(host)}/remove-content`);

/**
 * A fediverse account as a remote member here, from a handle (`@ana@mastodon.social`) or its
 * profile's address (issue 38; docs/features/federation.md "Following accounts elsewhere").
 */
export const lookupFediverseAccount = (query: string) => send<FediverseAccount>('post', '/api/v3/federation/lookup', { query });
