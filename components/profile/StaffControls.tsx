import dynamic from 'next/dynamic';
import type { MemberModerationProps } from '@/components/moderation';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';

// The moderators' controls of a profile load for moderators and administrators only, as one
// module: a visitor's or a member's profile carries none of their code (e2e/js-budget.browser.test.ts).
const MemberModeration = dynamic(() => import('@/components/moderation').then((m) => m.MemberModeration), { ssr: false });

/** Silence and Suspend in the row of actions, or the trust level and role forms under the badges (issue 35). */
export function StaffControls(props: MemberModerationProps) {
  const staff = useAppSelector(selectLogin).user?.isModerator === true;
  return staff ? <MemberModeration {...props} /> : null;
}
