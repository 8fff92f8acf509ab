import { useEffect, useState } from 'react';

/**
 * Whether this page can keep episodes for offline listening (issue 37): Cache Storage and a
 * service worker controlling the page (the worker answers the player from the downloads,
 * worker/episodes.ts). Without one (development, an unsupported or private browser, the first
 * visit before the worker took over) the download controls are not shown, so nothing promises
 * offline play that cannot happen. False on the server and during hydration.
 */
export function useDownloadSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !('caches' in window) || !('serviceWorker' in navigator)) return undefined;
    const check = () => setSupported(navigator.serviceWorker.controller !== null);
    check();
    navigator.serviceWorker.addEventListener('controllerchange', check);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', check);
  }, []);
  return supported;
}
