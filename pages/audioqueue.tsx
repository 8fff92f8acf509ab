import { AudioQueue } from '@/components/audioqueue/AudioQueue';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /audioqueue (R1.8): the audio queue, for visitors (kept in their browser) and members (also on
 * the server). The queue lives in the browser, so the server renders the frame and a loading state.
 */
export const getServerSideProps = withAppConfig();

export default function AudioQueuePage() {
  return (
    <main className="page">
      <PageHead title="Audio queue" noindex />
      <AudioQueue />
    </main>
  );
}
