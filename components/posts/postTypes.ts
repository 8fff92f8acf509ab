/** Post type badge colours live with the post types (lib/discussions/types.ts), shared with the social card. */
export { POST_TYPE_COLOURS } from '@/lib/discussions/types';
