import type { GetServerSidePropsContext } from 'next';
import { inviteAddress, inviteProblemPage, isInviteProblem, validInvitePage, type JoinPageProps } from '@/lib/invites/page';
import { inviteQuery } from '@/lib/invites/schemas';
import { AppError } from '../http/errors';
import { describeInvite } from '../invites/service';

/**
 * /join/{uid}/{timestamp}?sig= (R1.12): the invite, checked by the same rule as GET /api/join
 * (the server's signature, 30 days). An expired link answers 410; an unknown, malformed, unsigned
 * or wrongly signed one 404.
 */

export type { JoinPageProps };

export async function loadJoinPage(ctx: GetServerSidePropsContext): Promise<{ props: JoinPageProps }> {
  const link = inviteAddress(ctx.params);
  if (!link) {
    const problem = inviteProblemPage('invite-invalid', null);
    ctx.res.statusCode = problem.status;
    return { props: problem.props };
  }
  const { sig } = inviteQuery.parse(ctx.query);
  try {
    return { props: validInvitePage(link, sig, await describeInvite(link.uid, link.timestamp, sig)) };
  } catch (err) {
    if (!(err instanceof AppError) || !isInviteProblem(err.key)) throw err;
    const problem = inviteProblemPage(err.key, link);
    ctx.res.statusCode = problem.status;
    return { props: problem.props };
  }
}
