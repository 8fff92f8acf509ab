import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styles from './Shell.module.css';

/** A thin bar at the top of the window while a route change loads. */
export function RouteProgress() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setLoading(true);
    };
    const done = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  return <div className={`${styles.progress} ${loading ? styles.progressActive : ''}`} aria-hidden="true" data-loading={loading} />;
}
