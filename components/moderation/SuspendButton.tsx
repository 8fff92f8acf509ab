import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { suspensionRefusal } from '@/lib/moderation/suspension';
import type { Restriction } from '@/lib/moderation/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';

/** Each button's words. */
const TEXTS = { ban: 'moderate.suspend', silence: 'moderate.silence' } as const;

interface SuspendButtonProps {
  /** Suspend (`ban`, the default) or silence. */
  kind?: Restriction;
  uid: number;
  name: string;
  /** The member's groups: administrators are never suspended, moderators only by an administrator. */
  groups: string[];
}

/**
 * "Suspend" (or "Silence") on another member's profile, for moderators and administrators (issue
 * 35): opens the suspend dialog, which also lifts it. The server decides; this leaves the button
 * out where the same rule (lib/moderation/suspension.ts) would refuse.
 */
function SuspendButton({ kind = 'ban', uid, name, groups }: SuspendButtonProps) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectLogin);
  const isAdmin = groups.includes('administrators');
  const member = { uid, isAdmin, isModerator: isAdmin || groups.includes('Global Moderators') };
  if (!user?.isModerator || suspensionRefusal(user, member)) return null;
  return (
    <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'suspend', props: { uid, name, kind } }))}>
      {t(TEXTS[kind])}
    </Button>
  );
}

/** Silence and Suspend, side by side on another member's profile (each left out where the rule refuses). */
export function RestrictButtons(props: Omit<SuspendButtonProps, 'kind'>) {
  return (
    <>
      <SuspendButton kind="silence" {...props} />
      <SuspendButton {...props} />
    </>
  );
}
