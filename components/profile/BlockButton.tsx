import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setMemberBlocked } from '@/store/notifications/preferences';
import { selectLogin } from '@/store/selectors';
import { Button } from '@/components/ui';

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
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  if (!login.loggedIn || login.uid === uid) return null;

  async function toggle() {
    setPending(true);
    try {
      await dispatch(setMemberBlocked({ uid, blocked: !blocked })).unwrap();
      setStatus(blocked ? `${name} unblocked.` : `${name} blocked: their activity no longer notifies you.`);
      setBlocked(!blocked);
    } catch {
      // The error toast tells what went wrong; the button keeps its state.
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={toggle} disabled={pending} aria-pressed={blocked}>
        {blocked ? 'Unblock' : 'Block'}
      </Button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
