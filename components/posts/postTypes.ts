import type { MessageKey } from '@/lib/i18n/catalogues';
import type { PostType } from '@/lib/discussions/types';

/** Post type badge colours live with the post types (lib/discussions/types.ts), shared with the social card. */
export { POST_TYPE_COLOURS } from '@/lib/discussions/types';

/** The message naming each post type. */
export const POST_TYPE_LABEL: Record<PostType, MessageKey<'topic'>> = {
  faq: 'postType.faq',
  blog: 'postType.blog',
  link: 'postType.link',
  podcast: 'postType.podcast',
  ama: 'postType.ama',
};
