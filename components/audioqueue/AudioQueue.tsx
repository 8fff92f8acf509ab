import { useCallback, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { Track } from '@/lib/player/types';
import { useHydrated } from '@/lib/react/useHydrated';
import type { RootState } from '@/store';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPlayerLoaded } from '@/store/player/peek';
import { hasSavedQueue } from '@/store/player/persist';
import type { PlayerState } from '@/store/player/state';
import { selectMember, selectSessionKnown } from '@/store/selectors';
import { DownloadControl } from './downloads/DownloadControl';
import { DownloadsFooter } from './downloads/DownloadsFooter';
import { useDownloadSupport } from './downloads/useDownloadSupport';
import { QueueView } from './QueueView';
import styles from './AudioQueue.module.css';

type PlayerModule = typeof import('@/store/player');

/** The player's state once its code has loaded (its slice is injected then), else undefined. */
const selectLoadedPlayer = (state: RootState): PlayerState | undefined => (state as { player?: PlayerState }).player;

const renderDownload = (track: Track) => <DownloadControl track={track} />;

/**
 * /audioqueue (R1.8): the player's queue (store/player) as a page. The queue lives in the browser
 * (this browser's copy in local storage, and the server's for members), so the server and the
 * hydrating browser render a loading state. The player's code loads only when there is a queue to
 * show: a member (their saved queue may be on the server only), a queue this browser kept, or a
 * player already loaded; then the page runs the player's restore (`startPlayer`, once per store,
 * the same the player runs when it loads) and shows the queue once the player says it is restored. A visitor with nothing kept sees
 * the empty queue without loading the player.
 */
export function AudioQueue() {
  const t = useT('audioqueue');
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const known = useAppSelector(selectSessionKnown);
  const loggedIn = useAppSelector(selectMember);
  const loaded = useAppSelector(selectPlayerLoaded);
  const player = useAppSelector(selectLoadedPlayer);
  const [store, setStore] = useState<PlayerModule | null>(null);
  // The player's code could not load (offline): the page says the queue is empty rather than wait.
  const [failed, setFailed] = useState(false);
  // Issue 37: episodes can be kept offline only where a service worker controls the page.
  const offline = useDownloadSupport();
  const needed = hydrated && (loggedIn || loaded || hasSavedQueue());

  useEffect(() => {
    if (!known || !needed) return undefined;
    let shown = true;
    import('@/store/player').then(
      (playerStore) => {
        if (!shown) return;
        setStore(playerStore);
        // Once per store (the player runs it too when it loads); `restored` says when it is done.
        void dispatch(playerStore.startPlayer());
      },
      () => {
        if (shown) setFailed(true);
      },
    );
    return () => {
      shown = false;
    };
  }, [dispatch, known, needed]);

  const onMove = useCallback((from: number, to: number) => store && dispatch(store.queueOrdered({ from, to })), [dispatch, store]);
  const onRemove = useCallback((index: number) => store && dispatch(store.queueRemoved(index)), [dispatch, store]);
  // R4.15: a negative index clears the queue.
  const onClear = useCallback(() => store && dispatch(store.queueRemoved(-1)), [dispatch, store]);
  const onPlayFrom = useCallback((index: number) => store && dispatch(store.queuePlayed(index)), [dispatch, store]);
  const onTogglePlay = useCallback(() => store && dispatch(store.togglePlay()), [dispatch, store]);

  const ready = hydrated && known && (needed ? player?.restored === true || failed : true);
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {!ready ? (
        <div className={styles.loading} role="status" aria-label={t('loading')}>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : (
        <QueueView
          tracks={player?.queue ?? []}
          index={player?.index ?? -1}
          position={player?.currentTime ?? 0}
          currentLength={player?.duration ?? null}
          playing={player?.playing ?? false}
          onMove={onMove}
          onRemove={onRemove}
          onClear={onClear}
          onPlayFrom={onPlayFrom}
          onTogglePlay={onTogglePlay}
          renderDownload={offline ? renderDownload : undefined}
          downloads={offline ? <DownloadsFooter /> : null}
        />
      )}
    </div>
  );
}
