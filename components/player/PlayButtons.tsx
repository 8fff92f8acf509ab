import { useState } from 'react';
// The hook's own module, not the components/ui index: these buttons are in many pages' first load.
import { useSubmit } from '@/components/ui/useSubmit';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import type { Track, TrackId } from '@/lib/player/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTrackStatus } from '@/store/player/peek';
import { playTrack, queueTrack, toggleTrack } from './entry';
import styles from './PlayButtons.module.css';

/** The buttons' four glyphs, drawn here: the player's icon set loads with the player, not with every page. */
const GLYPHS = {
  play: 'M7 4.5v15l13-7.5z',
  pause: 'M6 4.5h4v15H6zm8 0h4v15h-4z',
  add: 'M3 6h12M3 12h12M3 18h8m8-5v8m-4-4h8',
  queued: 'M3 6h12M3 12h12M3 18h8m4-1 3 3 5-6',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth={2} strokeLinecap="round">
      <path d={GLYPHS[name]} />
    </svg>
  );
}

export interface PlayButtonsProps {
  /** The episode: its track id (`post:{pid}`, `event:{id}`) or the track itself. */
  track: TrackId | Track;
  /** The episode's title, for the buttons' names ("Play Release notes 1"); a track brings its own. */
  title?: string;
  /** Leave out "Add to queue" (e.g. where the queue itself is shown). */
  hideQueue?: boolean;
  /** Icons only, with the names kept for assistive technology (cards in lists). */
  compact?: boolean;
  className?: string;
}

/**
 * "Play" (Pause while this episode plays) and "Add to queue" for one episode (R3.17, R4.15). The
 * buttons are in a page's first load; the player's code loads on the first press
 * (components/player/entry.ts).
 */
export function PlayButtons({ track, title, hideQueue = false, compact = false, className }: PlayButtonsProps) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const id = typeof track === 'string' ? track : track.id;
  const name = title ?? (typeof track === 'string' ? t('buttons.episode') : track.title);
  // The server's state while the page (or the server-rendered view holding these buttons) hydrates:
  // the player may have restored a queue holding this episode before a late boundary hydrates.
  const hydrated = useHydrated();
  const stored = useAppSelector((state) => selectTrackStatus(state, id));
  const status = hydrated ? stored : null;
  const sending = useSubmit();
  // Which button was pressed last: it shows busy while its action runs.
  const [pressed, setPressed] = useState<'play' | 'queue' | null>(null);
  const busy = sending.busy ? pressed : null;

  const run = (which: 'play' | 'queue') => {
    if (sending.busy) return;
    setPressed(which);
    const action = which === 'queue' ? queueTrack(track) : status ? toggleTrack(track) : playTrack(track);
    void sending.run(() => dispatch(action));
  };

  const playing = status === 'playing';
  const queued = status !== null;
  const playLabel = t(playing ? 'buttons.pauseName' : 'buttons.playName', { name });
  return (
    <span className={[styles.buttons, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={compact ? `secondary ${styles.compact}` : 'secondary'}
        aria-label={playLabel}
        aria-busy={busy === 'play' || undefined}
        onClick={() => run('play')}
      >
        <Glyph name={playing ? 'pause' : 'play'} />
        {!compact && <span aria-hidden="true">{t(playing ? 'buttons.pause' : 'buttons.play')}</span>}
      </button>
      {!hideQueue && (
        <button
          type="button"
          className={compact ? `ghost ${styles.compact}` : 'ghost'}
          aria-label={t(queued ? 'buttons.inQueueName' : 'buttons.addName', { name })}
          aria-disabled={queued || undefined}
          aria-busy={busy === 'queue' || undefined}
          onClick={() => !queued && run('queue')}
        >
          <Glyph name={queued ? 'queued' : 'add'} />
          {!compact && <span aria-hidden="true">{t(queued ? 'buttons.inQueue' : 'buttons.add')}</span>}
        </button>
      )}
    </span>
  );
}
