import { lazyView } from '@/lib/react/lazyView';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

const PlayerWindow = lazyView(() => import('@/components/player/Player').then((m) => m.PlayerWindow), {
  ssr: false,
  loading: LoadingPlayer,
});

function LoadingPlayer() {
  const t = useT('player');
  return (
    <main className="page">
      <p>{t('page.loading')}</p>
    </main>
  );
}

/**
 * /player: the popup window of the audio player (R3.17 mode popup), opened from the full player.
 * No site chrome; it plays the queue the main window hands over (components/player/channel.ts).
 */
export const getServerSideProps = withAppConfig();

export default function PlayerPage() {
  const t = useT('player');
  return (
    <>
      <PageHead title={t('page.title')} noindex />
      <PlayerWindow />
    </>
  );
}

/** Rendered without the site's header, footer and player bar (pages/_app.tsx). */
PlayerPage.bare = true;
