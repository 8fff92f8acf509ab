import { lazyView } from '@/lib/react/lazyView';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { useAppSelector } from '@/store/hooks';
import { selectPlayerInUse } from '@/store/player/peek';
import { selectMember, selectUid } from '@/store/selectors';

/** Kept in step with store/player/persist.ts SAVED_KEY and NO_SAVED_QUEUE_KEY (not imported: this file is on every page). */
const SAVED_KEY = 'player:queue';
const NO_SAVED_QUEUE_KEY = 'player:no-saved-queue';

/** Whether this browser session already found the member's saved queue empty. */
function knownEmpty(uid: number): boolean {
  try {
    return window.sessionStorage.getItem(NO_SAVED_QUEUE_KEY) === String(uid);
  } catch {
    return false;
  }
}

const Player = lazyView(() => import('./Player'), { ssr: false });

/**
 * Where the audio player lives: inside the app shell, outside the page, so playback survives route
 * changes. The player's code is not in any page's first load: it loads when this browser kept a
 * queue, when a play button first puts a track on it (the player's store loads then), or, for a
 * member with a complete registration (whose queue may be saved on the server), once the page has loaded and the browser is idle,
 * unless this browser session already found their saved queue empty.
 */
export function PlayerMount() {
  const inUse = useAppSelector(selectPlayerInUse);
  const uid = useAppSelector(selectUid);
  // A newcomer (registration not complete) has no saved queue to ask for yet.
  const member = useAppSelector(selectMember);
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
    if (!member || uid <= 0 || wanted || knownEmpty(uid)) return;
    return afterLoadIdle(() => setWanted(true));
  }, [member, uid, wanted]);
  return <div id="audio-player" data-testid="player-mount">{(inUse || wanted) && <Player />}</div>;
}
