import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { captureInstallPrompt } from './installEvent';

/**
 * The installable, offline-readable app's part of every page (issue 37, docs/features/pwa.md),
 * mounted once by pages/_app.tsx. Production builds only, and never in `npm run dev:mock`, where
 * msw's worker holds the site's scope (both are build-time constants, so other builds leave the
 * rest out). The worker's registration and the bars load once the page has loaded and the browser
 * is idle: none of it is part of a page's first load. The browser's install offer is held from the
 * start (it may come before then) and never shown on its own (components/pwa/InstallPrompt.tsx).
 */
const ENABLED = process.env.NODE_ENV === 'production' && !process.env.NEXT_PUBLIC_MOCK_API;

export function PwaMount() {
  const [Bars, setBars] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!ENABLED || !('serviceWorker' in navigator)) return;
    let live = true;
    const release = captureInstallPrompt();
    const cancel = afterLoadIdle(() => {
      void import('./PwaBars').then((m) => live && setBars(() => m.PwaBars)).catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
      release();
    };
  }, []);
  return Bars ? <Bars /> : null;
}
