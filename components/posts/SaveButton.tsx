import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPost } from '@/store/feed/cache';
import { savePost } from '@/store/posts/actions';
import styles from './PostControls.module.css';
import { usePending } from './usePending';

/** Bookmark toggle of one post (R4.2, R4.7); visitors get the login dialog (from=save). */
export function SaveButton({ pid }: { pid: number }) {
  const dispatch = useAppDispatch();
  const bookmarked = useAppSelector((state) => Boolean(selectPost(state, pid)?.bookmarked));
  const [pending, run] = usePending();
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={bookmarked}
      disabled={pending}
      onClick={() => void run(() => dispatch(savePost(pid)))}
      data-testid={`save-${pid}`}
    >
      <span className={styles.icon} aria-hidden="true">
        {bookmarked ? '★' : '☆'}
      </span>
      {bookmarked ? 'Saved' : 'Save'}
    </button>
  );
}
