import type { ChangeEvent } from 'react';
import { PlayButtons } from '@/components/player';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import type { TrackId } from '@/lib/player/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTrackProgress } from '@/store/player/peek';
import { formatClock } from './queueTime';
import styles from './EpisodePlayer.module.css';

export interface EpisodePlayerProps {
  track: TrackId;
  title: string;
  /** The audio file's address: the download link, which works without JavaScript. */
  src: string;
  /** Length in seconds when known. */
  duration?: number | null;
  className?: string;
}

/**
 * The inline player of one episode (R3.17): the topic page's own podcast, an event's audio
 * recording. Play (Pause while it plays) and Add to queue go through the one player in the app
 * shell (no second audio element), so playback goes on when the page changes. While it is the
 * current track it shows the position and a seek slider from the store; a plain download link is
 * always there (and is what works without JavaScript). Only the player's tiny entry is imported:
 * the player's code loads on the first press.
 */
export function EpisodePlayer({ track, title, src, duration, className }: EpisodePlayerProps) {
  // The player's namespace (on every page): this inline player shows on other features' pages.
  const t = useT('player');
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectTrackProgress(state, track), (a, b) => a?.currentTime === b?.currentTime && a?.duration === b?.duration);
  // The server's markup while this view hydrates (it hydrates when its code arrives, after the
  // player may have restored a queue holding this episode): the position shows once it is live.
  const progress = useHydrated() ? stored : null;
  const length = progress && progress.duration > 0 ? progress.duration : (duration ?? 0);

  const seekTo = (event: ChangeEvent<HTMLInputElement>) => {
    const seconds = Number(event.target.value);
    // Only the current track has a slider, so the player's code is already loaded.
    void import('@/store/player').then(({ seek }) => dispatch(seek(seconds)));
  };

  return (
    <div className={[styles.episode, className].filter(Boolean).join(' ')} data-testid="episode-player">
      <PlayButtons track={track} title={title} className={styles.buttons} />
      {progress && length > 0 ? (
        <div className={styles.progress}>
          <input
            type="range"
            className={styles.slider}
            min={0}
            max={Math.ceil(length)}
            step={1}
            value={Math.min(Math.floor(progress.currentTime), Math.ceil(length))}
            onChange={seekTo}
            aria-label={t('episode.position', { title })}
            aria-valuetext={t('episode.progress', { position: formatClock(progress.currentTime), length: formatClock(length) })}
          />
          <span className={styles.time} data-testid="episode-time">
            {formatClock(progress.currentTime)} / {formatClock(length)}
          </span>
        </div>
      ) : (
        length > 0 && <span className={styles.time}>{formatClock(length)}</span>
      )}
      <a href={src} download className={styles.download}>
        {t('episode.download')}
        <span className="visually-hidden"> {title}</span>
      </a>
    </div>
  );
}
