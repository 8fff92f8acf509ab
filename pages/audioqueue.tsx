import { AudioQueue } from '@/components/audioqueue/AudioQueue';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /audioqueue (R1.8): the audio queue, for visitors (kept in their browser) and members (also on
 * the server). The queue lives in the browser, so the server renders the frame and a loading state.
 */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: ['audioqueue'] });

export default function AudioQueuePage() {
  const t = useT('audioqueue');
  return (
    <main className="page">
      <PageHead title={t('page.title')} noindex />
      <AudioQueue />
    </main>
  );
}
