import { useT } from '@/lib/i18n/useT';
import { PLAYER_SPEEDS } from '@/lib/player/types';
import { clockTime, positionText, speedText } from '@/lib/player/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { seek, selectCurrentTrack, selectPlayer, setMuted, setSpeed, setVolume, skip, togglePlay } from '@/store/player';
import { PlayerIcon } from './icons';
import styles from './Player.module.css';

/** The controls both the bar and the full view show. */

function PlayPauseButton({ size = 24 }: { size?: number }) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const { playing } = useAppSelector(selectPlayer);
  const track = useAppSelector(selectCurrentTrack);
  return (
    <button type="button" className={styles.playButton} aria-label={track ? t(playing ? 'buttons.pauseName' : 'buttons.playName', { name: track.title }) : t(playing ? 'buttons.pause' : 'buttons.play')} onClick={() => dispatch(togglePlay())}>
      <PlayerIcon name={playing ? 'pause' : 'play'} size={size} />
    </button>
  );
}

export function SkipButtons() {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const { skipTime } = useAppSelector(selectPlayer);
  return (
    <>
      <button type="button" className={`ghost ${styles.iconButton}`} aria-label={t('controls.back', { count: skipTime.back })} onClick={() => dispatch(skip(-skipTime.back))}>
        <PlayerIcon name="back" />
        <span className={styles.skipLabel} aria-hidden="true">{skipTime.back}</span>
      </button>
      <PlayPauseButton />
      <button type="button" className={`ghost ${styles.iconButton}`} aria-label={t('controls.forward', { count: skipTime.forward })} onClick={() => dispatch(skip(skipTime.forward))}>
        <PlayerIcon name="forward" />
        <span className={styles.skipLabel} aria-hidden="true">{skipTime.forward}</span>
      </button>
    </>
  );
}

/** The position slider (role slider, value in words) with the times either side. */
export function SeekSlider({ id }: { id: string }) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const { currentTime, duration } = useAppSelector(selectPlayer);
  const max = Math.max(duration, currentTime, 0);
  return (
    <div className={styles.seek}>
      <span className={styles.time} aria-hidden="true">{clockTime(currentTime)}</span>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={0}
        max={Math.max(1, Math.floor(max))}
        step={1}
        value={Math.floor(currentTime)}
        aria-label={t('controls.position')}
        aria-valuetext={positionText(currentTime, duration, t)}
        onChange={(e) => dispatch(seek(Number(e.currentTarget.value)))}
      />
      <span className={styles.time} aria-hidden="true">{duration > 0 ? clockTime(duration) : '–:––'}</span>
    </div>
  );
}

export function SpeedSelect({ id }: { id: string }) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const { speed } = useAppSelector(selectPlayer);
  const speeds: number[] = [...PLAYER_SPEEDS];
  if (!speeds.includes(speed)) speeds.push(speed);
  return (
    <span className={styles.speed}>
      <label htmlFor={id} className="visually-hidden">
        {t('controls.speed')}
      </label>
      <select id={id} value={String(speed)} onChange={(e) => dispatch(setSpeed(Number(e.currentTarget.value)))}>
        {speeds.sort((a, b) => a - b).map((s) => (
          <option key={s} value={String(s)}>
            {speedText(s)}
          </option>
        ))}
      </select>
    </span>
  );
}

export function VolumeControls({ id }: { id: string }) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const { volume, muted } = useAppSelector(selectPlayer);
  const percent = Math.round(volume * 100);
  return (
    <div className={styles.volume}>
      <button type="button" className={`ghost ${styles.iconButton}`} aria-pressed={muted} aria-label={t('controls.mute')} onClick={() => dispatch(setMuted(!muted))}>
        <PlayerIcon name={muted || volume === 0 ? 'muted' : 'volume'} />
      </button>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={0}
        max={100}
        step={5}
        value={muted ? 0 : percent}
        aria-label={t('controls.volume')}
        aria-valuetext={muted ? t('controls.muted') : t('controls.volumeValue', { percent })}
        onChange={(e) => dispatch(setVolume(Number(e.currentTarget.value) / 100))}
      />
    </div>
  );
}

export function Artwork({ src, size }: { src: string | null; size: number }) {
  if (!src) {
    return (
      <span className={styles.artworkEmpty} style={{ width: size, height: size }} aria-hidden="true">
        <PlayerIcon name="play" size={Math.round(size / 2.5)} />
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- artwork of any origin, any size; decorative
  return <img className={styles.artwork} src={src} alt="" width={size} height={size} />;
}
