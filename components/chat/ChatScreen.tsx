import { useT } from '@/lib/i18n/useT';
import { chatFeature } from '@/store/chat/listeners';
import { chatUnreadFeature } from '@/store/chat/unread';
import { useStoreFeature } from '@/store/features';
import { ChatRoomList } from './ChatRoomList';
import { ChatRoomView } from './ChatRoomView';
import styles from './Chat.module.css';

/**
 * The chat pages' screen (issue 36): on wide screens the member's rooms beside the chosen room; on
 * phones the list alone (/chats) or the room alone (/chats/{roomId}, with a link back).
 */
export function ChatScreen({ roomId }: { roomId: number | null }) {
  useStoreFeature(chatFeature);
  useStoreFeature(chatUnreadFeature);
  const t = useT('chat');
  return (
    <div className={`${styles.screen} ${roomId === null ? styles.listOnly : styles.roomShown}`}>
      <div className={styles.listPane}>
        <ChatRoomList selected={roomId} />
      </div>
      <div className={styles.roomPane}>
        {roomId === null ? <p className={`muted ${styles.choose}`}>{t('view.choose')}</p> : <ChatRoomView key={roomId} roomId={roomId} />}
      </div>
    </div>
  );
}
