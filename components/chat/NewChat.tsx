import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button, FormError, MemberPicker, RemovableChip, TextField, useSubmit } from '@/components/ui';
import { CHAT_LIMITS } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import type { MemberSuggestion } from '@/lib/users/types';
import { lookupMembers } from '@/services/users';
import { startChat } from '@/store/chat/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUid } from '@/store/selectors';
import styles from './Chat.module.css';

const searchMembers = (query: string, signal: AbortSignal) => lookupMembers(query, { signal });

/** Members besides the one starting the chat. */
const OTHERS_MAX = CHAT_LIMITS.directMembersMax - 1;

/**
 * Starting a direct chat (issue 36): members picked by name, an optional name for a group; the
 * new (or the pair's existing) chat opens.
 */
export function NewChat({ onClose }: { onClose: () => void }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const uid = useAppSelector(selectUid);
  const [members, setMembers] = useState<MemberSuggestion[]>([]);
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const full = members.length >= OTHERS_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (members.length === 0) {
      setError(t('new.none'));
      return;
    }
    const roomName = name.trim();
    await run(async () => {
      const room = await dispatch(startChat({ uids: members.map((m) => m.uid), ...(roomName ? { roomName } : {}) })).unwrap();
      onClose();
      await router.push(`/chats/${room.id}`);
    });
  }

  return (
    <form className={styles.newChat} onSubmit={(event) => void submit(event)} aria-label={t('new.title')}>
      {members.length > 0 && (
        <ul className={styles.picked} aria-label={t('new.picked')}>
          {members.map((member) => (
            <li key={member.uid}>
              <RemovableChip removeLabel={t('new.remove', { name: member.username })} onRemove={() => setMembers(members.filter((m) => m.uid !== member.uid))}>
                {member.username}
              </RemovableChip>
            </li>
          ))}
        </ul>
      )}
      <MemberPicker
        label={t('new.members')}
        hint={t('new.membersHint', { max: OTHERS_MAX })}
        search={searchMembers}
        exclude={[uid, ...members.map((m) => m.uid)]}
        onPick={(member) => setMembers([...members, member])}
        disabled={busy || full}
      />
      {members.length > 1 && <TextField label={t('new.name')} name="roomName" value={name} onChange={setName} maxLength={CHAT_LIMITS.nameMax} />}
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('new.start')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('new.cancel')}
        </Button>
      </div>
    </form>
  );
}
