import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button, ListEmpty } from '@/components/ui';
import type { Track } from '@/lib/player/types';
import { QueueIcon } from './icons';
import { formatClock, remainingText, remainingTime } from './queueTime';
import { useDragReorder } from './useDragReorder';
import styles from './AudioQueue.module.css';

/** Where the empty queue sends listeners: the feed narrowed to podcasts. */
export const PODCASTS_PATH = '/discussions?postType=podcast';

export interface QueueViewProps {
  tracks: readonly Track[];
  /** The current track's index, -1 when none. */
  index: number;
  /** Seconds into the current track. */
  position: number;
  /** The current track's length as the audio reported it (0 or null until known). */
  currentLength: number | null;
  playing: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
  /** "Play from here": the track at `index` plays, then the ones after it. */
  onPlayFrom: (index: number) => void;
  /** Pauses or resumes the current track. */
  onTogglePlay: () => void;
}

const quoted = (title: string) => `“${title}”`;

/** What to focus once the list has the new order: a control of one track, or the page's heading. */
type FocusTarget = { id: string; control: 'up' | 'down' | 'remove' } | { heading: true } | { clear: true };

/**
 * The queue (R1.8): the tracks in order with the current one marked, each with play from here,
 * move up and down (the keyboard's way to reorder), remove and a drag handle (the pointer's way);
 * the total remaining time; clearing asks first. Every change is announced in a polite live region
 * and focus stays on the moved track's control (or the next track's, after a removal).
 */
export function QueueView({ tracks, index, position, currentLength, playing, onMove, onRemove, onClear, onPlayFrom, onTogglePlay }: QueueViewProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);

  const move = (from: number, to: number, how: 'key' | 'drag', control?: 'up' | 'down') => {
    const track = tracks[from];
    if (!track || to < 0 || to >= tracks.length || from === to) return;
    onMove(from, to);
    setAnnouncement(`${quoted(track.title)} moved to position ${to + 1} of ${tracks.length}.`);
    if (how === 'key' && control) {
      // At the top or bottom that button is disabled: the other one keeps focus.
      const keep = (control === 'up' && to === 0) || (control === 'down' && to === tracks.length - 1) ? (control === 'up' ? 'down' : 'up') : control;
      focusNext.current = { id: track.id, control: keep };
    }
  };
  const drag = useDragReorder(tracks, listRef, (from, to) => move(from, to, 'drag'));

  const remove = (at: number) => {
    const track = tracks[at];
    if (!track) return;
    const neighbour = tracks[at + 1] ?? tracks[at - 1];
    focusNext.current = neighbour ? { id: neighbour.id, control: 'remove' } : { heading: true };
    onRemove(at);
    setAnnouncement(`${quoted(track.title)} removed from the queue.`);
  };

  const clear = () => {
    const count = tracks.length;
    setConfirming(false);
    focusNext.current = { heading: true };
    onClear();
    setAnnouncement(`Queue cleared: ${count === 1 ? '1 track' : `${count} tracks`} removed.`);
  };

  // Focus follows the track that moved (or the next one after a removal) once the list re-rendered.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if ('heading' in target) {
      headingRef.current?.focus();
      return;
    }
    if ('clear' in target) {
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-control="clear"]')?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-track="${target.id}"]`);
    row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`)?.focus();
  }, [tracks, confirming]);

  const cancelClear = () => {
    focusNext.current = { clear: true };
    setConfirming(false);
  };

  const remaining = remainingText(remainingTime(tracks, index, position, currentLength));
  const count = tracks.length === 1 ? '1 track' : `${tracks.length} tracks`;
  const shown = drag.order;
  // The current track: Pause while it plays, Resume once started, Play before that.
  const toggleLabel = playing ? 'Pause' : position > 0 ? 'Resume' : 'Play';

  return (
    <section ref={sectionRef} className={styles.queue} aria-labelledby="queue-heading">
      <div className={styles.summary}>
        <h2 id="queue-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Up next
        </h2>
        {tracks.length > 0 && (
          <p className={styles.totals} data-testid="queue-totals">
            <span>{count}</span>
            {remaining && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="queue-remaining">{remaining}</span>
              </>
            )}
          </p>
        )}
        {tracks.length > 0 && !confirming && (
          <Button variant="secondary" className={styles.clear} data-control="clear" onClick={() => setConfirming(true)}>
            Clear queue
          </Button>
        )}
      </div>

      {confirming && (
        <ClearConfirm count={count} onConfirm={clear} onCancel={cancelClear} />
      )}

      {tracks.length === 0 ? (
        <ListEmpty title="Your queue is empty">
          <p className="muted">Add podcast episodes and event recordings with their Play and Add to queue buttons: they line up here.</p>
          <p>
            <Link href={PODCASTS_PATH}>Find podcasts in the feed</Link>
          </p>
        </ListEmpty>
      ) : (
        <ol ref={listRef} className={styles.list} aria-label="Queue">
          {shown.map((track) => {
            const at = tracks.indexOf(track);
            const current = at === index;
            const dragged = drag.drag !== null && drag.drag.from === at;
            return (
              <li
                key={track.id}
                data-track={track.id}
                className={[styles.item, current ? styles.current : '', dragged ? styles.dragged : ''].filter(Boolean).join(' ')}
                aria-current={current ? 'true' : undefined}
              >
                <span className={styles.handle} aria-hidden="true" title="Drag to reorder" data-testid="queue-drag-handle" {...drag.handlers(at)}>
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
                  {current ? (
                    <Button variant="secondary" className={styles.play} onClick={onTogglePlay} aria-label={`${toggleLabel} ${quoted(track.title)}`}>
                      {toggleLabel}
                    </Button>
                  ) : (
                    <Button variant="secondary" className={styles.play} onClick={() => onPlayFrom(at)} aria-label={`Play from here: ${quoted(track.title)}`}>
                      Play from here
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className={styles.icon}
                    data-control="up"
                    disabled={at === 0}
                    onClick={() => move(at, at - 1, 'key', 'up')}
                    aria-label={`Move ${quoted(track.title)} up`}
                    title="Move up"
                  >
                    <QueueIcon name="up" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={styles.icon}
                    data-control="down"
                    disabled={at === tracks.length - 1}
                    onClick={() => move(at, at + 1, 'key', 'down')}
                    aria-label={`Move ${quoted(track.title)} down`}
                    title="Move down"
                  >
                    <QueueIcon name="down" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={styles.icon}
                    data-control="remove"
                    onClick={() => remove(at)}
                    aria-label={`Remove ${quoted(track.title)} from the queue`}
                    title="Remove"
                  >
                    <QueueIcon name="remove" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="queue-announcement">
        {announcement}
      </p>
    </section>
  );
}

/** Clearing asks first; focus moves to the question's confirm button and back to Clear queue on cancel. */
function ClearConfirm({ count, onConfirm, onCancel }: { count: string; onConfirm: () => void; onCancel: () => void }) {
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    confirmRef.current?.querySelector<HTMLButtonElement>('[data-control="confirm-clear"]')?.focus();
  }, []);
  return (
    <div
      ref={confirmRef}
      className={styles.confirm}
      role="group"
      aria-labelledby="queue-clear-question"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id="queue-clear-question">Remove all {count} from the queue?</p>
      <div className={styles.confirmActions}>
        <Button variant="danger" data-control="confirm-clear" onClick={onConfirm}>
          Yes, clear the queue
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
