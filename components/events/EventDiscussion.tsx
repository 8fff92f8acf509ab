import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { PageComposer, QuestionList, topicLabels } from '@/components/topic';
import { Button } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import { useStoreFeature } from '@/store/features';
import { topicFeature } from '@/store/topic/feature';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectQuestions, selectTopicState } from '@/store/topic/selectors';
import { openTopic } from '@/store/topic/thunks';
import { showView } from '@/store/views/slice';
import sectionStyles from './Events.module.css';
import styles from './EventDiscussion.module.css';

const HEADING_ID = 'event-discussion';

/**
 * The event's discussion on its page (R1.4, R3.3 comment_main_pid): the replies of the event's
 * topic with the topic page's own components, slice and entity cache (votes, accepted answers,
 * edits show in every list at once), newest first. The page's loader seeds the first page
 * (server/ssr/events.ts); a client-side arrival without it loads it here. The topic is reported as
 * shown, so signing in reads it again for the member and replies others post arrive live
 * (store/topic/listeners.ts).
 */
export function EventDiscussion({ tid }: { tid: number }) {
  useStoreFeature(topicFeature);
  const t = useT('events');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const state = useAppSelector(selectTopicState);
  const questions = useAppSelector(selectQuestions);
  const current = state.tid === tid;

  // Read from the store itself: the server's seed is applied in a layout effect, before this.
  const needsLoad = !current || state.status === 'idle';
  useEffect(() => {
    const now = selectTopicState(store.getState());
    if (needsLoad && (now.tid !== tid || now.status === 'idle')) void dispatch(openTopic({ tid, sort: 'recent' }));
  }, [needsLoad, tid, store, dispatch]);

  useEffect(() => dispatch(showView({ name: 'topic', tid })), [tid, dispatch]);

  const topic = current ? state.topic : null;
  const labels = topicLabels(topic?.postType ?? 'ama');
  const count = topic ? Math.max(topic.questionCount, questions.total ?? 0) : null;

  let body;
  if (current && state.status === 'error') {
    const code = state.errorCode ?? 500;
    body = (
      <div className="stack">
        <p role="alert">
          {code === 404 ? t('discussion.gone') : t('discussion.failed', { code, error: state.error ?? '' })}
        </p>
        {code >= 500 && (
          <div>
            <Button variant="secondary" onClick={() => void dispatch(openTopic({ tid, sort: 'recent' }))}>
              {t('discussion.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  } else if (!topic) {
    body = (
      <p className="muted" role="status">
        {t('discussion.loading')}
      </p>
    );
  } else {
    body = (
      <>
        <PageComposer label={labels.composer} submitLabel={labels.submit} />
        <QuestionList labels={labels} faq={topic.postType === 'faq'} headingId={HEADING_ID} />
      </>
    );
  }

  return (
    <section className={sectionStyles.section} aria-labelledby={HEADING_ID} data-testid="event-discussion">
      <div className={styles.head}>
        <h2 id={HEADING_ID}>
          {t('discussion.title')}
          {count !== null && <span className={styles.count}> ({formatCount(count, locale)})</span>}
        </h2>
        <Link href={`/posts/${tid}`} className={styles.full}>
          {t('discussion.open')}
        </Link>
      </div>
      <p className={styles.intro}>{t('discussion.intro')}</p>
      {body}
    </section>
  );
}
