import { federationInstancesContract, removedInstanceContentContract } from '@/lib/federation/contracts';
import { instanceBody, instanceHostBody, instanceParams } from '@/lib/federation/schemas';
import { endpoint } from '../http/route';
import { removeRemoteContent } from './instanceContent';
import * as instances from './instances';

/**
 * The administrators' list of fediverse instances (issue 38; docs/features/federation.md
 * "Instances"); the rules are in ./instances.ts and ./instanceContent.ts.
 */

const HOST =
  'A host is written as URL.host writes it (lower case, no scheme or path, a port only when not the default); ' +
  'a URL or a handle (@name@host) is taken as its host; anything else is invalid-instance-host (400). ';

export const listInstancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/admin/federation/instances',
  summary:
    'The instances administrators deny or allow (administrators only; others no-privileges 403): {enabled (FEDERATION is ' +
    'not off), mode (denylist | allowlist, the FEDERATION_INSTANCES setting), instances: [{host, policy: deny | allow, ' +
    'note, timestamp}] by host}. An entry covers its host and every subdomain; denied hosts are refused in both modes, ' +
    'and in allowlist mode only allowed ones federate.',
  tag: 'federation',
  family: 'v3',
  access: 'member',
  response: federationInstancesContract,
  handle: ({ viewer }) => instances.listInstances(viewer),
});

export const saveInstanceEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/admin/federation/instances',
  summary:
    'Add an instance to the list, or change its entry (administrators): {host, policy: deny | allow, note? (up to 500 ' +
    `characters)}. ${HOST}Inbox deliveries from a denied host are refused (403) from then on. Answers the list.`,
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: instanceBody,
  response: federationInstancesContract,
  handle: ({ viewer, body }) => instances.saveInstance(viewer, body),
});

export const deleteInstanceEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/admin/federation/instances',
  summary: `Take an instance off the list (administrators): {host}. ${HOST}No entry: no-instance (404). Answers the list.`,
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: instanceHostBody,
  response: federationInstancesContract,
  handle: ({ viewer, body }) => instances.removeInstance(viewer, body.host),
});

export const removeInstanceContentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/admin/federation/instances/{instance}/remove-content',
  summary:
    "Delete every topic and reply the instance's accounts (remote members whose actor is on the host or a subdomain) " +
    'posted here, as a moderator deletes (administrators). Answers {host, topics, posts}: how many were deleted now.',
  tag: 'federation',
  family: 'v3',
  access: 'member',
  params: instanceParams,
  response: removedInstanceContentContract,
  handle: ({ viewer, params }) => removeRemoteContent(viewer, params.instance),
});
