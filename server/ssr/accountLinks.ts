import type { GetServerSidePropsContext } from 'next';
import { accountLinkAddress, problemStatus, type AccountLinkKind, type AccountLinkPageProps } from '@/lib/users/links';
import { accountLinkQuery } from '@/lib/users/schemas';
import { unlockAccount } from '../auth/accountLock';
import { AppError } from '../http/errors';
import { confirmEmail } from '../users/emailConfirmation';

/**
 * `/confirm-email/{uid}/{timestamp}?sig=` and `/unlock-account/{uid}/{timestamp}?sig=` (issue 35):
 * the link is followed when the page loads, by the same services as `POST /api/v3/users/email/confirm`
 * and `POST /api/v3/users/unlock`, and the page says how it went. A refused link answers 400 (410
 * when expired) with the catalogue's reason.
 */

export type { AccountLinkPageProps };

const FAILED: Record<AccountLinkKind, 'email-confirm-failed' | 'account-unlock-failed'> = {
  confirm: 'email-confirm-failed',
  unlock: 'account-unlock-failed',
};

function loadAccountLinkPage(kind: AccountLinkKind) {
  return async (ctx: GetServerSidePropsContext): Promise<{ props: AccountLinkPageProps }> => {
    const link = accountLinkAddress(ctx.params);
    const { sig } = accountLinkQuery.parse(ctx.query);
    try {
      if (!link) throw new AppError(FAILED[kind]);
      if (kind === 'confirm') {
        await confirmEmail(link.uid, link.timestamp, sig);
        return { props: { kind, outcome: 'done', errorKey: null } };
      }
      const { unlocked } = await unlockAccount(link.uid, link.timestamp, sig);
      return { props: { kind, outcome: unlocked ? 'done' : 'none', errorKey: null } };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ctx.res.statusCode = problemStatus(err.key);
      return { props: { kind, outcome: 'problem', errorKey: err.key } };
    }
  };
}

export const loadConfirmEmailPage = loadAccountLinkPage('confirm');
export const loadUnlockAccountPage = loadAccountLinkPage('unlock');
