import { useState } from 'react';
import { Button } from '@/components/ui';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { deleteChatMessage, selectChatRoom } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { SilenceMenu } from './SilenceMenu';
import styles from './Chat.module.css';

interface MessageActionsProps {
  message: ChatMessage;
  own: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canModerate: boolean;
  onReply?: (message: ChatMessage) => void;
  onEdit: () => void;
}

/**
 * A message's actions (issue 36): Reply for everyone; Edit and Delete (confirmed) as MessageItem
 * allows them; Report on someone else's message (the site's report dialog: the review queue); and,
 * for whoever moderates a project or public room, "Silence in this room" on its author.
 */
export function MessageActions({ message, own, canEdit, canDelete, canModerate, onReply, onEdit }: MessageActionsProps) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const kind = useAppSelector((state) => selectChatRoom(state, message.roomId)?.kind);
  const [confirming, setConfirming] = useState(false);

  const report = () =>
    dispatch(showModal({ name: 'report', props: { subject: { type: 'chat', id: message.mid, name: message.author.username } } }));

  return (
    <div className={styles.messageActions}>
      {onReply && (
        <Button variant="link" onClick={() => onReply(message)}>
          {t('message.reply')}
        </Button>
      )}
      {canEdit && (
        <Button variant="link" onClick={onEdit}>
          {t('message.edit')}
        </Button>
      )}
      {canDelete &&
        (confirming ? (
          <>
            <Button variant="danger" onClick={() => void dispatch(deleteChatMessage({ roomId: message.roomId, mid: message.mid }))}>
              {t('message.confirmDelete')}
            </Button>
            <Button variant="link" onClick={() => setConfirming(false)}>
              {t('message.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="link" onClick={() => setConfirming(true)}>
            {t('message.delete')}
          </Button>
        ))}
      {!own && (
        <Button variant="link" onClick={report}>
          {t('message.report')}
        </Button>
      )}
      {!own && canModerate && kind !== undefined && kind !== 'direct' && <SilenceMenu roomId={message.roomId} member={message.author} />}
    </div>
  );
}
