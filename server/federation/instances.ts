import { LRUCache } from 'lru-cache';
import type { FederationInstances, InstancePolicy, InstancesMode } from '@/lib/federation/types';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { federationSettings } from './config';
import * as repo from './instancesRepository';

/**
 * The instances administrators deny or allow (issue 38; docs/features/federation.md "Instances").
 *
 * The one rule, `instanceAllowed(host)`: an entry names a host as `URL.host` writes it (lower case,
 * punycode, a port only when it is not the scheme's default) and covers that host, the same name on
 * any port when it has none, and every subdomain. A host some entry denies is refused in both modes;
 * in deny-list mode (FEDERATION_INSTANCES unset or `denylist`) every other host passes; in allow-list
 * mode (`allowlist`) only hosts an entry allows do.
 *
 * Decisions are cached for CACHE_TTL_MS per host; a change of the list through this app instance
 * empties the cache at once (on globalThis: the custom server's inboxes and Next's admin routes
 * load this module separately), other instances see it within CACHE_TTL_MS.
 */

const CACHE_TTL_MS = 5_000;

interface InstanceCache {
  decisions: LRUCache<string, boolean>;
  /** Bumped by every change: a lookup that started before one does not store its answer. */
  generation: number;
}

const CACHE = Symbol.for('community.federationInstances');
const holder = globalThis as typeof globalThis & { [CACHE]?: InstanceCache };
const cache: InstanceCache = (holder[CACHE] ??= { decisions: new LRUCache({ max: 10_000, ttl: CACHE_TTL_MS }), generation: 0 });

function forgetDecisions(): void {
  cache.generation += 1;
  cache.decisions.clear();
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The names an entry may give for `host`: itself, its name without the port, and the name's
 * parent domains (`a.b.example:3000`: that, `a.b.example`, `b.example`, `example`). An address has
 * no parents.
 */
export function hostCandidates(host: string): string[] {
  const full = host.trim().toLowerCase();
  const name = full.startsWith('[') ? full.slice(0, full.indexOf(']') + 1) : full.replace(/:\d*$/, '');
  const names = new Set([full, name]);
  if (!name.startsWith('[') && !IPV4.test(name)) {
    const labels = name.split('.');
    for (let i = 1; i < labels.length; i += 1) names.add(labels.slice(i).join('.'));
  }
  return [...names].filter(Boolean);
}

function decide(mode: InstancesMode, policies: readonly InstancePolicy[]): boolean {
  if (policies.includes('deny')) return false;
  return mode === 'denylist' || policies.includes('allow');
}

/** Whether this site federates with `host` (an actor's or a key's `URL.host`). */
export async function instanceAllowed(host: string): Promise<boolean> {
  const mode = federationSettings().instances;
  const key = `${mode} ${host.trim().toLowerCase()}`;
  const known = cache.decisions.get(key);
  if (known !== undefined) return known;
  const generation = cache.generation;
  const entries = await repo.instancesOf(hostCandidates(host));
  const allowed = decide(mode, entries.map((e) => e.policy));
  if (generation === cache.generation) cache.decisions.set(key, allowed);
  return allowed;
}

/** The viewer when an administrator (the list and removals are theirs alone). */
export function administrator(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  if (!viewer.isAdmin) throw fail('no-privileges');
  return viewer;
}

/** GET /api/v3/admin/federation/instances. */
export async function listInstances(viewer: Viewer | null): Promise<FederationInstances> {
  administrator(viewer);
  const settings = federationSettings();
  const rows = await repo.listInstances();
  return {
    enabled: settings.enabled,
    mode: settings.instances,
    instances: rows.map((r) => ({ host: r.host, policy: r.policy, note: r.note, timestamp: r.createdAt.getTime() })),
  };
}

/** PUT /api/v3/admin/federation/instances: `host` as lib/federation/schemas.ts normalised it. */
export async function saveInstance(
  viewerIn: Viewer | null,
  input: { host: string; policy: InstancePolicy; note?: string },
): Promise<FederationInstances> {
  const viewer = administrator(viewerIn);
  await repo.saveInstance({ host: input.host, policy: input.policy, note: input.note ?? '', createdBy: viewer.uid });
  forgetDecisions();
  return listInstances(viewer);
}

/** DELETE /api/v3/admin/federation/instances: `no-instance` (404) when the host has no entry. */
export async function removeInstance(viewerIn: Viewer | null, host: string): Promise<FederationInstances> {
  const viewer = administrator(viewerIn);
  if (!(await repo.deleteInstance(host))) throw fail('no-instance');
  forgetDecisions();
  return listInstances(viewer);
}
