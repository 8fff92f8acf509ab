import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { refreshReview, selectReviewState } from './slice';

/** Several reports in a burst reload page 1 once. */
const REVIEW_REFRESH_DELAY_MS = 300;

/**
 * Store-owned realtime of the review queue (issue 35): a new report (`event:review` with `added`)
 * reloads page 1 quietly once the burst ends, when the queue is showing; the count and the items
 * other moderators handled are reduced by the slice.
 */
function startReviewListeners(startAppListening: AppStartListening): void {
  const reviewEvent = isRealtimeEvent('event:review');
  startAppListening({
    matcher: reviewEvent,
    effect: async (action, api) => {
      if (!reviewEvent(action) || typeof action.payload.payload?.added !== 'string') return;
      if (selectReviewState(api.getState()).list.status === 'initial') return;
      api.cancelActiveListeners();
      await api.delay(REVIEW_REFRESH_DELAY_MS);
      await api.dispatch(refreshReview());
    },
  });
}

export const reviewFeature: StoreFeature = { name: 'review', startListeners: startReviewListeners };
