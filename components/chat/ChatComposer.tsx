import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FormError, useSubmit } from '@/components/ui';
import { CHAT_LIMITS, type ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { sendChatMessage } from '@/store/chat/slice';
import { useAppDispatch } from '@/store/hooks';
import { sendRealtime } from '@/store/realtime/connection';
import styles from './Chat.module.css';

/** The room's other members hear "is typing" at most this often. */
const TYPING_EVERY_MS = 3000;

/** Characters left below which the count shows. */
const COUNT_FROM = 100;

interface ChatComposerProps {
  roomId: number;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
}

/**
 * Writing in a room (issue 36): Enter sends, Shift+Enter starts a new line; the message being
 * answered shows above with a cancel; the characters left show near the limit; typing is said to
 * the room's other members at most every TYPING_EVERY_MS over the realtime connection.
 */
export function ChatComposer({ roomId, replyTo, onCancelReply }: ChatComposerProps) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const { busy, error, run } = useSubmit();
  const lastTyping = useRef(0);
  const id = useId();
  const left = CHAT_LIMITS.messageMax - text.length;
  const empty = text.trim() === '';

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (empty || left < 0 || busy) return;
    const sent = await run(() => dispatch(sendChatMessage({ roomId, message: text, replyTo: replyTo?.mid })).unwrap());
    if (!sent) return;
    setText('');
    lastTyping.current = 0;
    onCancelReply();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function onChange(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() !== '' && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      dispatch(sendRealtime('chat.typing', { roomId }));
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      {replyTo && (
        <p className={styles.replying}>
          <span dir="auto">{t('composer.replying', { name: replyTo.author.username })}</span>
          <Button variant="link" onClick={onCancelReply}>
            {t('composer.cancelReply')}
          </Button>
        </p>
      )}
      <label htmlFor={id} className="visually-hidden">
        {t('composer.label')}
      </label>
      <div className={styles.composerRow}>
        <textarea
          id={id}
          className={styles.textarea}
          value={text}
          rows={2}
          dir="auto"
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-count`}
          aria-invalid={left < 0 || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" busy={busy} disabled={empty || left < 0}>
          {t('composer.send')}
        </Button>
      </div>
      <p id={`${id}-count`} className={left < 0 ? 'error' : 'muted'} aria-live="polite">
        {left < 0 ? t('composer.over', { count: -left }) : left <= COUNT_FROM ? t('composer.left', { count: left }) : ''}
      </p>
      <FormError message={error} />
    </form>
  );
}
