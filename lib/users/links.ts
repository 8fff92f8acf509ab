import type { ErrorKey } from '@/lib/errors/keys';
import { accountLinkParams } from './schemas';

/**
 * The pages of the account links (issue 35): `/confirm-email/{uid}/{timestamp}?sig=` confirms an
 * address, `/unlock-account/{uid}/{timestamp}?sig=` lifts an account lock. Both do it when the
 * page is loaded (server/ssr/accountLinks.ts) and say how it went, without script.
 */

export type AccountLinkKind = 'confirm' | 'unlock';

/** How following the link went: done, nothing left to do (an unlock link whose lock is over), or refused. */
export type AccountLinkOutcome = 'done' | 'none' | 'problem';

export type AccountLinkPageProps = {
  kind: AccountLinkKind;
  outcome: AccountLinkOutcome;
  /** The refusal's catalogue key (outcome `problem`), said on the page. */
  errorKey: ErrorKey | null;
};

/** The link's member and time from the page's address, null when it is malformed. */
export function accountLinkAddress(params: unknown): { uid: number; timestamp: number } | null {
  return accountLinkParams.safeParse(params ?? {}).data ?? null;
}

/** The status a refused link's page answers with: 410 for an expired link, else 400. */
export const problemStatus = (key: ErrorKey): number => (key === 'confirm-email-expired' ? 410 : 400);
