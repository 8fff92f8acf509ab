import { Link } from '@/components/ui/Link';
import { useEffect, useRef } from 'react';
import { focusMainContentIfLost, focusReturn } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentTrack, selectPlayer, setMode } from '@/store/player';
import { Artwork, SeekSlider, SkipButtons, SpeedSelect } from './controls';
import { PlayerIcon } from './icons';
import styles from './Player.module.css';

/** The focus-return key of the bar's Expand button (components/ui/focusReturn.ts). */
const EXPAND_FOCUS_KEY = 'player-expand';

/**
 * The minimized player: a bar at the bottom of every page (the shell leaves room for it) with the
 * artwork, title, play/pause, skip back 15 and forward 30, the position, speed, expand and close.
 */
export function PlayerBar({ onPopup }: { onPopup: () => void }) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const track = useAppSelector(selectCurrentTrack);
  const { mode } = useAppSelector(selectPlayer);
  const shown = track !== null;
  const bar = useRef<HTMLElement>(null);
  // The page's end and the toasts stay above the bar while it is shown: its measured height (two
  // rows on a phone, one from 768 px) is the space the shell's spacer and the toasts leave.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    const measure = () => {
      const height = bar.current?.offsetHeight ?? 0;
      root.setProperty('--player-bar-space', height > 0 ? `${height}px` : '4.5rem');
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (bar.current) observer?.observe(bar.current);
    return () => {
      observer?.disconnect();
      root.removeProperty('--player-bar-space');
    };
  }, [shown]);
  if (!track) return null;

  if (mode === 'popup') {
    return (
      <section ref={bar} className={styles.bar} aria-label={t('player.title')}>
        <div className={styles.barInner}>
          <Artwork src={track.artwork} size={44} />
          <p className={styles.barTitle}>
            <span className={styles.title}>{track.title}</span>
            <span className={styles.artist}>{t('bar.inPopup')}</span>
          </p>
          <button type="button" className="secondary" onClick={onPopup}>
            {t('bar.playHere')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section ref={bar} className={styles.bar} aria-label={t('player.title')}>
      <div className={styles.barInner}>
        <Artwork src={track.artwork} size={44} />
        <p className={styles.barTitle}>
          <Link href={track.link} className={styles.title}>
            {track.title}
          </Link>
          <span className={styles.artist}>{track.artist}</span>
        </p>
        <div className={styles.barButtons}>
          <SkipButtons />
        </div>
        <div className={styles.barSeek}>
          <SeekSlider id="player-bar-position" />
        </div>
        <SpeedSelect id="player-bar-speed" />
        {/* The full view replaces the bar while open: closing it gives focus back to this button (R2.1). */}
        <button type="button" className={`ghost ${styles.iconButton} ${styles.expand}`} aria-label={t('bar.expand')} onClick={() => dispatch(setMode('maximized'))} {...focusReturn(EXPAND_FOCUS_KEY)}>
          <PlayerIcon name="expand" />
        </button>
        <button type="button" className={`ghost ${styles.iconButton} ${styles.close}`} aria-label={t('bar.close')} onClick={() => {
            dispatch(setMode('closed'));
            // The button is gone with the bar: focus goes to the page's main content.
            requestAnimationFrame(focusMainContentIfLost);
          }}
        >
          <PlayerIcon name="close" />
        </button>
      </div>
    </section>
  );
}
