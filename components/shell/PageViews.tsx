import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { pageViewed } from '@/store/analytics/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * Records the first page and every non-shallow route change (R9.10), once the session is known.
 * The first page's view waits until the page has loaded and the browser is idle, so that it never
 * competes with the page's own requests; it is a beacon, which loads no HTTP client
 * (services/http.ts `beacon`, docs/DECISIONS.md "Page views are beacons").
 */
export function PageViews() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector((s) => Boolean(s.config.data?.csrf_token));
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (!hasToken) return;
    const record = (url: string) => {
      const path = url.split(/[?#]/)[0] || '/';
      void dispatch(pageViewed({ path, referrer: (previous.current ?? document.referrer).slice(0, 500) || undefined }));
      previous.current = path;
    };
    // The first page's view, once: when the browser is idle, or before the next page's if that comes first.
    let first: (() => void) | null = null;
    if (previous.current === null) {
      const path = router.asPath;
      first = () => {
        first = null;
        record(path);
      };
    }
    const cancelFirst = first ? afterLoadIdle(() => first?.()) : null;
    const onComplete = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      first?.();
      record(url);
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => {
      cancelFirst?.();
      router.events.off('routeChangeComplete', onComplete);
    };
    // Only the first render's path is recorded here; later ones come from routeChangeComplete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasToken, dispatch, router.events]);

  return null;
}
