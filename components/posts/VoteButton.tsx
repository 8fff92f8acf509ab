import { Icon, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPost } from '@/store/feed/cache';
import { votePost } from '@/store/posts/actions';
import { NamedText, SHOWN_PART } from './NamedText';
import styles from './PostControls.module.css';

/**
 * Upvote toggle of one post (R4.2, R4.6). Reads the post from the shared cache, so the count is
 * the same in the feed, on the topic page and in the saved list. Visitors get the login dialog.
 * Its name comes from its content ("Upvote, 3 upvotes", the words around the count hidden from
 * sight), so the visible count is part of the accessible name (WCAG 2.5.3, label in name).
 */
export function VoteButton({ pid }: { pid: number }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const post = useAppSelector((state) => selectPost(state, pid));
  const { busy, run } = useSubmit();
  const upvotes = post?.upvotes ?? 0;
  const upvoted = Boolean(post?.upvoted);
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={upvoted}
      disabled={busy}
      onClick={() => void run(() => dispatch(votePost(pid)))}
      data-testid={`vote-${pid}`}
      data-member-state
    >
      <Icon name="upvote" className={styles.icon} />
      <NamedText text={t('vote.name', { count: upvotes, shown: String(upvotes), ...SHOWN_PART })} className={styles.count} />
    </button>
  );
}
