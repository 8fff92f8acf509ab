import { useState } from 'react';
import { Avatar } from '@/components/ui';
import { CHAT_LIMITS, type ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { useNow } from '@/lib/react/renderClock';
import { ChatTime } from './ChatTime';
import { EditMessage } from './EditMessage';
import { MessageActions } from './MessageActions';
import styles from './Chat.module.css';

interface MessageItemProps {
  message: ChatMessage;
  viewerUid: number;
  canModerate: boolean;
  onReply?: (message: ChatMessage) => void;
}

/**
 * One message (issue 36): the author's picture and name, when it was sent, the quoted message it
 * answers, its text (rendered Markdown, in the member's own direction), "edited", or a placeholder
 * once deleted. Everyone may reply; its author may edit and delete it within CHAT_LIMITS' windows,
 * the room's moderators delete any time; others report it (MessageActions). Visitors (an event's
 * live chat) only read.
 */
export function MessageItem({ message, viewerUid, canModerate, onReply }: MessageItemProps) {
  const t = useT('chat');
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const own = message.author.uid === viewerUid;
  const age = now - message.timestamp;
  const canEdit = own && !message.deleted && age < CHAT_LIMITS.editSeconds * 1000;
  const canDelete = !message.deleted && (canModerate || (own && age < CHAT_LIMITS.deleteSeconds * 1000));
  const quote = message.replyTo;

  return (
    <article className={styles.message} aria-labelledby={`chat-author-${message.mid}`} data-mid={message.mid}>
      <Avatar src={message.author.picture} alt="" size={36} className={styles.avatar} />
      <div className={styles.messageBody}>
        <p className={styles.messageHead}>
          <span id={`chat-author-${message.mid}`} className={styles.author}>
            {message.author.username}
          </span>{' '}
          <ChatTime timestamp={message.timestamp} className="muted" />
          {message.edited !== null && !message.deleted && <span className="muted"> · {t('message.edited')}</span>}
        </p>
        {quote && (
          <blockquote className={styles.quote}>
            <span className={styles.author}>{t('message.replyTo', { name: quote.author.username })}</span>{' '}
            <span dir="auto">{quote.deleted ? t('message.quoteDeleted') : quote.excerpt}</span>
          </blockquote>
        )}
        {message.deleted ? (
          <p className={`muted ${styles.deleted}`}>{t('message.deleted')}</p>
        ) : editing ? (
          <EditMessage message={message} onDone={() => setEditing(false)} />
        ) : (
          <div className="content" dir="auto" dangerouslySetInnerHTML={{ __html: message.html }} />
        )}
        {!message.deleted && !editing && viewerUid > 0 && (
          <MessageActions
            message={message}
            own={own}
            canEdit={canEdit}
            canDelete={canDelete}
            canModerate={canModerate}
            onReply={onReply}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
    </article>
  );
}
