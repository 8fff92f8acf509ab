import type { ComposeCategory, EditablePost, ProjectDetail } from '@/lib/discussions/types';
import { AppError } from '../http/errors';
import { listProjects } from '../projects/repository';
import type { Viewer } from '../users/viewer';
import { mayChangePost } from './permissions';
import { getPost, getTopic } from './reads';
import { findPost, listCategories } from './repository';

/**
 * Reads of the composer: what it offers (projects, categories), and a main post loaded for
 * editing with what its author wrote (Markdown, their own summary), not the rendered HTML.
 */

export async function composerChoices(): Promise<{ projects: ProjectDetail[]; categories: ComposeCategory[] }> {
  const [projects, categories] = await Promise.all([listProjects(), listCategories()]);
  return { projects: projects.map((p) => ({ id: p.id, name: p.name, slug: p.slug })), categories };
}

type EditablePostRead = { found: 'ok'; post: EditablePost } | { found: 'forbidden' } | { found: 'notFound' };

/** A main post its author (or a moderator) may edit; `forbidden` for anyone else, `notFound` for any other post. */
export async function postForEditing(pid: number, viewer: Viewer): Promise<EditablePostRead> {
  try {
    const post = await getPost(pid, viewer);
    if (!post.isMainPost) return { found: 'notFound' };
    if (!mayChangePost(viewer, post.uid)) return { found: 'forbidden' };
    const [topic, source] = await Promise.all([getTopic(post.tid, viewer), findPost(pid)]);
    if (!source) return { found: 'notFound' };
    return {
      found: 'ok',
      post: {
        pid,
        tid: topic.tid,
        url: topic.url,
        draft: topic.draft,
        postType: topic.postType,
        title: topic.titleRaw,
        content: source.content,
        summary: source.summary,
        tags: topic.tags,
        metaData: post.metaData ?? {},
        projects: topic.project_details,
        cid: topic.cid,
      },
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { found: 'notFound' };
    throw err;
  }
}
