import { useId, useState, type FormEvent } from 'react';
import { Button, FormError, useSubmit } from '@/components/ui';
import { CHAT_LIMITS, type ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { editChatMessage } from '@/store/chat/slice';
import { useAppDispatch } from '@/store/hooks';
import styles from './Chat.module.css';

/** A message's inline edit (its author, within the edit window): its Markdown, Save and Cancel (Escape). */
export function EditMessage({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const [text, setText] = useState(message.content);
  const { busy, error, run } = useSubmit();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || text.length > CHAT_LIMITS.messageMax) return;
    const saved = await run(() => dispatch(editChatMessage({ roomId: message.roomId, mid: message.mid, message: text })).unwrap());
    if (saved) onDone();
  }

  return (
    <form className={styles.edit} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        {t('message.editLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        maxLength={CHAT_LIMITS.messageMax}
        rows={3}
        dir="auto"
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={text.trim() === ''}>
          {t('message.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('message.cancel')}
        </Button>
      </div>
    </form>
  );
}
