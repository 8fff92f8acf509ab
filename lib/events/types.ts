/**
 * An event as the client's entity cache holds it. The events capability is not built yet: this is
 * only what the cache needs to key and patch events (id) plus the fields every event list shows.
 * The capability replaces it with its full contract.
 */
export interface EventData {
  id: number;
  title: string;
  /** Unix milliseconds. */
  startsAt: number;
  bookmarked: boolean;
}
