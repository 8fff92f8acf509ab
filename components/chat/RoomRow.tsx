import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { isPlainClick } from '@/components/ui/plainClick';
import type { ChatRoom } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { useAppSelector } from '@/store/hooks';
import { selectUid } from '@/store/selectors';
import { ChatTime } from './ChatTime';
import { roomTitle } from './roomTitle';
import styles from './Chat.module.css';

/**
 * One room in the list: its name, unread messages, the last message's author, excerpt and time;
 * `children` after the link (Join). With `onOpen` (the header's panel) a plain click opens the room
 * in place; the link still leads to the room's page for a new tab.
 */
export function RoomRow({ room, current, onOpen, children }: { room: ChatRoom; current: boolean; onOpen?: (roomId: number) => void; children?: ReactNode }) {
  const t = useT('chat');
  const uid = useAppSelector(selectUid);
  const title = roomTitle(room, uid) || t('room.alone');
  const last = room.lastMessage;
  return (
    <div className={`${styles.room} ${current ? styles.roomCurrent : ''}`}>
      <Link
        href={`/chats/${room.id}`}
        className={styles.roomLink}
        aria-current={current ? 'page' : undefined}
        onClick={
          onOpen &&
          ((event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen(room.id);
          })
        }
      >
        <span className={styles.roomTop}>
          <span className={styles.roomName} dir="auto">
            {title}
          </span>
          {last && <ChatTime timestamp={last.timestamp} className={`muted ${styles.roomTime}`} />}
          {room.unread > 0 && (
            <>
              <span className={styles.unread} aria-hidden="true">
                {room.unread > 99 ? '99+' : room.unread}
              </span>
              <span className="visually-hidden">{t('room.unread', { count: room.unread })}</span>
            </>
          )}
        </span>
        <span className={`muted ${styles.roomExcerpt}`} dir="auto">
          {last ? t('room.last', { author: last.author, excerpt: last.excerpt || t('message.deleted') }) : t('room.noMessages')}
        </span>
        {!room.joined && <span className="muted">{t('room.members', { count: room.memberCount })}</span>}
      </Link>
      {children}
    </div>
  );
}
