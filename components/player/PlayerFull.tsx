import { Link } from '@/components/ui/Link';
import { useState } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { clockTime } from '@/lib/player/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { next, prev, queuePlayed, queueRemoved, seek, selectCurrentTrack, selectPlayer, setAutoPlayNext, setSleep, type SleepTimer } from '@/store/player';
import { Artwork, SeekSlider, SkipButtons, SpeedSelect, VolumeControls } from './controls';
import { PlayerIcon } from './icons';
import styles from './Player.module.css';

const SLEEP_CHOICES: ReadonlyArray<{ value: string; label: MessageKey<'player'>; minutes?: number }> = [
  { value: 'off', label: 'sleep.off' },
  { value: '15', label: 'sleep.minutes', minutes: 15 },
  { value: '30', label: 'sleep.minutes', minutes: 30 },
  { value: '60', label: 'sleep.minutes', minutes: 60 },
  { value: 'end', label: 'sleep.end' },
];

const sleepValue = (sleep: SleepTimer): string => (sleep.kind === 'at' ? String(sleep.minutes) : sleep.kind);

/**
 * The full player (maximized in the page, and the popup window's page): artwork, the position,
 * the controls, chapters (a click seeks), volume, speed, sleep timer and the queue.
 */
export function PlayerFullView({ idPrefix, actions, headingLevel = 3 }: { idPrefix: string; actions?: React.ReactNode; headingLevel?: 2 | 3 }) {
  // Below the dialog's title (h2) the sections are h3; on the popup page, below its h1, h2.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT('player');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const track = useAppSelector(selectCurrentTrack);
  const { queue, index, hasNext, hasPrev, sleep, autoPlayNext, currentTime } = useAppSelector(selectPlayer);
  const [now] = useState(() => Date.now());

  if (!track) return <p>{t('full.empty')}</p>;
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
        <button type="button" className={`ghost ${styles.iconButton}`} aria-label={t('full.previous')} disabled={!hasPrev} onClick={() => dispatch(prev())}>
          <PlayerIcon name="prev" />
        </button>
        <SkipButtons />
        <button type="button" className={`ghost ${styles.iconButton}`} aria-label={t('full.next')} disabled={!hasNext} onClick={() => dispatch(next())}>
          <PlayerIcon name="next" />
        </button>
      </div>
      <div className={styles.fullSettings}>
        <VolumeControls id={`${idPrefix}-volume`} />
        <SpeedSelect id={`${idPrefix}-speed`} />
        <span className={styles.field}>
          <label htmlFor={`${idPrefix}-sleep`}>{t('sleep.label')}</label>
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
                {t(choice.label, { count: choice.minutes ?? 0 })}
              </option>
            ))}
          </select>
          {sleep.kind === 'at' && sleep.at > now && <span className={styles.artist}> {t('sleep.until', { time: new Date(sleep.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) })}</span>}
        </span>
        <label className={styles.field}>
          <input type="checkbox" checked={autoPlayNext} onChange={(e) => dispatch(setAutoPlayNext(e.currentTarget.checked))} /> {t('full.autoPlayNext')}
        </label>
      </div>

      {track.chapters.length > 0 && (
        <section aria-labelledby={`${idPrefix}-chapters`}>
          <Heading id={`${idPrefix}-chapters`} className={styles.sectionTitle}>
            {t('full.chapters')}
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
          {t('full.queue', { count: queue.length })}
        </Heading>
        <ol className={styles.list}>
          {queue.map((item, i) => (
            <li key={item.id} className={styles.queueRow}>
              <button type="button" className={`link ${styles.rowButton}`} aria-current={i === index ? 'true' : undefined} onClick={() => dispatch(queuePlayed(i))}>
                {i === index && <span className="visually-hidden">{t('full.nowPlaying')} </span>}
                <bdi>{item.title}</bdi>
                <span className={styles.artist}> · {item.artist}{item.duration ? ` · ${clockTime(item.duration)}` : ''}</span>
              </button>
              <button type="button" className={`ghost ${styles.iconButton}`} aria-label={t('full.remove', { title: item.title })} onClick={() => dispatch(queueRemoved(i))}>
                <PlayerIcon name="remove" />
              </button>
            </li>
          ))}
        </ol>
        <p>
          <Link href="/audioqueue" className={styles.queueLink}>
            {t('full.queuePage')}
          </Link>
        </p>
      </section>
    </div>
  );
}
