import { POST_TYPE_LABELS, isPostType, type PostType } from '@/lib/discussions/types';

/**
 * Post type badge colours. Each has a contrast ratio of at least 4.5:1 with white text; AMA is
 * purple like the AMA event badge.
 */
export const POST_TYPE_COLOURS: Readonly<Record<PostType, string>> = {
  faq: '#0F766E', // teal
  blog: '#1D4ED8', // blue
  link: '#4B5563', // grey
  podcast: '#BE185D', // pink
  ama: '#7E22CE', // purple
};

export function postTypeLabel(type: string): string {
  return isPostType(type) ? POST_TYPE_LABELS[type] : type;
}
