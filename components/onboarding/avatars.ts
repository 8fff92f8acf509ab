/**
 * The neutral silhouette shown when a member has no picture (public/avatars/default.svg). The
 * pictures a member can choose are in lib/users/rules.ts (BUILTIN_AVATARS), shared with the
 * server, which accepts only those, the member's own initials and their own uploads.
 */
export const NO_PICTURE = { src: '/avatars/default.svg', alt: 'Grey silhouette (no picture)' } as const;
