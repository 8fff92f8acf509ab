import { useRouter } from 'next/router';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { joinPageLanguage } from '@/lib/i18n/load';
import { InstallBar } from './InstallBar';
import { closeInstallOffer } from './installOffer';
import { onPwaSignals, pwaSignals, setPwaSignals } from './signals';
import { StaleBar } from './StaleBar';
import { useOnline } from './useOnline';
import { UpdateBar } from './UpdateBar';
import styles from './Pwa.module.css';

/**
 * Whether the `pwa` texts have joined the page's language: loaded with the first bar to show (the
 * worker precaches them, so an offline page has them too: scripts/build-worker.mjs).
 */
function usePwaTexts(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void joinPageLanguage('pwa')
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * The installable app's bars (issue 37), loaded by PwaMount once ./watch.ts has something to say:
 * "A new version is available", the saved-copy notice (gone once the connection is back:
 * ./useOnline.ts) and the install offer (./installOffer.ts).
 */
export function PwaBars() {
  const router = useRouter();
  const { update, stale, offer } = useSyncExternalStore(onPwaSignals, pwaSignals, pwaSignals);
  // Back online: what is shown may still be the copy, but the next page is the network's.
  const online = useOnline(stale !== null, useCallback(() => setPwaSignals(() => ({ stale: null })), []));
  const here = router.asPath.split(/[?#]/)[0] ?? '/';
  const showStale = stale !== null && stale.pathname === here && router.pathname !== '/offline';
  const ready = usePwaTexts(update !== null || showStale || offer !== null);

  return (
    <div className={styles.bars} data-pwa="bars">
      {ready && update && <UpdateBar onReload={update} />}
      {ready && showStale && <StaleBar savedAt={stale.savedAt} offline={!online || stale.offline} />}
      {ready && offer && <InstallBar offer={offer} onClose={closeInstallOffer} />}
    </div>
  );
}
