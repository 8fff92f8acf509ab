import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { TopicView } from '@/components/topic';
import { ListError } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { projectTabPath } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { useStoreFeature } from '@/store/features';
import { topicFeature } from '@/store/topic/feature';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectMainPost, selectTopicState } from '@/store/topic/selectors';
import { openTopic } from '@/store/topic/thunks';
import { showView } from '@/store/views/slice';

/**
 * A faq topic in its project's frame (R1.11): the topic page's own view over the topic slice and
 * the entity cache (seeded by the page's loader), under the project's header and tabs.
 */
export function ProjectQuestion({ project, tid }: { project: ProjectData; tid: number }) {
  useStoreFeature(topicFeature);
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTopicState);
  const mainPost = useAppSelector(selectMainPost);
  const current = state.tid === tid;

  // Nothing for this topic in the store (e.g. cleared at logout): load it in the browser.
  useEffect(() => {
    if (!current || state.status === 'idle') void dispatch(openTopic({ tid, sort: 'popular', page: 1 }));
  }, [current, state.status, tid, dispatch]);
  // Shown: signing in reads the topic again (store/listeners.ts).
  useEffect(() => dispatch(showView({ name: 'topic', tid })), [tid, dispatch]);

  if (current && state.status === 'error') {
    return <ListError title={t('question.error')} message={state.error} code={state.errorCode} onRetry={() => void dispatch(openTopic({ tid, sort: 'popular', page: 1 }))} />;
  }
  if (!current || state.status !== 'ready' || !state.topic || !mainPost) {
    return (
      <p className="muted" role="status">
        {t('question.loading')}
      </p>
    );
  }
  return (
    <div>
      <p>
        <Link href={projectTabPath(project, 'questions')}>{t('question.all', { name: project.name })}</Link>
      </p>
      <TopicView topic={state.topic} mainPost={mainPost} />
    </div>
  );
}
