import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import type { Role } from '@/lib/roles/types';

/** Each role's name, in `common`: the profile's role form and the moderation log say them. */
const ROLE_TEXTS = {
  member: 'role.member',
  moderator: 'role.moderator',
  administrator: 'role.administrator',
} as const satisfies Record<Role, MessageKey<'common'>>;

/** The function that names a role in the reader's language. */
export function useRoleName(): (role: Role) => string {
  const t = useT('common');
  return (role) => t(ROLE_TEXTS[role]);
}
