import Head from 'next/head';
import { ComposePage } from '@/components/composer/ComposePage';
import { parsePostType, type ComposePageProps, type EditablePost } from '@/components/composer/model';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /compose: a new topic of any post type (`?type=faq|blog|link|podcast|ama` presets it), or
 * `?pid=` to edit a main post or resume a draft (its author or a moderator only: 403 otherwise).
 * Visitors get a card asking them to log in. Server modules load only here.
 */
export const getServerSideProps = withAppConfig<ComposePageProps>(async (ctx, { viewer }) => {
  if (!viewer) return { props: { state: 'login' } };
  const [{ listProjects }, { listCategories, findPost }, { getPost, getTopic }, { mayChangePost }, { AppError }] = await Promise.all([
    import('@/server/projects/repository'),
    import('@/server/discussions/repository'),
    import('@/server/discussions/reads'),
    import('@/server/discussions/permissions'),
    import('@/server/http/errors'),
  ]);

  const rawPid = ctx.query.pid;
  const pid = typeof rawPid === 'string' && /^\d+$/.test(rawPid) ? Number(rawPid) : null;
  let editing: EditablePost | null = null;
  if (rawPid !== undefined) {
    const notFound = () => {
      ctx.res.statusCode = 404;
      return { props: { state: 'notFound' as const, pid: pid ?? 0 } };
    };
    if (pid === null || pid < 1) return notFound();
    try {
      const post = await getPost(pid, viewer);
      if (!post.isMainPost) return notFound();
      if (!mayChangePost(viewer, post.uid)) {
        ctx.res.statusCode = 403;
        return { props: { state: 'forbidden', pid } };
      }
      // The form edits what the member wrote (Markdown, their own summary), not the rendered HTML.
      const [topic, source] = await Promise.all([getTopic(post.tid, viewer), findPost(pid)]);
      if (!source) return notFound();
      editing = {
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
      };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return notFound();
      throw err;
    }
  }

  const [projects, categories] = await Promise.all([listProjects(), listCategories()]);
  return {
    props: {
      state: 'ok',
      projects: projects.map((p) => ({ id: p.id, name: p.name, slug: p.slug })),
      categories,
      initialType: editing?.postType ?? parsePostType(ctx.query.type),
      editing,
    },
  };
});

export default function Compose(props: ComposePageProps) {
  const editing = props.state === 'ok' && props.editing;
  return (
    <main className="page">
      <Head>
        <title>{`${editing ? (editing.draft ? 'Edit draft' : 'Edit post') : 'New post'} · Community`}</title>
      </Head>
      <ComposePage {...props} />
    </main>
  );
}
