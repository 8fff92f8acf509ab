import type { Context } from '@fedify/fedify';
import { Announce, Application, Group, Image, PUBLIC_COLLECTION, type Activity, type Create } from '@fedify/vocab';
import './runtime';
import { projectPath } from '@/lib/projects/paths';
import { SITE_NAME } from '@/lib/seo/site';
import { findProjectsByIds, projectIdsOfTopic, type ProjectRow } from '../projects/repository';
import { deliverToFollowers } from './delivery';
import { projectActor, projectHandle, projectIdentifier, SITE_IDENTIFIER } from './localActors';
import { actorBasics, type ActorKeys } from './objects';
import { countFollowers } from './repository';

/**
 * Projects and the site in the fediverse (issue 38, docs/features/federation.md "Projects"): a
 * project is a `Group` at `/users/project.{slug}` that anyone may follow; it announces to its
 * followers each new public topic in it, and the replies, edits and deletions there, as FEP-1b12
 * groups do. The site is an `Application` at
 * `/users/instance.actor`, whose key signs the site's own fetches.
 */

export async function groupOf(ctx: Context<void>, project: ProjectRow, keys: ActorKeys): Promise<Group> {
  const identifier = projectIdentifier(project.slug);
  return new Group({
    ...actorBasics(ctx, identifier, keys),
    preferredUsername: await projectHandle(project),
    name: project.name,
    summary: project.descriptionHtml || null,
    url: new URL(projectPath(project), ctx.canonicalOrigin),
    icon: project.logo ? new Image({ url: new URL(project.logo, ctx.canonicalOrigin) }) : null,
    published: Temporal.Instant.fromEpochMilliseconds(project.createdAt.getTime()),
    followers: ctx.getFollowersUri(identifier),
    manuallyApprovesFollowers: false,
    discoverable: true,
  });
}

export function applicationOf(ctx: Context<void>, keys: ActorKeys): Application {
  return new Application({
    ...actorBasics(ctx, SITE_IDENTIFIER, keys),
    preferredUsername: SITE_IDENTIFIER,
    name: SITE_NAME,
    url: new URL('/', ctx.canonicalOrigin),
    manuallyApprovesFollowers: true,
    discoverable: false,
  });
}

/** A project that announces what happens in a topic: one a visitor may see, with followers elsewhere. */
export interface AnnouncingProject {
  id: number;
  slug: string;
}

/** The topic's projects that announce (visible, with remote followers), in the topic's order. */
export async function announcingProjects(tid: number): Promise<AnnouncingProject[]> {
  const ids = await projectIdsOfTopic(tid);
  const rows = await findProjectsByIds(ids);
  const found: AnnouncingProject[] = [];
  for (const id of ids) {
    const project = rows.find((row) => row.id === id);
    if (project && !project.hidden && (await countFollowers(projectActor(id))) > 0) found.push({ id, slug: project.slug });
  }
  return found;
}

/** The group's `Announce` of an activity (FEP-1b12) or of an object (a boost), to its followers. */
export function announceOf(ctx: Context<void>, slug: string, object: Activity | URL, published: Temporal.Instant | null): Announce {
  const identifier = projectIdentifier(slug);
  const actor = ctx.getActorUri(identifier);
  const objectId = object instanceof URL ? object : object.id;
  return new Announce({
    id: new URL(`#announces/${encodeURIComponent(objectId?.href ?? '')}`, actor),
    actor,
    object,
    published,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(identifier),
  });
}

/**
 * What a group sends of a new topic: `Announce` of the author's `Create` (FEP-1b12, which Lemmy,
 * Mbin and NodeBB read), and `Announce` of the Article itself (a boost, which Mastodon shows; it
 * ignores an announced activity).
 */
function announcesOf(ctx: Context<void>, slug: string, create: Create): Announce[] {
  const article = create.objectId;
  return [announceOf(ctx, slug, create, create.published), ...(article ? [announceOf(ctx, slug, article, create.published)] : [])];
}

/** A new public topic, announced by each of its announcing projects (both ways, above). */
export async function announceTopic(ctx: Context<void>, tid: number, create: Create): Promise<void> {
  for (const project of await announcingProjects(tid)) {
    for (const announce of announcesOf(ctx, project.slug, create)) {
      await deliverToFollowers(ctx, projectIdentifier(project.slug), announce, [projectActor(project.id)]);
    }
  }
}

/**
 * What else happens in a project's topic (a reply's `Create`, an `Update`, a `Delete`), announced
 * by the projects as FEP-1b12 groups announce their threads; never boosted (a Mastodon follower
 * of the project sees its topics, not every reply).
 */
export async function announceInTopic(ctx: Context<void>, projects: readonly AnnouncingProject[], activity: Activity): Promise<void> {
  for (const project of projects) {
    await deliverToFollowers(ctx, projectIdentifier(project.slug), announceOf(ctx, project.slug, activity, Temporal.Now.instant()), [projectActor(project.id)]);
  }
}
