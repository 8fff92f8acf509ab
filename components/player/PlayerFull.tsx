import { Link } from '@/components/ui/Link';
import { useState } from 'react';
import { clockTime } from '@/lib/player/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { next, prev, queuePlayed, queueRemoved, seek, selectCurrentTrack, selectPlayer, setAutoPlayNext, setSleep, type SleepTimer } from '@/store/player';
import { Artwork, SeekSlider, SkipButtons, SpeedSelect, VolumeControls } from './controls';
import { PlayerIcon } from './icons';
import styles from './Player.module.css';

const SLEEP_CHOICES = [
  { value: 'off', label: 'Off' },
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '60 minutes' },
  { value: 'end', label: 'End of episode' },
] as const;

const sleepValue = (sleep: SleepTimer): string => (sleep.kind === 'at' ? String(sleep.minutes) : sleep.kind);

/**
 * The full player (maximized in the page, and the popup window's page): artwork, the position,
 * the controls, chapters (a click seeks), volume, speed, sleep timer and the queue.
 */
export function PlayerFullView({ idPrefix, actions, headingLevel = 3 }: { idPrefix: string; actions?: React.ReactNode; headingLevel?: 2 | 3 }) {
  // Below the dialog's title (h2) the sections are h3; on the popup page, below its h1, h2.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dispatch = useAppDispatch();
  const track = useAppSelector(selectCurrentTrack);
  const { queue, index, hasNext, hasPrev, sleep, autoPlayNext, currentTime } = useAppSelector(selectPlayer);
  const [now] = useState(() => Date.now());

  if (!track) return <p>Nothing is queued. Play an episode or a recording to start.</p>;
  const currentChapter = track.chapters.reduce((at, chapter, i) => (chapter.start <= currentTime ? i : at), -1);

  return (
    <div className={styles.full}>
      <div className={styles.fullHead}>
        <Artwork src={track.artwork} size={160} />
        <div>
          <p className={styles.fullTitle}>
            <Link href={track.link}>{track.title}</Link>
          </p>
          <p className={styles.artist}>{track.artist}</p>
          {actions}
        </div>
      </div>
      <SeekSlider id={`${idPrefix}-position`} />
      <div className={styles.fullButtons}>
        <button type="button" className={`ghost ${styles.iconButton}`} aria-label="Previous track" disabled={!hasPrev} onClick={() => dispatch(prev())}>
          <PlayerIcon name="prev" />
        </button>
        <SkipButtons />
        <button type="button" className={`ghost ${styles.iconButton}`} aria-label="Next track" disabled={!hasNext} onClick={() => dispatch(next())}>
          <PlayerIcon name="next" />
        </button>
      </div>
      <div className={styles.fullSettings}>
        <VolumeControls id={`${idPrefix}-volume`} />
        <SpeedSelect id={`${idPrefix}-speed`} />
        <span className={styles.field}>
          <label htmlFor={`${idPrefix}-sleep`}>Sleep timer</label>
          <select
            id={`${idPrefix}-sleep`}
            value={sleepValue(sleep)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (value === 'off' || value === 'end') dispatch(setSleep({ kind: value }));
              else dispatch(setSleep({ kind: 'at', minutes: Number(value), at: Date.now() + Number(value) * 60_000 }));
            }}
          >
            {SLEEP_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {sleep.kind === 'at' && sleep.at > now && <span className={styles.artist}> until {new Date(sleep.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</span>}
        </span>
        <label className={styles.field}>
          <input type="checkbox" checked={autoPlayNext} onChange={(e) => dispatch(setAutoPlayNext(e.currentTarget.checked))} /> Play the next track
        </label>
      </div>

      {track.chapters.length > 0 && (
        <section aria-labelledby={`${idPrefix}-chapters`}>
          <Heading id={`${idPrefix}-chapters`} className={styles.sectionTitle}>
            Chapters
          </Heading>
          <ol className={styles.list}>
            {track.chapters.map((chapter, i) => (
              <li key={`${chapter.start}-${i}`}>
                <button type="button" className={`link ${styles.rowButton}`} aria-current={i === currentChapter ? 'true' : undefined} onClick={() => dispatch(seek(chapter.start))}>
                  <span className={styles.time}>{clockTime(chapter.start)}</span> {chapter.title}
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby={`${idPrefix}-queue`}>
        <Heading id={`${idPrefix}-queue`} className={styles.sectionTitle}>
          Queue ({queue.length})
        </Heading>
        <ol className={styles.list}>
          {queue.map((item, i) => (
            <li key={item.id} className={styles.queueRow}>
              <button type="button" className={`link ${styles.rowButton}`} aria-current={i === index ? 'true' : undefined} onClick={() => dispatch(queuePlayed(i))}>
                {i === index && <span className="visually-hidden">Now playing: </span>}
                {item.title}
                <span className={styles.artist}> · {item.artist}{item.duration ? ` · ${clockTime(item.duration)}` : ''}</span>
              </button>
              <button type="button" className={`ghost ${styles.iconButton}`} aria-label={`Remove ${item.title} from the queue`} onClick={() => dispatch(queueRemoved(i))}>
                <PlayerIcon name="remove" />
              </button>
            </li>
          ))}
        </ol>
        <p>
          <Link href="/audioqueue" className={styles.queueLink}>
            Queue page
          </Link>
        </p>
      </section>
    </div>
  );
}
