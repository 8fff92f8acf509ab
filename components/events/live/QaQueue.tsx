import { useEffect } from 'react';
import { ListError, Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { loadQuestions, selectQuestions, selectQueue } from '@/store/eventQa/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { AskQuestionForm } from './AskQuestionForm';
import { QuestionItem } from './QuestionItem';
import styles from './QaQueue.module.css';

/**
 * The live room's Q&A queue (issue 36; docs/features/events.md "The live room"): registrants ask
 * and upvote, hosts handle each question, everyone who may see the event reads it. The store owns
 * the queue and its realtime (store/eventQa/slice.ts): questions reorder as votes and statuses
 * arrive from the event's room.
 */
export function QaQueue({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const queue = useAppSelector((state) => selectQueue(state, id));
  const questions = useAppSelector((state) => selectQuestions(state, id));
  const idle = queue.status === 'idle';
  useEffect(() => {
    if (idle) void dispatch(loadQuestions(id));
  }, [dispatch, id, idle]);

  const headingId = `event-qa-${id}`;
  return (
    <section className={styles.qa} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('qa.title')}</h3>
      {queue.canAsk ? <AskQuestionForm id={id} /> : queue.status === 'loaded' && <p className={styles.note}>{t('qa.registrantsOnly')}</p>}
      {queue.status === 'error' ? (
        <ListError title={t('qa.loadFailed')} message={queue.error} code={null} onRetry={() => void dispatch(loadQuestions(id))} />
      ) : queue.status !== 'loaded' && questions.length === 0 ? (
        <div role="status" aria-label={t('qa.title')}>
          <Skeleton height="3rem" />
        </div>
      ) : questions.length === 0 ? (
        <p className={styles.note}>{t('qa.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} canVote={queue.canAsk} canModerate={queue.canModerate} />
          ))}
        </ol>
      )}
    </section>
  );
}
