import { said } from '@/lib/i18n/said';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';
import { moderationCalls } from '@/services/onUse';

/**
 * Moderation (issue 35). A lock or unlock changes the topic only when the server says yes (the
 * topic slice follows `setTopicLocked.fulfilled`; a refusal shows the error toast and changes
 * nothing).
 */

export const setTopicLocked = createApiThunk(
  'moderation/setTopicLocked',
  async ({ tid, locked, reason = '' }: { tid: number; locked: boolean; reason?: string }, { dispatch }) => {
    const calls = await moderationCalls('put');
    if (locked) await calls.lockTopic(tid, reason);
    else await calls.unlockTopic(tid);
    dispatch(addToast(said('topic', locked ? 'lock.done' : 'lock.undone'), 'success'));
    return { tid, locked };
  },
);

/** Slow mode on (`seconds` between a member's replies) or off (0); the topic slice follows it. */
export const setTopicSlowMode = createApiThunk(
  'moderation/setTopicSlowMode',
  async ({ tid, seconds, reason = '' }: { tid: number; seconds: number; reason?: string }, { dispatch }) => {
    const calls = await moderationCalls('put');
    if (seconds > 0) await calls.setSlowMode(tid, seconds, reason);
    else await calls.endSlowMode(tid);
    dispatch(addToast(said('topic', seconds > 0 ? 'slow.done' : 'slow.undone'), 'success'));
    return { tid, seconds };
  },
);

/**
 * The lock form's choice (components/topic/LockPanel.tsx): lock the topic or slow it down, through
 * the thunk of each (whose results the topic slice follows).
 */
export const calmTopic = createApiThunk(
  'moderation/calmTopic',
  async ({ tid, choice, seconds, reason }: { tid: number; choice: 'lock' | 'slow'; seconds: number; reason: string }, { dispatch }) => {
    if (choice === 'lock') await dispatch(setTopicLocked({ tid, locked: true, reason })).unwrap();
    else await dispatch(setTopicSlowMode({ tid, seconds, reason })).unwrap();
    return { tid, choice };
  },
  { toast: false },
);

/** One page of a member's moderation log; a failure shows in the list with Retry, not as a toast. */
export const loadModerationLog = createApiThunk('moderation/log', async ({ uid, page }: { uid: number; page: number }) => (await moderationCalls()).fetchModerationLog(uid, page), {
  toast: false,
});

