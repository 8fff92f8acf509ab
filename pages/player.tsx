import dynamic from 'next/dynamic';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

const PlayerWindow = dynamic(() => import('@/components/player/Player').then((m) => m.PlayerWindow), {
  ssr: false,
  loading: () => (
    <main className="page">
      <p>Loading the player…</p>
    </main>
  ),
});

/**
 * /player: the popup window of the audio player (R3.17 mode popup), opened from the full player.
 * No site chrome; it plays the queue the main window hands over (components/player/channel.ts).
 */
export const getServerSideProps = withAppConfig();

export default function PlayerPage() {
  return (
    <>
      <PageHead title="Player" noindex />
      <PlayerWindow />
    </>
  );
}

/** Rendered without the site's header, footer and player bar (pages/_app.tsx). */
PlayerPage.bare = true;
