import type { GetServerSidePropsContext } from 'next';
import { composeInitialType, editedPid } from '@/lib/discussions/page';
import type { ComposePageProps, EditablePost } from '@/lib/discussions/types';
import { composerChoices, postForEditing } from '../discussions/editing';
import type { SsrContext } from './appState';

/**
 * /compose: a new topic of any post type (`?type=faq|blog|link|podcast|ama` presets it), or
 * `?pid=` to edit a main post or resume a draft (its author or a moderator only: 403 otherwise).
 * Visitors get the login state and nothing is loaded.
 */

export async function loadComposePage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ComposePageProps }> {
  if (!viewer) return { props: { state: 'login' } };
  const pid = editedPid(ctx.query.pid);
  let editing: EditablePost | null = null;
  if (pid !== undefined) {
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
  return { props: { state: 'ok', projects, categories, initialType: composeInitialType(editing, ctx.query.type), editing } };
}
