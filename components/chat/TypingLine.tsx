import { useT } from '@/lib/i18n/useT';
import { selectChatTyping } from '@/store/chat/slice';
import { useAppSelector } from '@/store/hooks';
import styles from './Chat.module.css';

/** "Amara is typing…" under a room's messages (each name goes 5 s after its last event: store/chat/listeners.ts). */
export function TypingLine({ roomId }: { roomId: number }) {
  const t = useT('chat');
  const typing = useAppSelector((state) => selectChatTyping(state, roomId));
  const [first, second] = typing;
  const text = !first ? '' : !second ? t('typing.one', { name: first.username }) : typing.length === 2 ? t('typing.two', { first: first.username, second: second.username }) : t('typing.many');
  return (
    <p className={`muted ${styles.typing}`} aria-live="polite">
      {text}
    </p>
  );
}
