import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { joinPageLanguage } from '@/lib/i18n/load';
import { InstallBar } from './InstallBar';
import { startServiceWorker } from './register';
import { StaleBar } from './StaleBar';
import { useOnline } from './useOnline';
import { UpdateBar } from './UpdateBar';
import { useInstallOffer } from './useInstallOffer';
import { useSavedListWarm } from './useSavedListWarm';
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

interface Stale {
  savedAt: number;
  /** The worker found the network failing (the browser may not say so yet). */
  offline: boolean;
  /** The page it was said of: a client-side navigation starts a page the worker has not marked. */
  pathname: string;
}

/**
 * The installable app once the page is idle (issue 37, loaded by PwaMount): registers the worker
 * and shows, when there is reason to, "A new version is available", the saved-copy notice (gone
 * once the connection is back: ./useOnline.ts) and the install offer (./useInstallOffer.ts).
 */
export function PwaBars() {
  const router = useRouter();
  const { pathname } = router;
  const [stale, setStale] = useState<Stale | null>(null);
  // Back online: what is shown may still be the copy, but the next page is the network's.
  const online = useOnline(stale !== null, useCallback(() => setStale(null), []));
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const install = useInstallOffer();
  useSavedListWarm();
  const here = router.asPath.split(/[?#]/)[0] ?? '/';
  const showStale = stale !== null && stale.pathname === here && pathname !== '/offline';
  const ready = usePwaTexts(update !== null || showStale || install.offer !== null);
  useEffect(
    () =>
      startServiceWorker({
        onUpdate: (apply) => setUpdate(() => apply),
        onStale: (savedAt, offline) =>
          setStale((known) => {
            const pathname = window.location.pathname;
            if (known?.pathname !== pathname) return { savedAt, offline, pathname };
            return { savedAt: Math.min(known.savedAt, savedAt), offline: known.offline || offline, pathname };
          }),
      }),
    [],
  );

  return (
    <div className={styles.bars} data-pwa="bars">
      {ready && update && <UpdateBar onReload={update} />}
      {ready && showStale && <StaleBar savedAt={stale.savedAt} offline={!online || stale.offline} />}
      {ready && install.offer && <InstallBar offer={install.offer} onClose={install.close} />}
    </div>
  );
}
