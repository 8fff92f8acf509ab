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
 * row at 1280 px). Lock opens the reason form under the bar (`opener`); Unlock acts at once.
 */
export function LockControl({ locked, tid, opener }: { locked: boolean; tid: number; opener: ComponentProps<'button'> }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  const name = locked ? t('actions.unlock') : t('actions.lock');
  const props = locked ? { disabled: busy, onClick: () => void run(() => dispatch(setTopicLocked({ tid, locked: false }))) } : opener;
  return (
    <Button variant="secondary" title={name} {...props}>
      <Icon name={locked ? 'unlock' : 'lock'} />
      <span className={styles.foldLabel}>{name}</span>
    </Button>
  );
}

/**
 * A moderator's slow mode control beside the lock (issue 35), an icon in the row and named in the
 * folded menu: "Slow mode" opens the interval form under the bar (`opener`); "End slow mode" acts
 * at once.
 */
export function SlowModeControl({ slowMode, tid, opener }: { slowMode: number; tid: number; opener: ComponentProps<'button'> }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  const name = slowMode > 0 ? t('actions.slowModeOff') : t('actions.slowMode');
  const props = slowMode > 0 ? { disabled: busy, onClick: () => void run(() => dispatch(setTopicSlowMode({ tid, seconds: 0 }))) } : opener;
  return (
    <Button variant="secondary" title={name} {...props}>
      <Icon name="hourglass" />
      <span className={styles.foldLabel}>{name}</span>
    </Button>
  );
}
