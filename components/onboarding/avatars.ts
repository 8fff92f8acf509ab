import type { MessageKey } from '@/lib/i18n/catalogues';
import type { BuiltinAvatarName } from '@/lib/users/rules';

/**
 * The neutral silhouette shown when a member has no picture (public/avatars/default.svg). The
 * pictures a member can choose are in lib/users/rules.ts (BUILTIN_AVATARS), shared with the
 * server, which accepts only those, the member's own initials and their own uploads.
 */
export const NO_PICTURE = { src: '/avatars/default.svg', alt: 'picture.none' } as const satisfies { src: string; alt: MessageKey<'onboarding'> };

/** The text alternative of each built-in picture. */
export const BUILTIN_AVATAR_ALT: Record<BuiltinAvatarName, MessageKey<'onboarding'>> = {
  circles: 'picture.circles',
  waves: 'picture.waves',
  triangles: 'picture.triangles',
  squares: 'picture.squares',
  diamond: 'picture.diamond',
  sun: 'picture.sun',
};
