import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { useLocale } from '@/lib/i18n/useT';
import { useAppSelector } from '@/store/hooks';
import { selectMember, selectUid } from '@/store/selectors';
import { captureInstallPrompt } from './installEvent';

/**
 * The installable, offline-readable app's part of every page (issue 37, docs/features/pwa.md),
 * mounted once by pages/_app.tsx. Production builds only, and never in `npm run dev:mock`, where
 * msw's worker holds the site's scope (both are build-time constants, so other builds leave the
 * rest out). Once the page has loaded and the browser is idle, the worker's watcher loads
 * (./watch.ts: the registration, about 1 KB); the bars and their texts load only when one has
 * something to say, and the saved list's warming only for a member. The browser's install offer
 * is held from the start (it may come before then) and never shown on its own.
 */
const ENABLED = process.env.NODE_ENV === 'production' && !process.env.NEXT_PUBLIC_MOCK_API;

/** A member's saved list, kept readable offline (./savedListWarm.ts), once the page is idle. */
function useSavedListWarm(): void {
  const member = useAppSelector(selectMember);
  const uid = useAppSelector(selectUid);
  const locale = useLocale();
  useEffect(() => {
    if (!ENABLED || !member || uid < 0 || !('serviceWorker' in navigator)) return;
    return afterLoadIdle(() => void import('./savedListWarm').then((m) => m.warmSavedList(uid, locale)).catch(() => undefined));
  }, [member, uid, locale]);
}

/** The watcher once the page is idle, and the bars when it has something to say. */
export function PwaMount() {
  const [Bars, setBars] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!ENABLED || !('serviceWorker' in navigator)) return;
    let live = true;
    let stop = () => {};
    const release = captureInstallPrompt();
    const showBars = () => void import('./PwaBars').then((m) => live && setBars(() => m.PwaBars)).catch(() => undefined);
    const cancel = afterLoadIdle(() => {
      void import('./watch').then((m) => {
        if (live) stop = m.startPwa(showBars);
      }).catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
      stop();
      release();
    };
  }, []);
  useSavedListWarm();
  return Bars ? <Bars /> : null;
}

