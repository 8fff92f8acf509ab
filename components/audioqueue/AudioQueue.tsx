import { useCallback, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { queueOrdered, queuePlayed, queueRemoved, selectPlayer, togglePlay } from '@/store/player';
import { startPlayer } from '@/store/player/listeners';
import { QueueView } from './QueueView';
import styles from './AudioQueue.module.css';

/**
 * /audioqueue (R1.8): the player's queue (store/player) as a page. The queue lives in the browser
 * (restored from local storage, and from the server for members), so the server and the hydrating
 * browser render a loading state; the queue shows once the player has restored it (`startPlayer`,
 * the same restore the player runs when it loads, once per store: here it may run first, as a
 * member on a new device opens this page before anything has loaded the player).
 */
export function AudioQueue() {
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let shown = true;
    void dispatch(startPlayer()).finally(() => {
      if (shown) setRestored(true);
    });
    return () => {
      shown = false;
    };
  }, [dispatch]);

  const onMove = useCallback((from: number, to: number) => dispatch(queueOrdered({ from, to })), [dispatch]);
  const onRemove = useCallback((index: number) => dispatch(queueRemoved(index)), [dispatch]);
  // R4.15: a negative index clears the queue.
  const onClear = useCallback(() => dispatch(queueRemoved(-1)), [dispatch]);
  const onPlayFrom = useCallback((index: number) => dispatch(queuePlayed(index)), [dispatch]);
  const onTogglePlay = useCallback(() => dispatch(togglePlay()), [dispatch]);

  return (
    <div className={styles.page}>
      <h1>Audio queue</h1>
      {!restored ? (
        <div className={styles.loading} role="status" aria-label="Loading your queue">
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : (
        <QueueView
          tracks={player.queue}
          index={player.index}
          position={player.currentTime}
          currentLength={player.duration}
          playing={player.playing}
          onMove={onMove}
          onRemove={onRemove}
          onClear={onClear}
          onPlayFrom={onPlayFrom}
          onTogglePlay={onTogglePlay}
        />
      )}
    </div>
  );
}
