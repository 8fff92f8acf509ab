import type { FediverseAccount } from '@/lib/federation/lookup';
import type { RemoteEvent, RemoteEvents } from '@/lib/federation/remoteEvents';
import type { FederationInstances, InstancePolicy, RemovedInstanceContent } from '@/lib/federation/types';
import { get, send } from './http';

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

/** Events on other sites (issue 38; docs/features/federation.md "Joining events elsewhere"). */
const JOINS = '/api/v3/federation/events/joins';

export const lookupRemoteEvent = (query: string) => send<RemoteEvent>('post', '/api/v3/federation/events/lookup', { query });
export const loadRemoteEvents = () => get<RemoteEvents>(JOINS);
export const joinRemoteEvent = (iri: string) => send<RemoteEvent>('put', JOINS, { iri });
export const leaveRemoteEvent = (iri: string) => send<RemoteEvents>('delete', JOINS, { iri });
