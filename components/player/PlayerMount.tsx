import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/timing';
import { useAppSelector } from '@/store/hooks';
import { selectPlayerLoaded } from '@/store/player/peek';
import { selectLoggedIn } from '@/store/selectors';

/** Kept in step with store/player/persist.ts SAVED_KEY (not imported: this file is on every page). */
const SAVED_KEY = 'player:queue';

const Player = dynamic(() => import('./Player'), { ssr: false });

/**
 * Where the audio player lives: inside the app shell, outside the page, so playback survives route
 * changes. The player's code is not in any page's first load: it loads when this browser kept a
 * queue, when a play button first loads the player (its slice then is in the state), or, for a
 * member (whose queue may be saved on the server), once the page has loaded and the browser is idle.
 */
export function PlayerMount() {
  const loaded = useAppSelector(selectPlayerLoaded);
  const member = useAppSelector(selectLoggedIn);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(SAVED_KEY);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is read after hydration only
      if (raw && raw.includes('"tracks":[{')) setWanted(true);
    } catch {
      // No storage: nothing kept.
    }
  }, []);
  useEffect(() => {
    if (!member || wanted) return;
    return afterLoadIdle(() => setWanted(true));
  }, [member, wanted]);
  return <div id="audio-player" data-testid="player-mount">{(loaded || wanted) && <Player />}</div>;
}
