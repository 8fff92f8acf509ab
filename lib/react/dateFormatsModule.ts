// What lib/react/useDateFormats.ts loads, in one chunk: the date library once for both.
export * as dates from '@/lib/dates';
export * as zones from '@/lib/events/zones';
