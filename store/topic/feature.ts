import type { StoreFeature } from '../features';
import { rootReducer } from '../index';
import { registerSeedHydrator } from '../seed';
import { hydrateTopic } from './hydrate';
import { startTopicListeners } from './listeners';
import { topicSlice } from './slice';

/**
 * The topic as a feature that loads with the pages showing a topic (the topic page, an event's
 * discussion, a project's question), not with every page (store/index.ts): importing this module
 * injects the topic slice and lets the topic's part of a page seed reach the store (it loads with
 * those pages, before they render); `useStoreFeature(topicFeature)` starts its listeners.
 */
topicSlice.injectInto(rootReducer);
registerSeedHydrator('topic', (_id, part) => hydrateTopic(part));

export const topicFeature: StoreFeature = { name: 'topic', startListeners: startTopicListeners };
