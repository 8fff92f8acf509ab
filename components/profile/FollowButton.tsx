import { useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { FollowState } from '@/lib/users/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/login/slice';
import { followMember } from '@/store/profile/follows';
import { selectLogin } from '@/store/selectors';
import { Button, useSubmit } from '@/components/ui';

interface FollowButtonProps {
  uid: number;
  name: string;
  state: FollowState;
  /** Called once the server answered a change (store/profile/relation.ts holds the new state). */
  onChange: () => void;
}

/**
 * Follow / Unfollow on another member's profile (R3.15). Visitors get the login dialog, as for
 * every member action (R3.16); never on your own profile. The server answers the count after the
 * change; a failed call shows the error toast and keeps the state it had.
 */
export function FollowButton({ uid, name, state, onChange }: FollowButtonProps) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const following = useSubmit();
  const [status, setStatus] = useState('');
  if (login.loggedIn && login.uid === uid) return null;

  function toggle() {
    if (!dispatch(requireLogin('follow'))) return;
    // A failure: the error toast tells what went wrong; the button keeps its state.
    void following.run(async () => {
      const next = await dispatch(followMember({ uid, follow: !state.viewerFollows })).unwrap();
      onChange();
      setStatus(next.viewerFollows ? t('follow.done', { name }) : t('follow.undone', { name }));
    });
  }

  return (
    <>
      <Button variant={state.viewerFollows ? 'secondary' : 'primary'} onClick={toggle} busy={following.busy} busyLabel={state.viewerFollows ? t('follow.busyUnfollow') : t('follow.busyFollow')} aria-pressed={state.viewerFollows}>
        {state.viewerFollows ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
