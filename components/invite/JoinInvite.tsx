import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { messageId, type MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { Avatar, Button, buttonClass, Card, formatDay, isoDay } from '@/components/ui';
import { storeInvite, type Inviter } from '@/services/invites';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import styles from './JoinInvite.module.css';

type InviteErrorKey = 'invite-invalid' | 'invite-expired';

/** A message with an element (a link, a date) in a placeholder, so each language orders its words. */
const rich = (key: MessageKey<'account'>, values: Record<string, ReactNode>) => <Trans id={messageId('account', key)} values={values} />;

const FEATURES = ['join.feature.discussions', 'join.feature.events', 'join.feature.projects', 'join.feature.contribute'] as const satisfies readonly MessageKey<'account'>[];

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
  const t = useT('account');
  const locale = useLocale();
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
        <Avatar src={inviter.picture} alt={t('join.picture', { name })} size={72} />
        <div>
          <p className={styles.kicker}>{t('join.kicker')}</p>
          <h1 id="invite-title">
            {rich('join.title', {
              name: <Link href={`/user/${encodeURIComponent(inviter.userslug)}`} data-member-slug={inviter.userslug}>{name}</Link>,
            })}
          </h1>
        </div>
      </div>

      <div className={styles.about}>
        <h2>{t('join.about.title')}</h2>
        <p>{t('join.about.text')}</p>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
      </div>

      {login.loggedIn ? (
        <div className={styles.actions} role="status">
          <p>
            <strong>{t(own ? 'join.own' : 'join.member')}</strong> {t(own ? 'join.own.more' : 'join.member.more')}
          </p>
          <Link href="/discussions" className={buttonClass('primary', { link: true })}>
            {t('join.toDiscussions')}
          </Link>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={join}>
            {t('join.join')}
          </Button>
          <Link href="/discussions" className={buttonClass('secondary', { link: true })}>
            {t('join.lookAround')}
          </Link>
          <p className={`muted ${styles.expiry}`}>
            {rich('join.validUntil', { date: <time dateTime={isoDay(expiresAt)}>{formatDay(expiresAt, locale)}</time> })}
          </p>
        </div>
      )}
    </Card>
  );
}

function InviteProblem({ errorKey, expired }: { errorKey: InviteErrorKey; expired: boolean }) {
  const t = useT('account');
  const { errorText } = useErrorTexts();
  return (
    <Card className={styles.invite} aria-labelledby="invite-title">
      <h1 id="invite-title">{t(expired ? 'problem.expired.title' : 'problem.invalid.title')}</h1>
      <p role="alert">{errorText(errorKey)}</p>
      <p className="muted">
        {t(expired ? 'problem.expired.text' : 'problem.invalid.text')}
      </p>
      <div className={styles.actions}>
        <Link href="/discussions" className={buttonClass('primary', { link: true })}>
          {t('problem.visit')}
        </Link>
        <Link href="/login?mode=signup" className={buttonClass('secondary', { link: true })}>
          {t('problem.signUp')}
        </Link>
      </div>
    </Card>
  );
}
