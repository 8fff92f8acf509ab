import type { Context } from '@fedify/fedify';
import { Announce, Application, Article, Group, Image, PUBLIC_COLLECTION, type Create } from '@fedify/vocab';
import './runtime';
import { SITE_NAME } from '@/lib/seo/head';
import type { TopicData } from '@/lib/discussions/types';
import type { ProjectRow } from '../projects/repository';
import { deliverToFollowers } from './delivery';
import { projectActor, projectHandle, projectIdentifier, SITE_IDENTIFIER } from './localActors';
import { actorBasics, type ActorKeys } from './objects';
import { countFollowers } from './repository';

/**
 * Projects and the site in the fediverse (issue 38, docs/features/federation.md "Projects"): a
 * project is a `Group` at `/users/project.{slug}` that anyone may follow; it announces each new
 * public topic in it to its followers as FEP-1b12 groups do. The site is an `Application` at
 * `/users/instance.actor`, whose key signs the site's own fetches.
 */

export async function groupOf(ctx: Context<void>, project: ProjectRow, keys: ActorKeys): Promise<Group> {
  const identifier = projectIdentifier(project.slug);
  return new Group({
    ...actorBasics(ctx, identifier, keys),
    preferredUsername: await projectHandle(project),
    name: project.name,
    summary: project.descriptionHtml || null,
    url: new URL(`/projects/${encodeURIComponent(project.slug)}`, ctx.canonicalOrigin),
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

/**
 * What a group sends of a topic: `Announce` of the author's `Create` (FEP-1b12, which Lemmy,
 * Mbin and NodeBB read), and `Announce` of the Article itself (a boost, which Mastodon shows;
 * it ignores an announced activity). Both name the group's followers.
 */
export function announcesOf(ctx: Context<void>, slug: string, create: Create): Announce[] {
  const identifier = projectIdentifier(slug);
  const actor = ctx.getActorUri(identifier);
  const addressed = { actor, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(identifier), published: create.published };
  const article = create.objectId ?? ctx.getObjectUri(Article, { tid: '0' });
  return [
    new Announce({ ...addressed, id: new URL(`#announces/${encodeURIComponent(create.id?.href ?? '')}`, actor), object: create }),
    new Announce({ ...addressed, id: new URL(`#announces/${encodeURIComponent(article.href)}`, actor), object: article }),
  ];
}

/** A new public topic, announced by each of its projects a visitor may see that has followers. */
export async function announceInProjects(ctx: Context<void>, topic: TopicData, create: Create): Promise<void> {
  for (const project of topic.project_details) {
    if (project.hidden || (await countFollowers(projectActor(project.id))) === 0) continue;
    for (const announce of announcesOf(ctx, project.slug, create)) {
      await deliverToFollowers(ctx, projectIdentifier(project.slug), announce, [projectActor(project.id)]);
    }
  }
}
