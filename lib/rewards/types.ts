/** The rewards ledger (`/api/rewards/v1`): shared by server/rewards and services/rewards. */

import type { MessageKey } from '@/lib/i18n/catalogues';

export const CREDIT_REASONS = ['accepted-answer', 'upvote-received', 'event-hosted', 'invited-member'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export interface CreditEntry {
  id: number;
  /** A CreditReason; the ledger's text column may hold a reason this version does not know. */
  reason: CreditReason | (string & {});
  points: number;
  /** What earned it (a post, an event, a member), when known. */
  ref: string | null;
  created_at: string;
}

/** How credits are earned: points per reason, with a readable label (in English; the dialog says it in the page's language). */
export interface CreditRule {
  reason: CreditReason;
  points: number;
  label: string;
}

/** GET /api/rewards/v1/credits. */
export interface Credits {
  uid: number;
  total: number;
  /** Latest first. */
  entries: CreditEntry[];
  rules: CreditRule[];
}

/** Points per reason, and the line the credits dialog shows for it (the server awards by these). */
export const CREDIT_POINTS: Readonly<Record<CreditReason, number>> = {
  'accepted-answer': 15,
  'upvote-received': 2,
  'event-hosted': 25,
  'invited-member': 10,
};

/** The line the credits dialog shows for each reason, in the page's language (messages/<locale>/dialogs.json). */
export const CREDIT_REASON_KEY: Readonly<Record<CreditReason, MessageKey<'dialogs'>>> = {
  'accepted-answer': 'credits.reason.accepted-answer',
  'upvote-received': 'credits.reason.upvote-received',
  'event-hosted': 'credits.reason.event-hosted',
  'invited-member': 'credits.reason.invited-member',
};

/** How credits are earned, in the order of `CREDIT_REASONS`, each line said by `say` (the API answers them in English). */
export function creditRules(say: (key: MessageKey<'dialogs'>) => string): CreditRule[] {
  return CREDIT_REASONS.map((reason) => ({ reason, points: CREDIT_POINTS[reason], label: say(CREDIT_REASON_KEY[reason]) }));
}
