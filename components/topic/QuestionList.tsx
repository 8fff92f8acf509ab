import { useRouter } from 'next/router';
import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import { topicSort, type TopicSort } from '@/lib/topicSort';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { listCanLoadMore, listIsLoading } from '@/store/lists';
import { selectQuestions, selectTopicState } from '@/store/topic/selectors';
import { changeSort, loadMoreQuestions } from '@/store/topic/thunks';
import type { TopicLabels } from './labels';
import { QuestionItem } from './QuestionItem';
import styles from './Topic.module.css';

const SORT_OPTIONS: ReadonlyArray<{ value: TopicSort; label: string }> = [
  { value: 'popular', label: 'Popular' },
  { value: 'recent', label: 'Recent' },
];

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
          Sort by
        </label>
        <select id={`${id}-sort`} name="sort" value={sort} onChange={onSort} aria-controls={questions.ids.length > 0 ? `${id}-list` : undefined}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="secondary">
            Apply
          </button>
        </noscript>
      </form>

      {loadingFirst && (
        <p className="muted" role="status">
          Loading {labels.replies.toLowerCase()}…
        </p>
      )}
      {questions.status === 'error' && (
        <p className="error" role="alert">
          {questions.errorCode ? `${questions.errorCode} · ` : ''}
          {questions.error}
        </p>
      )}
      {!loadingFirst && questions.status !== 'error' && questions.ids.length === 0 && (
        <p className={`${styles.empty} muted`}>{labels.empty}</p>
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
          busyLabel="Loading…"
          onClick={() => void dispatch(loadMoreQuestions())}
        >
          {labels.loadMore}
        </Button>
      )}
    </div>
  );
}
