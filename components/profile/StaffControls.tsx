import { lazyView } from '@/lib/react/lazyView';
import type { MemberModerationProps } from '@/components/moderation';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';

// The moderators' controls of a profile load for moderators and administrators only, as one
// module: a visitor's or a member's profile carries none of their code (e2e/js-budget.browser.test.ts).
const MemberModeration = lazyView(() => import('@/components/moderation').then((m) => m.MemberModeration), { ssr: false });
// The notice of a suspension or silence, for moderators and the member themself: a module of its
// own, so a member's own profile loads none of the moderators' controls with it.
const RestrictionNotice = lazyView(() => import('./RestrictionNotice').then((m) => m.RestrictionNotice), { ssr: false });

/** Silence and Suspend in the row of actions, or the trust level and role forms under the badges (issue 35). */
export function StaffControls(props: MemberModerationProps) {
  const staff = useAppSelector(selectLogin).user?.isModerator === true;
  return staff ? <MemberModeration {...props} /> : null;
}

/**
 * "Suspended until …", "Silenced until …" and why, under the member's name (issue 35): for
 * moderators and administrators, and for the member on their own profile. Read from the server
 * once the session is known, so the shared page a visitor gets never holds it.
 */
export function RestrictionSlot({ uid }: { uid: number }) {
  const { loggedIn, uid: viewer, user } = useAppSelector(selectLogin);
  const shown = user?.isModerator === true || (loggedIn && viewer === uid);
  return shown ? <RestrictionNotice uid={uid} /> : null;
}
