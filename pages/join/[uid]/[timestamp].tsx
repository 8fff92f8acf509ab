import Head from 'next/head';
import { JoinInvite, type JoinInviteProps } from '@/components/invite/JoinInvite';
import { AppError } from '@/server/http/errors';
import { inviteParams } from '@/lib/invites/schemas';
import { describeInvite } from '@/server/invites/service';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /join/{uid}/{timestamp} (R1.12): the invite, checked on the server by the same rule as
 * GET /api/join (30 days). An expired link answers 410, an unknown or malformed one 404.
 */
export const getServerSideProps = withAppConfig<JoinInviteProps>(async (ctx) => {
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
    if (!(err instanceof AppError) || (err.key !== 'invite-expired' && err.key !== 'invite-invalid')) throw err;
    ctx.res.statusCode = err.key === 'invite-expired' ? 410 : 404;
    return {
      props: { status: err.key === 'invite-expired' ? 'expired' : 'invalid', uid, timestamp, errorKey: err.key },
    };
  }
});

export default function JoinPage(props: JoinInviteProps) {
  const title = props.status === 'valid' ? 'You are invited' : 'Invite link';
  return (
    <main className="page page-narrow">
      <Head>
        <title>{`${title} · Community`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <JoinInvite {...props} />
    </main>
  );
}
