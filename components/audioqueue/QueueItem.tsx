import { Link } from '@/components/ui/Link';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import type { Track } from '@/lib/player/types';
import { QueueIcon } from './icons';
import { formatClock } from './queueTime';
import type { MoveControl } from './useQueueEdits';
import styles from './AudioQueue.module.css';

export interface QueueItemProps {
  track: Track;
  /** The track's index in the queue. */
  at: number;
  /** How many tracks the queue holds (the last cannot move down). */
  total: number;
  current: boolean;
  dragged: boolean;
  playing: boolean;
  /** Seconds into the current track. */
  position: number;
  currentLength: number | null;
  /** The drag handle's pointer handlers (from `useDragReorder`). */
  handleProps: HTMLAttributes<HTMLSpanElement>;
  onMove: (from: number, to: number, control: MoveControl) => void;
  onRemove: (at: number) => void;
  onPlayFrom: (at: number) => void;
  onTogglePlay: () => void;
  /** The download control (issue 37), when this browser can keep episodes offline. */
  download?: ReactNode;
}

/** One track of the queue: its drag handle, title and length, play, move up and down, and remove. */
export function QueueItem({ track, at, total, current, dragged, playing, position, currentLength, handleProps, onMove, onRemove, onPlayFrom, onTogglePlay, download }: QueueItemProps) {
  const t = useT('audioqueue');
  const length = track.duration || (current && currentLength) ? formatClock(current && currentLength ? currentLength : track.duration) : null;
  return (
    <li
      data-track={track.id}
      className={[styles.item, current ? styles.current : '', dragged ? styles.dragged : ''].filter(Boolean).join(' ')}
      aria-current={current ? 'true' : undefined}
    >
      <span className={styles.handle} aria-hidden="true" title={t('item.drag')} data-testid="queue-drag-handle" {...handleProps}>
        <QueueIcon name="grip" />
      </span>
      <div className={styles.text}>
        <Link href={track.link} className={styles.title}>
          {track.title}
        </Link>
        <p className={styles.meta}>
          {current && <span className={styles.now}>{t(playing ? 'item.nowPlaying' : 'item.paused')}</span>}
          {current && <span aria-hidden="true"> · </span>}
          <span>{track.artist}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {length === null
              ? current && position > 0
                ? t('item.progressUnknown', { position: formatClock(position) })
                : t('item.unknownLength')
              : current && position > 0
                ? t('item.progress', { position: formatClock(position), length })
                : length}
          </span>
        </p>
        {download}
      </div>
      <div className={styles.actions}>
        <PlayButton track={track} at={at} current={current} playing={playing} position={position} onPlayFrom={onPlayFrom} onTogglePlay={onTogglePlay} />
        <Button
          variant="ghost"
          className={styles.icon}
          data-control="up"
          disabled={at === 0}
          onClick={() => onMove(at, at - 1, 'up')}
          aria-label={t('item.moveUpTitle', { title: track.title })}
          title={t('item.moveUp')}
        >
          <QueueIcon name="up" />
        </Button>
        <Button
          variant="ghost"
          className={styles.icon}
          data-control="down"
          disabled={at === total - 1}
          onClick={() => onMove(at, at + 1, 'down')}
          aria-label={t('item.moveDownTitle', { title: track.title })}
          title={t('item.moveDown')}
        >
          <QueueIcon name="down" />
        </Button>
        <Button variant="ghost" className={styles.icon} data-control="remove" onClick={() => onRemove(at)} aria-label={t('item.removeTitle', { title: track.title })} title={t('item.remove')}>
          <QueueIcon name="remove" />
        </Button>
      </div>
    </li>
  );
}

/** The current track's button: Pause while it plays, Resume once started, Play before that. */
const TOGGLE: Record<'pause' | 'resume' | 'play', { label: MessageKey<'audioqueue'>; named: MessageKey<'audioqueue'> }> = {
  pause: { label: 'item.pause', named: 'item.pauseTitle' },
  resume: { label: 'item.resume', named: 'item.resumeTitle' },
  play: { label: 'item.play', named: 'item.playTitle' },
};

type PlayButtonProps = Pick<QueueItemProps, 'track' | 'at' | 'current' | 'playing' | 'position' | 'onPlayFrom' | 'onTogglePlay'>;

/** The current track pauses or resumes (Pause while it plays, Resume once started, Play before that); the others play from there. */
function PlayButton({ track, at, current, playing, position, onPlayFrom, onTogglePlay }: PlayButtonProps) {
  const t = useT('audioqueue');
  if (!current) {
    return (
      <Button variant="secondary" className={styles.play} onClick={() => onPlayFrom(at)} aria-label={t('item.playFromTitle', { title: track.title })}>
        {t('item.playFrom')}
      </Button>
    );
  }
  const toggle = playing ? TOGGLE.pause : position > 0 ? TOGGLE.resume : TOGGLE.play;
  return (
    <Button variant="secondary" className={styles.play} onClick={onTogglePlay} aria-label={t(toggle.named, { title: track.title })}>
      {t(toggle.label)}
    </Button>
  );
}
