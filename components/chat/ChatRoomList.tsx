import { useEffect, useId, useState } from 'react';
import { Button, ListError } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { joinChatRoom, loadChatRooms, selectChatState, selectMyChatRooms, selectOpenChatRooms } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NewChat } from './NewChat';
import { OpenPublicRoom } from './OpenPublicRoom';
import { RoomRow } from './RoomRow';
import styles from './Chat.module.css';

/**
 * The member's rooms (issue 36), latest activity first, each with its unread messages and last
 * message, then the open rooms they may join; New chat opens the form to start one. `onOpen`:
 * rooms open in place (the header's panel) rather than on their page.
 */
export function ChatRoomList({ selected, onOpen }: { selected: number | null; onOpen?: (roomId: number) => void }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectChatState(state).list);
  const rooms = useAppSelector(selectMyChatRooms);
  const open = useAppSelector(selectOpenChatRooms);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState<number | null>(null);
  const headingId = useId();
  const openId = useId();

  useEffect(() => {
    if (list.status === 'initial') void dispatch(loadChatRooms());
  }, [dispatch, list.status]);

  async function join(roomId: number) {
    setJoining(roomId);
    await dispatch(joinChatRoom(roomId));
    setJoining(null);
  }

  return (
    <>
      <div className={styles.listHead}>
        <h2 id={headingId} className={styles.paneTitle}>
          {t('list.title')}
        </h2>
        <Button variant="secondary" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {t('new.open')}
        </Button>
      </div>
      {creating && <NewChat onClose={() => setCreating(false)} />}
      {creating && <OpenPublicRoom onClose={() => setCreating(false)} />}
      {list.status === 'error' ? (
        <ListError title={t('list.failed')} message={list.error} code={list.errorCode} onRetry={() => void dispatch(loadChatRooms())} />
      ) : list.status === 'initial' || list.status === 'loading' ? (
        <p role="status" className="muted">
          {t('list.loading')}
        </p>
      ) : rooms.length === 0 ? (
        <p className="muted">{t('list.empty')}</p>
      ) : (
        <ul className={styles.rooms} aria-labelledby={headingId}>
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} current={room.id === selected} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <>
          <h2 id={openId} className={styles.paneTitle}>
            {t('open.title')}
          </h2>
          <ul className={styles.rooms} aria-labelledby={openId}>
            {open.map((room) => (
              <li key={room.id}>
                <RoomRow room={room} current={room.id === selected} onOpen={onOpen}>
                  <Button variant="secondary" busy={joining === room.id} onClick={() => void join(room.id)}>
                    {t('open.join')}
                    <span className="visually-hidden"> {room.name ?? room.project?.name ?? ''}</span>
                  </Button>
                </RoomRow>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
