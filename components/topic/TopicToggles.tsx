import { Button, Icon, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTopic } from '@/store/topic/selectors';
import { toggleFollow, togglePin } from '@/store/topic/thunks';
import styles from './Topic.module.css';

/** Pin toggle: only for those the server lets pin (visitors and members without the privilege see none). */
export function PinButton() {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const topic = useAppSelector(selectTopic);
  const { busy, run } = useSubmit();
  if (!topic?.privileges.pin) return null;
  const pinned = topic.pinned === 1;
  return (
    <Button variant="secondary" className={styles.toggle} aria-pressed={pinned} disabled={busy} onClick={() => void run(() => dispatch(togglePin()))}>
      <Icon name="pin" /> {pinned ? t('main.pinned') : t('main.pin')}
    </Button>
  );
}

/** Follow toggle (visitors are asked to log in). */
export function FollowButton() {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const topic = useAppSelector(selectTopic);
  const { busy, run } = useSubmit();
  if (!topic) return null;
  return (
    <Button
      variant="secondary"
      className={styles.toggle}
      aria-pressed={topic.isFollowing}
      disabled={busy}
      data-member-state
      onClick={() => void run(() => dispatch(toggleFollow()))}
    >
      {topic.isFollowing ? t('main.following') : t('main.follow')}
    </Button>
  );
}
