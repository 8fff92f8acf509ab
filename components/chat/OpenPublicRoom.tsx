import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button, FormError, TextField, useSubmit } from '@/components/ui';
import { CHAT_LIMITS } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { openPublicRoom } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Chat.module.css';

/**
 * Administrators open a public room (issue 36), beside the form that starts a direct chat: its
 * name, then the new room opens. The server refuses anyone else (`no-privileges`).
 */
export function OpenPublicRoom({ onClose }: { onClose: () => void }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { user } = useAppSelector(selectLogin);
  const [name, setName] = useState('');
  const { busy, error, run } = useSubmit();
  if (!user?.isAdmin) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const room = await dispatch(openPublicRoom(name.trim())).unwrap();
      onClose();
      await router.push(`/chats/${room.id}`);
    });
  }

  return (
    <form className={styles.newChat} onSubmit={(event) => void submit(event)} aria-label={t('public.title')}>
      <TextField label={t('public.name')} name="roomName" value={name} onChange={setName} maxLength={CHAT_LIMITS.nameMax} required />
      <FormError message={error} />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('public.open')}
      </Button>
    </form>
  );
}
