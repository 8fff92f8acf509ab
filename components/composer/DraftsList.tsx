import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { Button, Card } from '@/components/ui';
import { toDayjs } from '@/lib/dates';
import { POST_TYPE_LABELS, isPostType } from '@/lib/discussions/types';
import { unescapeText } from '@/lib/names';
import { loadDrafts, selectComposer, selectDraftPosts } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Composer.module.css';

/** "Your drafts": the member's draft topics; each opens in the composer (`/compose?pid=`). */
export function DraftsList({ currentPid }: { currentPid: number | null }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectComposer).drafts;
  const drafts = useAppSelector(selectDraftPosts);

  useEffect(() => {
    void dispatch(loadDrafts());
  }, [dispatch]);

  return (
    <Card className={styles.drafts} aria-labelledby="composer-drafts" aria-busy={list.status === 'loading'}>
      <h2 id="composer-drafts">Your drafts</h2>
      {list.status === 'loading' && drafts.length === 0 && <p className="muted">Loading your drafts…</p>}
      {list.status === 'error' && (
        <div role="alert" className="stack">
          <p className="error">{list.error}</p>
          <Button variant="secondary" onClick={() => void dispatch(loadDrafts())}>
            Try again
          </Button>
        </div>
      )}
      {list.status !== 'loading' && list.status !== 'error' && drafts.length === 0 && <p className="muted">No drafts yet.</p>}
      {drafts.length > 0 && (
        <ul className={styles.draftList}>
          {drafts.map((draft) => {
            const when = toDayjs(draft.edited || draft.timestamp)?.format('D MMM YYYY, HH:mm');
            return (
              <li key={draft.pid}>
                <Link href={`/compose?pid=${draft.pid}`} aria-current={draft.pid === currentPid ? 'page' : undefined}>
                  {unescapeText(draft.title) || 'Untitled draft'}
                </Link>
                <span className={styles.draftMeta}>
                  {isPostType(draft.postType) ? POST_TYPE_LABELS[draft.postType] : draft.postType}
                  {when ? ` · saved ${when}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
