import { buttonClass, Button, PageHead } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { OFFLINE_NAMESPACES } from '@/lib/pwa/protocol';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /offline (issue 37, docs/features/pwa.md): what the service worker answers, offline, for a page
 * this device has not saved. Precached in every language at the worker's install (without a
 * session, so it never carries a member's data); "Try again" asks for the address again.
 */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: OFFLINE_NAMESPACES });

export default function OfflinePage() {
  const t = useT('pwa');
  return (
    <main className="page">
      <PageHead title={t('offline.title')} noindex />
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.text')}</p>
      <p className="muted">{t('offline.saved')}</p>
      <p>
        <Link href="/savedlist" className={buttonClass('secondary', { link: true })}>
          {t('offline.savedList')}
        </Link>{' '}
        <Button onClick={() => window.location.reload()}>{t('offline.retry')}</Button>
      </p>
    </main>
  );
}
