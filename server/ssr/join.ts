import type { GetServerSidePropsContext } from 'next';
import { AppError } from '../http/errors';
import { inviteParams } from '@/lib/invites/schemas';
import { describeInvite } from '../invites/service';

/**
 * /join/{uid}/{timestamp} (R1.12): the invite, checked by the same rule as GET /api/join
 * (30 days). An expired link answers 410, an unknown or malformed one 404.
 */

type Invite = Awaited<ReturnType<typeof describeInvite>>;
type InviteProblem = 'invite-expired' | 'invite-invalid';

export type JoinPageProps =
  | { status: 'valid'; uid: number; timestamp: number; inviter: Invite['inviter']; expiresAt: number }
  | { status: 'invalid' | 'expired'; uid: number | null; timestamp: number | null; errorKey: InviteProblem };

const isInviteProblem = (key: string): key is InviteProblem => key === 'invite-expired' || key === 'invite-invalid';

export async function loadJoinPage(ctx: GetServerSidePropsContext): Promise<{ props: JoinPageProps }> {
  const parsed = inviteParams.safeParse(ctx.params ?? {});
  if (!parsed.success) {
    ctx.res.statusCode = 404;
    return { props: { status: 'invalid', uid: null, timestamp: null, errorKey: 'invite-invalid' } };
  }
  const { uid, timestamp } = parsed.data;
  try {
    const invite = await describeInvite(uid, timestamp);
    return { props: { status: 'valid', uid, timestamp, inviter: invite.inviter, expiresAt: invite.expiresAt } };
  } catch (err) {
    if (!(err instanceof AppError) || !isInviteProblem(err.key)) throw err;
    ctx.res.statusCode = err.key === 'invite-expired' ? 410 : 404;
    return { props: { status: err.key === 'invite-expired' ? 'expired' : 'invalid', uid, timestamp, errorKey: err.key } };
  }
}
