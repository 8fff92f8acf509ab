import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setMemberBlocked } from '@/store/notifications/preferences';
import { selectLogin } from '@/store/selectors';
import { Button, useSubmit } from '@/components/ui';

interface BlockButtonProps {
  uid: number;
  name: string;
  /** Whether the viewer blocks this member, as the profile summary told. */
  blocked: boolean;
}

/**
 * Block / Unblock on another member's profile (R3.10): a blocked member's mentions, replies and
 * other activity no longer notify you. Members only, never on your own profile. A failed call
 * shows the error toast and keeps the state it had.
 */
export function BlockButton({ uid, name, blocked: initial }: BlockButtonProps) {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const [blocked, setBlocked] = useState(initial);
  const saving = useSubmit();
  const [status, setStatus] = useState('');
  if (!login.loggedIn || login.uid === uid) return null;

  function toggle() {
    // A failure: the error toast tells what went wrong; the button keeps its state.
    void saving.run(async () => {
      await dispatch(setMemberBlocked({ uid, blocked: !blocked })).unwrap();
      setStatus(blocked ? `${name} unblocked.` : `${name} blocked: their activity no longer notifies you.`);
      setBlocked(!blocked);
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={toggle} disabled={saving.busy} aria-pressed={blocked}>
        {blocked ? 'Unblock' : 'Block'}
      </Button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
