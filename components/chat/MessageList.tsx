import { useRef } from 'react';
import { Button, ListError } from '@/components/ui';
import type { ChatMessage, ChatRoom } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { loadChatHistory, selectChatMessages, selectChatState } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MessageItem } from './MessageItem';
import { useHistoryScroll } from './useHistoryScroll';
import { useMarkRead } from './useMarkRead';
import styles from './Chat.module.css';

interface MessageListProps {
  room: ChatRoom | undefined;
  roomId: number;
  viewerUid: number;
  /** Left out where the reader cannot write (an event's live chat for a visitor or a member without a seat): no Reply. */
  onReply?: (message: ChatMessage) => void;
}

/**
 * A room's history, oldest first, in a live log: "Load older" at the top pages backwards; the room
 * is read up to its newest message once that is on screen.
 */
export function MessageList({ room, roomId, viewerUid, onReply }: MessageListProps) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const history = useAppSelector((state) => selectChatState(state).history);
  const shown = useAppSelector(selectChatMessages);
  const end = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1);
  const box = useHistoryScroll(history.ids, newest?.author.uid === viewerUid);
  useMarkRead(roomId, newest?.mid ?? null, room?.joined ? room.unread : 0, end);

  const loading = history.status === 'loading' || history.status === 'initial';
  if (history.status === 'error' && shown.length === 0) {
    return <ListError title={t('view.failed')} message={history.error} code={history.errorCode} onRetry={() => void dispatch(loadChatHistory({ roomId }))} />;
  }
  return (
    <div ref={box} className={styles.log} role="log" aria-label={t('view.messages')} tabIndex={0}>
      {history.status === 'hasMore' && shown.length > 0 && (
        <Button variant="secondary" className={styles.older} onClick={() => void dispatch(loadChatHistory({ roomId, before: shown[0]!.mid }))}>
          {t('view.loadOlder')}
        </Button>
      )}
      {loading && (
        <p role="status" className="muted">
          {t('view.loading')}
        </p>
      )}
      {!loading && shown.length === 0 && <p className="muted">{t('view.empty')}</p>}
      <ol className={styles.messages}>
        {shown.map((message) => (
          <li key={message.mid}>
            <MessageItem message={message} viewerUid={viewerUid} canModerate={room?.canModerate ?? false} onReply={onReply} />
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
