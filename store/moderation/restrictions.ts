import { said } from '@/lib/i18n/said';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Restriction } from '@/lib/moderation/types';
import * as api from '@/services/restrictions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';

/**
 * Suspensions and silences (issue 35), for the suspend dialog only: apart from ./thunks.ts, which
 * the topic page loads (locks), so no page carries this code until a moderator opens the dialog.
 */

/** A member's suspension or silence now, for the suspend dialog (moderators); a failure shows in the dialog. */
export const loadRestriction = createApiThunk(
  'moderation/restriction',
  ({ kind, uid }: { kind: Restriction; uid: number }) => api.fetchRestriction(kind, uid),
  { toast: false },
);

/** What the toast says once each is set or lifted. */
const RESTRICTION_DONE = {
  ban: { set: 'suspend.done', lifted: 'suspend.lifted' },
  silence: { set: 'silence.done', lifted: 'silence.lifted' },
} as const satisfies Record<Restriction, { set: MessageKey<'dialogs'>; lifted: MessageKey<'dialogs'> }>;

/**
 * Suspends or silences a member until `until` (null: until lifted) or lifts it (`false`); the
 * dialog says a refusal in its form, a success with a toast.
 */
export const setRestriction = createApiThunk(
  'moderation/setRestriction',
  async (
    { kind, uid, name, until, reason }: { kind: Restriction; uid: number; name: string; until: number | null | false; reason: string },
    { dispatch },
  ) => {
    if (until === false) await api.liftRestriction(kind, uid, reason);
    else await api.restrictMember(kind, uid, until, reason);
    dispatch(addToast(said('dialogs', RESTRICTION_DONE[kind][until === false ? 'lifted' : 'set'], { name }), 'success'));
  },
  { toast: false },
);
