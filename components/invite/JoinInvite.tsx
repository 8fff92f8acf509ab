import { Link } from '@/components/ui/Link';
import { translateMessage } from '@/lib/errors/catalogue';
import { displayName } from '@/lib/names';
import { Avatar, Button, buttonClass, Card, formatDay, isoDay } from '@/components/ui';
import { storeInvite, type Inviter } from '@/services/invites';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import styles from './JoinInvite.module.css';

type InviteErrorKey = 'invite-invalid' | 'invite-expired';

export type JoinInviteProps =
  | { status: 'valid'; uid: number; timestamp: number; sig: string; inviter: Inviter; expiresAt: number }
  | { status: 'invalid' | 'expired'; uid: number | null; timestamp: number | null; errorKey: InviteErrorKey };

/**
 * /join/{uid}/{timestamp} (R1.12): who invites you and what the community is. A visitor's "Join"
 * remembers the invite (sessionStorage `community.invite`) and opens the login dialog with the
 * join flag; the dialog sends the invite with the sign-up, so the inviter is recorded (a signed
 * link only: the spec's bare `/join/{uid}/{timestamp}` opens this page too, without a referral).
 */
export function JoinInvite(props: JoinInviteProps) {
  if (props.status !== 'valid') return <InviteProblem errorKey={props.errorKey} expired={props.status === 'expired'} />;
  return <ValidInvite {...props} />;
}

function ValidInvite({ uid, timestamp, sig, inviter, expiresAt }: Extract<JoinInviteProps, { status: 'valid' }>) {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const name = displayName(inviter);
  const own = login.loggedIn && login.uid === inviter.uid;

  function join() {
    storeInvite({ uid, timestamp, sig });
    dispatch(showModal({ name: 'login', props: { join: true, from: 'join' } }));
  }

  return (
    <Card className={styles.invite} aria-labelledby="invite-title">
      <div className={styles.inviter}>
        <Avatar src={inviter.picture} alt={`${name}'s picture`} size={72} />
        <div>
          <p className={styles.kicker}>You are invited</p>
          <h1 id="invite-title">
            <Link href={`/user/${encodeURIComponent(inviter.userslug)}`} data-member-slug={inviter.userslug}>{name}</Link> invited you to join the community
          </h1>
        </div>
      </div>

      <div className={styles.about}>
        <h2>What happens here</h2>
        <p>
          An open community for people who build open source: ask and answer questions, share what you learn, and meet
          the maintainers of the projects you use.
        </p>
        <ul className={styles.features}>
          <li>Discussions: questions with answers, blog posts, links and podcasts.</li>
          <li>Events: webinars, AMAs, tutorials and live coding, with recordings.</li>
          <li>Projects: each with its own feed, questions, events and community.</li>
          <li>Contribute to the open source projects you love, and get paid for it.</li>
        </ul>
      </div>

      {login.loggedIn ? (
        <div className={styles.actions} role="status">
          <p>
            <strong>{own ? 'This is your own invite link.' : 'You are already a member.'}</strong>{' '}
            {own ? 'Share it with friends so they can join.' : 'Welcome back!'}
          </p>
          <Link href="/discussions" className={buttonClass('primary', { link: true })}>
            Go to discussions
          </Link>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={join}>
            Join the community
          </Button>
          <Link href="/discussions" className={buttonClass('secondary', { link: true })}>
            Look around first
          </Link>
          <p className={`muted ${styles.expiry}`}>
            This invite is valid until <time dateTime={isoDay(expiresAt)}>{formatDay(expiresAt)}</time>.
          </p>
        </div>
      )}
    </Card>
  );
}

function InviteProblem({ errorKey, expired }: { errorKey: InviteErrorKey; expired: boolean }) {
  return (
    <Card className={styles.invite} aria-labelledby="invite-title">
      <h1 id="invite-title">{expired ? 'This invite has expired' : 'This invite link does not work'}</h1>
      <p role="alert">{translateMessage(`[[error:${errorKey}]]`)}</p>
      <p className="muted">
        {expired
          ? 'Invite links work for 30 days. Ask the member who invited you for a new link, or join on your own.'
          : 'Check that you copied the whole link, or ask the member who invited you for a new one.'}
      </p>
      <div className={styles.actions}>
        <Link href="/discussions" className={buttonClass('primary', { link: true })}>
          Visit the community
        </Link>
        <Link href="/login?mode=signup" className={buttonClass('secondary', { link: true })}>
          Create an account
        </Link>
      </div>
    </Card>
  );
}
