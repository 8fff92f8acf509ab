import { useRouter } from 'next/router';
import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { TOPIC_SORTS, topicSort, type TopicSort } from '@/lib/topicSort';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { listCanLoadMore, listIsLoading } from '@/store/lists';
import { selectQuestions, selectTopicState } from '@/store/topic/selectors';
import { changeSort, loadMoreQuestions } from '@/store/topic/thunks';
import type { TopicLabels } from './labels';
import { QuestionItem } from './QuestionItem';
import styles from './Topic.module.css';

const SORT_LABEL: Record<TopicSort, MessageKey<'topic'>> = {
  popular: 'sort.popular',
  recent: 'sort.recent',
};

/** The URL with `?sort=` set (and the page left out: a new sort starts at page 1). */
function urlWithSort(asPath: string, sort: TopicSort): string {
  const [beforeHash, hash] = asPath.split('#');
  const [path, search = ''] = beforeHash.split('?');
  const params = new URLSearchParams(search);
  params.set('sort', sort);
  params.delete('page');
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/**
 * The replies to the main post, 10 at a time (R4.16, R5.5): a sort select kept in the URL
 * (`?sort=`, shallow routing; a plain GET form without JavaScript) and "Load more".
 */
export function QuestionList({ labels, faq, headingId }: { labels: TopicLabels; faq: boolean; headingId: string }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const id = useId();
  const { sort } = useAppSelector(selectTopicState);
  const questions = useAppSelector(selectQuestions);

  function onSort(event: ChangeEvent<HTMLSelectElement>) {
    const next = topicSort(event.target.value);
    if (next === sort) return;
    void router.push(urlWithSort(router.asPath, next), undefined, { shallow: true, scroll: false });
    void dispatch(changeSort(next));
  }

  const loadingFirst = listIsLoading(questions) && questions.ids.length === 0;
  return (
    <div className="stack">
      <form method="get" className={styles.sortForm} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-sort`} className={styles.sortLabel}>
          {t('sort.label')}
        </label>
        <select id={`${id}-sort`} name="sort" value={sort} onChange={onSort} aria-controls={questions.ids.length > 0 ? `${id}-list` : undefined}>
          {TOPIC_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABEL[value])}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="secondary">
            {t('sort.apply')}
          </button>
        </noscript>
      </form>

      {loadingFirst && (
        <p className="muted" role="status">
          {t(labels.loading)}
        </p>
      )}
      {questions.status === 'error' && (
        <p className="error" role="alert">
          {questions.errorCode ? `${questions.errorCode} · ` : ''}
          {questions.error}
        </p>
      )}
      {!loadingFirst && questions.status !== 'error' && questions.ids.length === 0 && (
        <p className={`${styles.empty} muted`}>{t(labels.empty)}</p>
      )}
      {questions.ids.length > 0 && (
        <ul id={`${id}-list`} className={styles.questionList} aria-labelledby={headingId} aria-busy={listIsLoading(questions)}>
          {questions.ids.map((pid) => (
            <QuestionItem key={pid} pid={pid} labels={labels} faq={faq} />
          ))}
        </ul>
      )}
      {(listCanLoadMore(questions) || (listIsLoading(questions) && questions.ids.length > 0)) && (
        <Button
          variant="secondary"
          className={styles.loadMore}
          busy={listIsLoading(questions)}
          busyLabel={t('list.loading')}
          onClick={() => void dispatch(loadMoreQuestions())}
        >
          {t(labels.loadMore)}
        </Button>
      )}
    </div>
  );
}
