import { Link } from '@/components/ui/Link';
import type { HTMLAttributes } from 'react';
import { Button } from '@/components/ui';
import type { Track } from '@/lib/player/types';
import { QueueIcon } from './icons';
import { formatClock } from './queueTime';
import type { MoveControl } from './useQueueEdits';
import styles from './AudioQueue.module.css';

/** A track's title as the queue's buttons and announcements say it. */
export const quoted = (title: string) => `“${title}”`;

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
}

/** One track of the queue: its drag handle, title and length, play, move up and down, and remove. */
export function QueueItem({ track, at, total, current, dragged, playing, position, currentLength, handleProps, onMove, onRemove, onPlayFrom, onTogglePlay }: QueueItemProps) {
  return (
    <li
      data-track={track.id}
      className={[styles.item, current ? styles.current : '', dragged ? styles.dragged : ''].filter(Boolean).join(' ')}
      aria-current={current ? 'true' : undefined}
    >
      <span className={styles.handle} aria-hidden="true" title="Drag to reorder" data-testid="queue-drag-handle" {...handleProps}>
        <QueueIcon name="grip" />
      </span>
      <div className={styles.text}>
        <Link href={track.link} className={styles.title}>
          {track.title}
        </Link>
        <p className={styles.meta}>
          {current && <span className={styles.now}>{playing ? 'Now playing' : 'Paused'}</span>}
          {current && <span aria-hidden="true"> · </span>}
          <span>{track.artist}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {current && position > 0 ? `${formatClock(position)} of ` : ''}
            {track.duration || (current && currentLength) ? formatClock(current && currentLength ? currentLength : track.duration) : 'Length unknown'}
          </span>
        </p>
      </div>
      <div className={styles.actions}>
        <PlayButton track={track} at={at} current={current} playing={playing} position={position} onPlayFrom={onPlayFrom} onTogglePlay={onTogglePlay} />
        <Button
          variant="ghost"
          className={styles.icon}
          data-control="up"
          disabled={at === 0}
          onClick={() => onMove(at, at - 1, 'up')}
          aria-label={`Move ${quoted(track.title)} up`}
          title="Move up"
        >
          <QueueIcon name="up" />
        </Button>
        <Button
          variant="ghost"
          className={styles.icon}
          data-control="down"
          disabled={at === total - 1}
          onClick={() => onMove(at, at + 1, 'down')}
          aria-label={`Move ${quoted(track.title)} down`}
          title="Move down"
        >
          <QueueIcon name="down" />
        </Button>
        <Button variant="ghost" className={styles.icon} data-control="remove" onClick={() => onRemove(at)} aria-label={`Remove ${quoted(track.title)} from the queue`} title="Remove">
          <QueueIcon name="remove" />
        </Button>
      </div>
    </li>
  );
}

type PlayButtonProps = Pick<QueueItemProps, 'track' | 'at' | 'current' | 'playing' | 'position' | 'onPlayFrom' | 'onTogglePlay'>;

/** The current track pauses or resumes (Pause while it plays, Resume once started, Play before that); the others play from there. */
function PlayButton({ track, at, current, playing, position, onPlayFrom, onTogglePlay }: PlayButtonProps) {
  if (!current) {
    return (
      <Button variant="secondary" className={styles.play} onClick={() => onPlayFrom(at)} aria-label={`Play from here: ${quoted(track.title)}`}>
        Play from here
      </Button>
    );
  }
  const toggleLabel = playing ? 'Pause' : position > 0 ? 'Resume' : 'Play';
  return (
    <Button variant="secondary" className={styles.play} onClick={onTogglePlay} aria-label={`${toggleLabel} ${quoted(track.title)}`}>
      {toggleLabel}
    </Button>
  );
}
