import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { downloadBlock, downloadPercent } from '@/lib/player/downloads';
import type { Track } from '@/lib/player/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cancelDownload, downloadEpisode, removeDownload, selectDownloadOf, type EpisodeDownload } from '@/store/player/downloads';
import { useSizeText } from './useSizeText';
import styles from './downloads.module.css';

const FAILURE: Record<NonNullable<EpisodeDownload['failure']>, MessageKey<'audioqueue'>> = {
  network: 'download.failedNetwork',
  http: 'download.failedServer',
  quota: 'download.failedQuota',
  other: 'download.failedOther',
};

/**
 * A queue row's download control (issue 37): Download; while downloading a progress bar
 * (role=progressbar, the percentage when the size is known) and Cancel; once stored "Downloaded"
 * and Remove download; after a failure why, and Try again. A track that cannot be downloaded says
 * why (its file is on another site). Focus stays in the control as its buttons change, and each
 * outcome is said in a polite live region.
 */
export function DownloadControl({ track }: { track: Track }) {
  const t = useT('audioqueue');
  const size = useSizeText();
  const dispatch = useAppDispatch();
  const download = useAppSelector((state) => selectDownloadOf(state, track.id));
  const ref = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const status = download?.status ?? 'none';

  // The pressed button is replaced by the next state's: focus moves to the new one.
  useEffect(() => {
    if (!hadFocus.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body || ref.current?.contains(active)) ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [status]);

  const block = typeof window === 'undefined' ? null : downloadBlock(track, window.location.origin);
  if (block === 'not-episode') return null;
  const named = { title: track.title };
  const said = status === 'downloaded' ? t('download.doneTitle', named) : status === 'failed' ? t('download.failedTitle', named) : '';

  return (
    <div
      ref={ref}
      className={styles.control}
      data-testid={`download-${track.id}`}
      onFocus={() => (hadFocus.current = true)}
      onBlur={(event) => {
        if (event.relatedTarget !== null) hadFocus.current = false;
      }}
    >
      {block !== null ? (
        <span className={styles.state}>{t(block === 'other-site' ? 'download.otherSite' : 'download.unavailable')}</span>
      ) : status === 'downloading' && download ? (
        <Progress download={download} title={track.title} sizeText={size} onCancel={() => dispatch(cancelDownload(track.id))} />
      ) : status === 'downloaded' && download ? (
        <>
          <span className={styles.done}>{t('download.done')}</span>
          <span className={styles.state}>{size(download.received)}</span>
          <Button variant="ghost" className={styles.small} onClick={() => void dispatch(removeDownload(track.id))} aria-label={t('download.removeTitle', named)}>
            {t('download.remove')}
          </Button>
        </>
      ) : (
        <>
          {download?.failure && <span className={styles.failed}>{t(FAILURE[download.failure])}</span>}
          <Button variant="secondary" className={styles.small} onClick={() => void dispatch(downloadEpisode(track))} aria-label={t(download ? 'download.retryTitle' : 'download.buttonTitle', named)}>
            {t(download ? 'download.retry' : 'download.button')}
          </Button>
        </>
      )}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

interface ProgressProps {
  download: EpisodeDownload;
  title: string;
  sizeText: (bytes: number) => string;
  onCancel: () => void;
}

/** The bar (the percentage when the total is known, else indeterminate with the bytes so far) and Cancel. */
function Progress({ download, title, sizeText, onCancel }: ProgressProps) {
  const t = useT('audioqueue');
  const percent = downloadPercent(download.received, download.total);
  const text = percent === null ? t('download.receivedBytes', { size: sizeText(download.received) }) : t('download.percent', { percent });
  return (
    <>
      <span
        role="progressbar"
        className={styles.bar}
        aria-label={t('download.progressTitle', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
      >
        <span className={[styles.fill, percent === null ? styles.indeterminate : ''].filter(Boolean).join(' ')} style={percent === null ? undefined : { inlineSize: `${percent}%` }} />
      </span>
      <span className={styles.state}>{text}</span>
      <Button variant="ghost" className={styles.small} onClick={onCancel} aria-label={t('download.cancelTitle', { title })}>
        {t('download.cancel')}
      </Button>
    </>
  );
}
