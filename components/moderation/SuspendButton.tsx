import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { suspensionRefusal } from '@/lib/moderation/suspension';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';

interface SuspendButtonProps {
  uid: number;
  name: string;
  /** The member's groups: administrators are never suspended, moderators only by an administrator. */
  groups: string[];
}

/**
 * "Suspend" on another member's profile, for moderators and administrators (issue 35): opens the
 * suspend dialog, which also lifts a suspension. The server decides; this leaves the button out
 * where the same rule (lib/moderation/suspension.ts) would refuse.
 */
export function SuspendButton({ uid, name, groups }: SuspendButtonProps) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectLogin);
  const isAdmin = groups.includes('administrators');
  const member = { uid, isAdmin, isModerator: isAdmin || groups.includes('Global Moderators') };
  if (!user?.isModerator || suspensionRefusal(user, member)) return null;
  return (
    <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'suspend', props: { uid, name } }))}>
      {t('moderate.suspend')}
    </Button>
  );
}
