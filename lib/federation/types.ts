/**
 * The instances administrators deny or allow (issue 38; docs/features/federation.md "Instances"):
 * what `GET|PUT|DELETE /api/v3/admin/federation/instances` and the removal of an instance's
 * content answer. Shared by the server's presenter, services/federation.ts and the admin section.
 */

/** What an entry says of an instance: refused (`deny`), or let in while only listed instances are (`allow`). */
export const INSTANCE_POLICIES = ['deny', 'allow'] as const;
export type InstancePolicy = (typeof INSTANCE_POLICIES)[number];

/**
 * The site's setting FEDERATION_INSTANCES: `denylist` (the default) refuses denied instances and
 * their subdomains; `allowlist` lets in only allowed ones (and their subdomains), denied still refused.
 */
export const INSTANCE_MODES = ['denylist', 'allowlist'] as const;
export type InstancesMode = (typeof INSTANCE_MODES)[number];

export const INSTANCE_LIMITS = {
  /** The longest host an administrator may type (a URL or handle around it included). */
  inputMax: 300,
  /** The longest note kept with an entry. */
  noteMax: 500,
} as const;

/** One entry of the list. */
export interface FederationInstance {
  /** As `URL.host` writes it: lower case, punycode, a port only when it is not the scheme's default. */
  host: string;
  policy: InstancePolicy;
  /** Why, as the administrator wrote it ('' when none). */
  note: string;
  /** When it was added or last changed, in unix milliseconds. */
  timestamp: number;
}

/** The list, with how the site reads it. */
export interface FederationInstances {
  /** Federation is on (FEDERATION is not `off`): the list is applied. */
  enabled: boolean;
  mode: InstancesMode;
  /** Ordered by host. */
  instances: FederationInstance[];
}

/** POST /api/v3/admin/federation/instances/{instance}/remove-content: what was deleted. */
export interface RemovedInstanceContent {
  host: string;
  /** Topics of the instance's accounts deleted now (soft-deleted, as a moderator deletes). */
  topics: number;
  /** Replies of the instance's accounts deleted now. */
  posts: number;
}
