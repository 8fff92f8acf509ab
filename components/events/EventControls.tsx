import { Icon, useSubmit } from '@/components/ui';
import { selectEvent } from '@/store/feed/cache';
import { useT } from '@/lib/i18n/useT';
import { saveEvent, voteForEvent } from '@/store/events/actions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Events.module.css';

/** R4.2: the event's vote toggle; visitors get the login dialog (from=vote). Named by its content. */
export function EventVoteButton({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const event = useAppSelector((state) => selectEvent(state, id));
  const { busy, run } = useSubmit();
  const votes = event?.upvote_count ?? 0;
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={Boolean(event?.upvoted)}
      disabled={busy}
      onClick={() => void run(() => dispatch(voteForEvent(id)))}
      data-testid={`event-vote-${id}`}
      data-member-state
    >
      <Icon name="upvote" />
      {/* Its name is one sentence ("Upvote, 3 upvotes"); the count shows. */}
      <span className="visually-hidden">{t('vote.name', { count: votes })}</span>
      <span className={styles.count} aria-hidden="true">
        {votes}
      </span>
    </button>
  );
}

/** R4.2: the event's bookmark toggle; visitors get the login dialog (from=save). */
export function EventSaveButton({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const bookmarked = useAppSelector((state) => Boolean(selectEvent(state, id)?.bookmarked));
  const { busy, run } = useSubmit();
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={bookmarked}
      disabled={busy}
      onClick={() => void run(() => dispatch(saveEvent(id)))}
      data-testid={`event-save-${id}`}
      data-member-state
    >
      <Icon name={bookmarked ? 'starFilled' : 'star'} />
      {bookmarked ? t('save.saved') : t('save.save')}
    </button>
  );
}
