import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { chatFeature } from '@/store/chat/listeners';
import { useStoreFeature } from '@/store/features';
import { ChatRoomList } from './ChatRoomList';
import { ChatRoomView } from './ChatRoomView';
import chat from './Chat.module.css';
import styles from './ChatPanel.module.css';

/**
 * The header's chat panel (issue 36; docs/features/chat.md): from 768 px the chat button opens it
 * over the page, so a member chats while reading on. It shows the member's rooms, then the room
 * chosen (with a way back), and stays open from page to page until closed (the close button or
 * Escape, which give focus back to the button). Loaded on its first opening.
 */
export default function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  useStoreFeature(chatFeature);
  const t = useT('chat');
  const [roomId, setRoomId] = useState<number | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => title.current?.focus(), [roomId]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  return (
    <section id={id} className={`${styles.panel} ${chat.inPanel}`} aria-label={t('title')} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <h2 ref={title} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h2>
        <Link href={roomId === null ? '/chats' : `/chats/${roomId}`} className={styles.full}>
          {t('panel.fullPage')}
        </Link>
        <button type="button" className={styles.close} aria-label={t('panel.close')} title={t('panel.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        {roomId === null ? <ChatRoomList selected={null} onOpen={setRoomId} /> : <ChatRoomView key={roomId} roomId={roomId} onBack={() => setRoomId(null)} />}
      </div>
    </section>
  );
}
