import { lazyView } from '@/lib/react/lazyView';
import { useRouter } from 'next/router';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnceTrue } from '@/lib/react/useOnceTrue';

// The router of dialogs named in the address's hash loads with the first hash, not with the page.
const HashDialogRouter = lazyView(() => import('./HashDialogRouter').then((m) => m.HashDialogRouter), { ssr: false });

const hasHash = () => window.location.hash.length > 1;
const noHashOnServer = () => false;

/**
 * Where the shell mounts the hash's dialogs (R2.2): nothing while the address has no hash; from the
 * first one (on load, a link, a navigation) the router (HashDialogRouter.tsx), which then stays.
 */
export function HashDialogMount() {
  const router = useRouter();
  const subscribe = useCallback(
    (changed: () => void) => {
      window.addEventListener('hashchange', changed);
      router.events.on('hashChangeComplete', changed);
      router.events.on('routeChangeComplete', changed);
      return () => {
        window.removeEventListener('hashchange', changed);
        router.events.off('hashChangeComplete', changed);
        router.events.off('routeChangeComplete', changed);
      };
    },
    [router.events],
  );
  const hash = useSyncExternalStore(subscribe, hasHash, noHashOnServer);
  return useOnceTrue(hash) ? <HashDialogRouter /> : null;
}
