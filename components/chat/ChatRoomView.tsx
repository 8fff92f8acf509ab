import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { joinChatRoom, leaveChatRoom, selectChatRoom, selectChatState, showChatRoom } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUid } from '@/store/selectors';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import { roomTitle } from './roomTitle';
import { RoomSearch } from './RoomSearch';
import { SilencedNotice } from './SilencedNotice';
import { TypingLine } from './TypingLine';
import styles from './Chat.module.css';

/**
 * One room (issue 36): its name with a link back to the list (phones), Leave, the history, who is
 * typing and the composer; a room the member has not joined offers Join instead. Its history is
 * searched above the messages (RoomSearch). In the header's panel `onBack` goes back to its list
 * (the way back is a button there, and leaving returns there).
 */
export function ChatRoomView({ roomId, onBack }: { roomId: number; onBack?: () => void }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const uid = useAppSelector(selectUid);
  const room = useAppSelector((state) => selectChatRoom(state, roomId));
  const failed = useAppSelector((state) => selectChatState(state).history.status === 'error');
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  useEffect(() => {
    dispatch(showChatRoom(roomId));
  }, [dispatch, roomId]);

  async function join() {
    setBusy(true);
    await dispatch(joinChatRoom(roomId));
    setBusy(false);
  }

  async function leave() {
    setBusy(true);
    const left = await dispatch(leaveChatRoom({ roomId, uid }));
    setBusy(false);
    if (!leaveChatRoom.fulfilled.match(left)) return;
    if (onBack) onBack();
    else await router.push('/chats');
  }

  return (
    <section className={styles.roomView} aria-labelledby={headingId}>
      <div className={styles.roomHead}>
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            {t('view.back')}
          </Button>
        ) : (
          <Link href="/chats" className={styles.back}>
            {t('view.back')}
          </Link>
        )}
        <h2 id={headingId} className={styles.paneTitle} dir="auto">
          {room ? roomTitle(room, uid) || t('room.alone') : failed ? t('view.unavailable') : t('view.loadingRoom')}
        </h2>
        {room?.joined && (
          <Button variant="ghost" busy={busy} onClick={() => void leave()}>
            {t('view.leave')}
          </Button>
        )}
      </div>
      {room && <RoomSearch roomId={roomId} />}
      <MessageList room={room} roomId={roomId} viewerUid={uid} onReply={setReplyTo} />
      <TypingLine roomId={roomId} />
      {room && !room.joined ? (
        <p className={styles.joinNote}>
          <span>{t('view.joinToWrite')}</span>{' '}
          <Button busy={busy} onClick={() => void join()}>
            {t('open.join')}
          </Button>
        </p>
      ) : room?.silence ? (
        <SilencedNotice silence={room.silence} />
      ) : (
        <ChatComposer roomId={roomId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
      )}
    </section>
  );
}
