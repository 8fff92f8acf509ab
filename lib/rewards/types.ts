/** The rewards ledger (`/api/rewards/v1`): shared by server/rewards and services/rewards. */

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

/** How credits are earned: points per reason, with a readable label. */
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

const CREDIT_LABELS: Readonly<Record<CreditReason, string>> = {
  'accepted-answer': 'Your answer is accepted',
  'upvote-received': 'One of your posts receives an upvote',
  'event-hosted': 'You host an event',
  'invited-member': 'A member joins through your invite link',
};

/** The rules the credits dialog lists, in the order of `CREDIT_REASONS`. */
export const CREDIT_RULES: ReadonlyArray<CreditRule> = CREDIT_REASONS.map((reason) => ({
  reason,
  points: CREDIT_POINTS[reason],
  label: CREDIT_LABELS[reason],
}));
