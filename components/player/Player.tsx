import { useEffect } from 'react';
import { Dialog } from '@/components/dialogs';
import { useT } from '@/lib/i18n/useT';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { writeLocalPlayer } from '@/store/player/persist';
import { selectSessionKnown, selectUid } from '@/store/selectors';
import { selectCurrentTrack, selectPlayer, setMode } from '@/store/player';
import { playerFeature, startPlayer } from '@/store/player/listeners';
import { usePlayerChannel } from './channel';
import { PlayerBar } from './PlayerBar';
import { PlayerController } from './PlayerController';
import { PlayerFullView } from './PlayerFull';
import { PlayerIcon } from './icons';
import { usePlayerShortcuts } from './shortcuts';
import styles from './Player.module.css';

/**
 * The player (loaded on first use by components/player/PlayerMount.tsx, inside the app shell):
 * the one controller of the one `<audio>`, the bar (minimized), the full view (maximized, a
 * dialog: focus trapped, Escape back to the bar), the popup hand-over, keyboard shortcuts and the
 * persistence listeners (store/player/listeners.ts).
 */
export default function Player() {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useStoreFeature(playerFeature);
  useEffect(() => void dispatch(startPlayer()), [dispatch]);
  // Leaving or reloading the page keeps the very last position (the listener writes every 0.5 s).
  useEffect(() => {
    const flush = () => {
      const state = store.getState();
      if (selectSessionKnown(state) && selectPlayer(state).restored) writeLocalPlayer(selectPlayer(state), selectUid(state));
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [store]);
  const { mode } = useAppSelector(selectPlayer);
  const track = useAppSelector(selectCurrentTrack);
  const { openPopup, bringBack } = usePlayerChannel('main');
  usePlayerShortcuts(track !== null && mode !== 'closed');

  const shown = track !== null && mode !== 'closed';
  return (
    <>
      <PlayerController active={mode !== 'popup'} />
      {shown && (mode === 'minimized' || mode === 'popup') && (
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <PlayerBar onPopup={bringBack} />
        </>
      )}
      {shown && mode === 'maximized' && (
        <Dialog title={t('player.title')} onClose={() => dispatch(setMode('minimized'))} size="wide" closeLabel={t('full.backToBar')} className={styles.dialog}>
          <PlayerFullView
            idPrefix="player-full"
            actions={
              <button type="button" className={`secondary ${styles.popupButton}`} onClick={openPopup}>
                <PlayerIcon name="popup" size={18} /> {t('full.openPopup')}
              </button>
            }
          />
        </Dialog>
      )}
    </>
  );
}

/** The popup window's player (pages/player.tsx): the full view, playing the queue it was handed. */
export function PlayerWindow() {
  const t = useT('player');
  useStoreFeature(playerFeature);
  usePlayerChannel('popup');
  const track = useAppSelector(selectCurrentTrack);
  usePlayerShortcuts(track !== null);
  return (
    <main className={styles.window} data-testid="player-window">
      <h1 className="visually-hidden">{t('player.title')}</h1>
      <PlayerController />
      <PlayerFullView idPrefix="player-window" headingLevel={2} />
    </main>
  );
}
