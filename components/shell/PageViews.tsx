import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { pageViewed } from '@/store/analytics/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** Records the first page and every non-shallow route change (R9.10), once the session is known. */
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
    if (previous.current === null) record(router.asPath);
    const onComplete = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) record(url);
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
    // Only the first render's path is recorded here; later ones come from routeChangeComplete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasToken, dispatch, router.events]);

  return null;
}
