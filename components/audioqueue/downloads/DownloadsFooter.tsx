import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadDownloads, removeAllDownloads, selectDownloadSummary } from '@/store/player/downloads';
import { useSizeText } from './useSizeText';
import styles from './downloads.module.css';

/**
 * The queue's downloads line (issue 37): "3 episodes downloaded · 84 MB" (every episode kept on
 * this device, also those no longer queued), the browser's storage quota when it says, and Remove
 * all after a question. Reads what earlier visits downloaded when it first renders.
 */
export function DownloadsFooter() {
  const t = useT('audioqueue');
  const size = useSizeText();
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectDownloadSummary);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const footerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void dispatch(loadDownloads());
  }, [dispatch]);

  if (summary.count === 0 && summary.downloading === 0 && !said) return null;
  const removeAll = async () => {
    const count = summary.count;
    setConfirming(false);
    await dispatch(removeAllDownloads());
    setSaid(t('downloads.cleared', { count }));
  };

  return (
    <div ref={footerRef} className={styles.footer} data-testid="downloads-footer">
      <p className={styles.line} data-testid="downloads-space">
        <span>{t('downloads.summary', { count: summary.count, size: size(summary.bytes) })}</span>
        {summary.quota !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t('downloads.quota', { size: size(summary.quota) })}</span>
          </>
        )}
      </p>
      {summary.count + summary.downloading > 0 &&
        (confirming ? (
          <RemoveAllConfirm
            count={summary.count}
            onConfirm={() => void removeAll()}
            onCancel={() => {
              setConfirming(false);
              requestAnimationFrame(() => footerRef.current?.querySelector<HTMLButtonElement>('[data-control="remove-all"]')?.focus());
            }}
          />
        ) : (
          <Button data-control="remove-all" variant="secondary" className={styles.removeAll} onClick={() => setConfirming(true)}>
            {t('downloads.removeAll')}
          </Button>
        ))}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

/** Remove all asks first; focus goes to its confirm button, Escape or No keeps the files. */
function RemoveAllConfirm({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const t = useT('audioqueue');
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => groupRef.current?.querySelector<HTMLButtonElement>('[data-control="confirm-remove-all"]')?.focus(), []);
  return (
    <div
      ref={groupRef}
      role="group"
      aria-labelledby="downloads-remove-question"
      className={styles.confirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id="downloads-remove-question">{t('downloads.confirm', { count })}</p>
      <Button data-control="confirm-remove-all" variant="danger" onClick={onConfirm}>
        {t('downloads.confirmYes')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('downloads.confirmNo')}
      </Button>
    </div>
  );
}
