import { Link } from '@/components/ui/Link';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ListEmpty } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { Track } from '@/lib/player/types';
import { QueueItem } from './QueueItem';
import { remainingText, remainingTime } from './queueTime';
import { useQueueEdits } from './useQueueEdits';
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
  /** A track's download control and the downloads' footer (issue 37), when this browser can keep episodes offline. */
  renderDownload?: (track: Track) => ReactNode;
  downloads?: ReactNode;
}

/**
 * The queue (R1.8): the tracks in order with the current one marked, each with play from here,
 * move up and down (the keyboard's way to reorder), remove and a drag handle (the pointer's way);
 * the total remaining time; clearing asks first. Every change is announced in a polite live region
 * and focus stays on the moved track's control (or the next track's, after a removal)
 * (`useQueueEdits`).
 */
export function QueueView({ tracks, index, position, currentLength, playing, onMove, onRemove, onClear, onPlayFrom, onTogglePlay, renderDownload, downloads }: QueueViewProps) {
  const { sectionRef, listRef, headingRef, announcement, confirming, askToClear, move, remove, clear, cancelClear, drag } = useQueueEdits(tracks, {
    onMove,
    onRemove,
    onClear,
  });
  const t = useT('audioqueue');
  const remaining = remainingText(remainingTime(tracks, index, position, currentLength), t);

  return (
    <section ref={sectionRef} className={styles.queue} aria-labelledby="queue-heading">
      <div className={styles.summary}>
        <h2 id="queue-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('queue.heading')}
        </h2>
        {tracks.length > 0 && (
          <p className={styles.totals} data-testid="queue-totals">
            <span>{t('queue.tracks', { count: tracks.length })}</span>
            {remaining && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="queue-remaining">{remaining}</span>
              </>
            )}
          </p>
        )}
        {tracks.length > 0 && !confirming && (
          <Button variant="secondary" className={styles.clear} data-control="clear" onClick={askToClear}>
            {t('queue.clear')}
          </Button>
        )}
      </div>

      {confirming && <ClearConfirm count={tracks.length} onConfirm={clear} onCancel={cancelClear} />}

      {tracks.length === 0 ? (
        <QueueEmpty />
      ) : (
        <ol ref={listRef} className={styles.list} aria-label={t('queue.label')}>
          {drag.order.map((track) => {
            const at = tracks.indexOf(track);
            return (
              <QueueItem
                key={track.id}
                track={track}
                at={at}
                total={tracks.length}
                current={at === index}
                dragged={drag.drag !== null && drag.drag.from === at}
                playing={playing}
                position={position}
                currentLength={currentLength}
                handleProps={drag.handlers(at)}
                onMove={(from, to, control) => move(from, to, 'key', control)}
                onRemove={remove}
                onPlayFrom={onPlayFrom}
                onTogglePlay={onTogglePlay}
                download={renderDownload?.(track)}
              />
            );
          })}
        </ol>
      )}
      {downloads}
      <p className="visually-hidden" aria-live="polite" data-testid="queue-announcement">
        {announcement}
      </p>
    </section>
  );
}

function QueueEmpty() {
  const t = useT('audioqueue');
  return (
    <ListEmpty title={t('empty.title')}>
      <p className="muted">{t('empty.text')}</p>
      <p>
        <Link href={PODCASTS_PATH}>{t('empty.link')}</Link>
      </p>
    </ListEmpty>
  );
}

/** Clearing asks first; focus moves to the question's confirm button and back to Clear queue on cancel. */
function ClearConfirm({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const t = useT('audioqueue');
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
      <p id="queue-clear-question">{t('confirm.question', { count })}</p>
      <div className={styles.confirmActions}>
        <Button variant="danger" data-control="confirm-clear" onClick={onConfirm}>
          {t('confirm.yes')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('confirm.no')}
        </Button>
      </div>
    </div>
  );
}
