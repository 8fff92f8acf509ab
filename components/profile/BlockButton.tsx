import { useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setMemberBlocked } from '@/store/notifications/preferences';
import { reloadMemberRelation } from '@/store/profile/relation';
import { selectLogin } from '@/store/selectors';
import { Button, useSubmit } from '@/components/ui';

interface BlockButtonProps {
  uid: number;
  slug: string;
  name: string;
  /** Whether the reader blocks this member (store/profile/relation.ts). */
  blocked: boolean;
}

/**
 * Block / Unblock on another member's profile (R3.10): a blocked member's mentions, replies and
 * other activity no longer notify you. Members only, never on your own profile. A failed call
 * shows the error toast and keeps the state it had.
 */
export function BlockButton({ uid, slug, name, blocked }: BlockButtonProps) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const saving = useSubmit();
  const [status, setStatus] = useState('');
  if (!login.loggedIn || login.uid === uid) return null;

  function toggle() {
    // A failure: the error toast tells what went wrong; the button keeps its state.
    void saving.run(async () => {
      await dispatch(setMemberBlocked({ uid, blocked: !blocked })).unwrap();
      // A block ends following both ways: the Follow button and count show what remains.
      if (!blocked) void dispatch(reloadMemberRelation(slug));
      setStatus(blocked ? t('block.unblocked', { name }) : t('block.blocked', { name }));
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={toggle} disabled={saving.busy} aria-pressed={blocked}>
        {blocked ? t('block.unblock') : t('block.block')}
      </Button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
