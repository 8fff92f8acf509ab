import { useEffect, useId, useState } from 'react';
import { ListError } from '@/components/ui';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { chatFeature } from '@/store/chat/listeners';
import { loadEventChat, selectChatRoom } from '@/store/chat/slice';
import { useStoreFeature } from '@/store/features';
import { selectEvent } from '@/store/feed/cache';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUid } from '@/store/selectors';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import { SilencedNotice } from './SilencedNotice';
import { TypingLine } from './TypingLine';

/**
 * An event's live chat on its page (issue 36; docs/features/chat.md "Event rooms"): everyone who
 * may see the event reads it live (its messages come on the event page's socket room); its hosts
 * and seat holders write while it is live; anyone else is told how to take part.
 */
export function LiveChatRoom({ eventId }: { eventId: number }) {
  useStoreFeature(chatFeature);
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUid);
  const [roomId, setRoomId] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ message: string | null; code: number | null } | null>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const room = useAppSelector((state) => (roomId === null ? undefined : selectChatRoom(state, roomId)));
  const seated = useAppSelector((state) => {
    const role = selectEvent(state, eventId)?.current_user_role;
    return role === 'host' || role === 'participant';
  });
  const headingId = useId();

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let shown = true;
    void dispatch(loadEventChat(eventId)).then((result) => {
      if (!shown) return;
      if (loadEventChat.fulfilled.match(result)) setRoomId(result.payload.room.id);
      else setFailed({ message: result.payload?.message ?? null, code: result.payload?.code ?? null });
    });
    return () => {
      shown = false;
    };
  }, [dispatch, eventId, attempt]);

  function retry() {
    setFailed(null);
    setAttempt(attempt + 1);
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('event.title')}</h3>
      {failed ? (
        <ListError title={t('event.failed')} message={failed.message} code={failed.code} onRetry={retry} />
      ) : roomId === null ? (
        <p role="status" className="muted">
          {t('view.loading')}
        </p>
      ) : (
        <>
          <MessageList room={room} roomId={roomId} viewerUid={uid} onReply={seated ? setReplyTo : undefined} />
          <TypingLine roomId={roomId} />
          {!seated ? (
            <p className="muted">{uid > 0 ? t('event.registerToWrite') : t('event.signInToWrite')}</p>
          ) : room?.silence ? (
            <SilencedNotice silence={room.silence} />
          ) : (
            <ChatComposer roomId={roomId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
          )}
        </>
      )}
    </section>
  );
}
