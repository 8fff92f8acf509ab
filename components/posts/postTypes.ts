import { POST_TYPE_LABELS, isPostType } from '@/lib/discussions/types';

/** Post type badge colours live with the post types (lib/discussions/types.ts), shared with the social card. */
export { POST_TYPE_COLOURS } from '@/lib/discussions/types';

export function postTypeLabel(type: string): string {
  return isPostType(type) ? POST_TYPE_LABELS[type] : type;
}
