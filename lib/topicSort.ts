// Apart from lib/filters.ts: a topic page needs only this rule of the address's filters.

/** The sorts of a topic's replies, in the order the sort select offers them. */
export const TOPIC_SORTS = ['popular', 'recent'] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number];

/** R5.5 / R4.16: topic sort 'popular' or 'recent'; anything else gives 'popular'. */
export function topicSort(value: unknown): TopicSort {
  return TOPIC_SORTS.find((sort) => sort === value) ?? 'popular';
}
