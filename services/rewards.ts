import { BASES, get } from './http';

/** The rewards ledger under `/api/rewards/v1` (DECISIONS.md: the credits dialog). */

export type CreditReason = 'accepted-answer' | 'upvote-received' | 'event-hosted' | 'invited-member' | (string & {});

export interface CreditEntry {
  id: number;
  reason: CreditReason;
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

export interface Credits {
  uid: number;
  total: number;
  /** Latest first. */
  entries: CreditEntry[];
  rules: CreditRule[];
}

/** GET /api/rewards/v1/credits (members only). */
export const fetchCredits = () => get<Credits>(`${BASES.rewards}/credits`);
