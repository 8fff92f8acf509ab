import { Icon, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPost } from '@/store/feed/cache';
import { savePost } from '@/store/posts/actions';
import styles from './PostControls.module.css';

/** Bookmark toggle of one post (R4.2, R4.7); visitors get the login dialog (from=save). */
export function SaveButton({ pid }: { pid: number }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const bookmarked = useAppSelector((state) => Boolean(selectPost(state, pid)?.bookmarked));
  const { busy, run } = useSubmit();
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={bookmarked}
      disabled={busy}
      onClick={() => void run(() => dispatch(savePost(pid)))}
      data-testid={`save-${pid}`}
      data-member-state
    >
      <Icon name={bookmarked ? 'starFilled' : 'star'} className={styles.icon} />
      {bookmarked ? t('save.saved') : t('save.save')}
    </button>
  );
}
