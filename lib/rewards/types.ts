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
