import type { GetServerSidePropsContext } from 'next';
import { AppError } from '../http/errors';
import { inviteParams, inviteQuery } from '@/lib/invites/schemas';
import { describeInvite } from '../invites/service';

/**
 * /join/{uid}/{timestamp}?sig= (R1.12): the invite, checked by the same rule as GET /api/join
 * (the server's signature, 30 days). An expired link answers 410; an unknown, malformed, unsigned
 * or wrongly signed one 404.
 */

type Invite = Awaited<ReturnType<typeof describeInvite>>;
type InviteProblem = 'invite-expired' | 'invite-invalid';

export type JoinPageProps =
  | { status: 'valid'; uid: number; timestamp: number; sig: string; inviter: Invite['inviter']; expiresAt: number }
  | { status: 'invalid' | 'expired'; uid: number | null; timestamp: number | null; errorKey: InviteProblem };

const isInviteProblem = (key: string): key is InviteProblem => key === 'invite-expired' || key === 'invite-invalid';

export async function loadJoinPage(ctx: GetServerSidePropsContext): Promise<{ props: JoinPageProps }> {
  const parsed = inviteParams.safeParse(ctx.params ?? {});
  if (!parsed.success) {
    ctx.res.statusCode = 404;
    return { props: { status: 'invalid', uid: null, timestamp: null, errorKey: 'invite-invalid' } };
  }
  const { uid, timestamp } = parsed.data;
  const { sig } = inviteQuery.parse(ctx.query);
  try {
    const invite = await describeInvite(uid, timestamp, sig);
    return { props: { status: 'valid', uid, timestamp, sig: sig ?? '', inviter: invite.inviter, expiresAt: invite.expiresAt } };
  } catch (err) {
    if (!(err instanceof AppError) || !isInviteProblem(err.key)) throw err;
    ctx.res.statusCode = err.key === 'invite-expired' ? 410 : 404;
    return { props: { status: err.key === 'invite-expired' ? 'expired' : 'invalid', uid, timestamp, errorKey: err.key } };
  }
}
