import type { ComponentProps } from 'react';
import { Button, Icon, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTopic } from '@/store/topic/selectors';
import { setTopicLocked, setTopicSlowMode } from '@/store/moderation/thunks';
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

/**
 * A moderator's lock control in the topic's action bar: an icon in the row (its name shown as a
 * tooltip), the icon and its name in the folded "More" menu (R1.16: a moderator's controls fit one
 * row at 1280 px). Lock opens the form under the bar (`opener`, components/topic/LockPanel.tsx),
 * which locks or slows the topic down; Unlock and End slow mode act at once.
 */
export function LockControl({ locked, slowMode, tid, opener }: { locked: boolean; slowMode: number; tid: number; opener: ComponentProps<'button'> }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  const slowed = !locked && slowMode > 0;
  const name = locked ? t('actions.unlock') : slowed ? t('actions.slowModeOff') : t('actions.lock');
  const undo = () => void run(() => (locked ? dispatch(setTopicLocked({ tid, locked: false })) : dispatch(setTopicSlowMode({ tid, seconds: 0 }))));
  const props = locked || slowed ? { disabled: busy, onClick: undo } : opener;
  return (
    <Button variant="secondary" title={name} {...props}>
      <Icon name={locked ? 'unlock' : slowed ? 'hourglass' : 'lock'} />
      <span className={styles.foldLabel}>{name}</span>
    </Button>
  );
}
