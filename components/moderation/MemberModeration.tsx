import { RoleControl } from '@/components/roles';
import { TrustControl } from '@/components/trust';
import type { TrustLevel } from '@/lib/trust/levels';
import { RestrictButtons } from './SuspendButton';

export interface MemberModerationProps {
  /** Where on the profile: the row of actions (Silence, Suspend) or the forms under the badges (trust level, role). */
  part: 'buttons' | 'cards';
  uid: number;
  name: string;
  /** The member's groups: each control leaves out what its rule refuses. */
  groups: string[];
  level: TrustLevel;
}

/**
 * What moderators and administrators do about a member on the member's profile (issue 35): one
 * module, loaded for them only (components/profile/StaffControls.tsx), shown in two places.
 */
export function MemberModeration({ part, level, ...member }: MemberModerationProps) {
  if (part === 'buttons') return <RestrictButtons {...member} />;
  return (
    <>
      <TrustControl level={level} {...member} />
      <RoleControl {...member} />
    </>
  );
}
