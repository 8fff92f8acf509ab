import type { Context } from '@fedify/fedify';
import { projectPath } from '@/lib/projects/paths';
import type { ProjectRow } from '../projects/repository';
import { findProjectBySlug } from '../projects/queries';
import { findUserBySlug, type UserRow } from '../users/repository';
import { memberActor } from './objects';

/**
 * The site's own actors (issue 38, docs/features/federation.md "Actors"), all under
 * `/users/{identifier}` (Fedify has one actor path): a member is her profile's slug (a `Person`),
 * a project is `project.{slug}` (a `Group`) and the site itself `instance.actor` (an
 * `Application`). A local member's slug never holds a dot (lib/slug.ts), so the three never meet.
 * Each has its key in the tables keyed by actor (`user:12`, `project:3`, `site`).
 */

export const SITE_IDENTIFIER = 'instance.actor';
const PROJECT_PREFIX = 'project.';

export const projectIdentifier = (slug: string): string => `${PROJECT_PREFIX}${slug}`;
export const projectActor = (id: number): string => `project:${id}`;
const SITE_ACTOR = 'site';

export type LocalActor =
  | { kind: 'member'; identifier: string; key: string; user: UserRow }
  | { kind: 'project'; identifier: string; key: string; project: ProjectRow }
  | { kind: 'site'; identifier: string; key: string };

/**
 * What an identifier or handle can be: slugs' letters, digits and hyphens (lib/slug.ts), and the
 * dot of `project.` and `instance.actor`. Anything else (a NUL byte, which PostgreSQL refuses in
 * text, a path, a mile-long name) is nobody, never a query.
 */
const IDENTIFIER = /^[\p{L}\p{N}.-]{1,200}$/u;

/** The actor behind an identifier: a local member, a project a visitor may see, or the site; else null. */
export async function localActorOf(identifier: string): Promise<LocalActor | null> {
  if (!IDENTIFIER.test(identifier)) return null;
  if (identifier === SITE_IDENTIFIER) return { kind: 'site', identifier, key: SITE_ACTOR };
  if (identifier.startsWith(PROJECT_PREFIX)) {
    const project = await findProjectBySlug(identifier.slice(PROJECT_PREFIX.length));
    return project && !project.hidden ? { kind: 'project', identifier: projectIdentifier(project.slug), key: projectActor(project.id), project } : null;
  }
  const user = await findUserBySlug(identifier);
  return user && !user.remote ? { kind: 'member', identifier: user.userslug, key: memberActor(user.uid), user } : null;
}

/**
 * WebFinger's `acct:name@host`: a member's slug, then a project's (`acct:slug@host`, as Mastodon
 * users type it), `project.{slug}` and `instance.actor` as they are.
 */
export async function identifierOfHandle(handle: string): Promise<string | null> {
  const name = handle.toLowerCase();
  if (!IDENTIFIER.test(name)) return null;
  const actor = await localActorOf(name);
  if (actor) return actor.identifier;
  const project = await findProjectBySlug(name);
  return project && !project.hidden ? projectIdentifier(project.slug) : null;
}

/**
 * A project's handle (its `preferredUsername`, which WebFinger must answer with the same actor):
 * its slug, unless a member has that slug (a member comes first), then `project.{slug}`.
 */
export async function projectHandle(project: Pick<ProjectRow, 'slug'>): Promise<string> {
  const member = await findUserBySlug(project.slug);
  return member && !member.remote ? projectIdentifier(project.slug) : project.slug;
}

/**
 * Where a browser asking for an actor is sent: the member's profile, the project's page (its one
 * address rule, lib/projects/paths.ts), the home page; an identifier that is nobody goes where a
 * member's would (the not-found page).
 */
export async function pageOfIdentifier(identifier: string): Promise<string> {
  const actor = await localActorOf(identifier);
  if (actor?.kind === 'site') return '/';
  if (actor?.kind === 'project') return projectPath(actor.project);
  return `/user/${encodeURIComponent(actor?.kind === 'member' ? actor.user.userslug : identifier)}`;
}

/**
 * Fetches a remote object with requests signed by the site's actor, as servers in Mastodon's
 * secure mode (authorized fetch) require of every request.
 */
export async function lookupSigned(ctx: Context<void>, target: string | URL, signal?: AbortSignal) {
  const documentLoader = await ctx.getDocumentLoader({ identifier: SITE_IDENTIFIER });
  return ctx.lookupObject(target, { documentLoader, ...(signal ? { signal } : {}) });
}
