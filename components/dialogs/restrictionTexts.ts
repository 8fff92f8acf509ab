import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Restriction } from '@/lib/moderation/types';

/**
 * The suspend dialog's words for each restriction (issue 35, lib/moderation/types.ts): the same
 * dialog suspends or silences a member, and lifts either; the lengths and the reason's words are shared.
 */
export const RESTRICTION_TEXTS = {
  ban: {
    title: 'suspend.title',
    loading: 'suspend.loading',
    lead: 'suspend.lead',
    reasonHint: 'suspend.reasonHint',
    submit: 'suspend.submit',
    held: 'suspend.held',
    heldLifted: 'suspend.heldLifted',
    change: 'suspend.change',
    lift: 'suspend.lift',
    untilLifted: 'suspend.length.lifted',
    liftReason: 'suspend.liftReason',
  },
  silence: {
    title: 'silence.title',
    loading: 'silence.loading',
    lead: 'silence.lead',
    reasonHint: 'silence.reasonHint',
    submit: 'silence.submit',
    held: 'silence.held',
    heldLifted: 'silence.heldLifted',
    change: 'silence.change',
    lift: 'silence.lift',
    untilLifted: 'silence.length.lifted',
    liftReason: 'silence.liftReason',
  },
} as const satisfies Record<Restriction, Record<string, MessageKey<'dialogs'>>>;
