import type { GetServerSidePropsContext } from 'next';
import { isPostType, type ComposePageProps, type EditablePost } from '@/lib/discussions/types';
import { dbId } from '@/lib/params';
import { composerChoices, postForEditing } from '../discussions/editing';
import type { SsrContext } from './appState';

/**
 * /compose: a new topic of any post type (`?type=faq|blog|link|podcast|ama` presets it), or
 * `?pid=` to edit a main post or resume a draft (its author or a moderator only: 403 otherwise).
 * Visitors get the login state and nothing is loaded.
 */

export async function loadComposePage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ComposePageProps }> {
  if (!viewer) return { props: { state: 'login' } };
  const rawPid = ctx.query.pid;
  // Digits only, within PostgreSQL's integer range; anything else is an unknown post.
  const pid = typeof rawPid === 'string' && /^\d+$/.test(rawPid) ? (dbId.safeParse(rawPid).data ?? null) : null;
  let editing: EditablePost | null = null;
  if (rawPid !== undefined) {
    const read = pid === null ? ({ found: 'notFound' } as const) : await postForEditing(pid, viewer);
    if (read.found === 'notFound') {
      ctx.res.statusCode = 404;
      return { props: { state: 'notFound', pid: pid ?? 0 } };
    }
    if (read.found === 'forbidden') {
      ctx.res.statusCode = 403;
      return { props: { state: 'forbidden', pid: pid ?? 0 } };
    }
    editing = read.post;
  }
  const { projects, categories } = await composerChoices();
  const type = ctx.query.type;
  return {
    props: { state: 'ok', projects, categories, initialType: editing?.postType ?? (isPostType(type) ? type : 'faq'), editing },
  };
}
