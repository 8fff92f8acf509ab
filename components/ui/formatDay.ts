/** Day texts come from the one date formatter (lib/dates.ts): UTC, the same on server and browser. */
export { formatDay, isoDay } from '@/lib/dates';
