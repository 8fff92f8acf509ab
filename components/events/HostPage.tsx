import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Button, buttonClass, Card } from '@/components/ui';
import { CannotPostNote } from '@/components/account';
import { useT } from '@/lib/i18n/useT';
import { postingRefusal } from '@/lib/users/posting';
import type { EventHostPageProps } from '@/lib/ssr/seed';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { HostForm } from './HostForm';

/**
 * /events/host: visitors are asked to log in, members who cannot post yet are told why (hosting is
 * posting, R4.14), and members get the host form (a new event, or `?id=` one they host).
 */
export function HostPage(props: EventHostPageProps) {
  const t = useT('events');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { loggedIn, canPost, user } = useAppSelector(selectLogin);

  // Signed in on this page (the login dialog): load it again as a member.
  const needsReload = loggedIn && props.state === 'login';
  useEffect(() => {
    if (needsReload) void router.replace(router.asPath);
  }, [needsReload, router]);

  if (!loggedIn) {
    return (
      <Card aria-labelledby="host-login">
        <h1 id="host-login">{t('hostPage.loginTitle')}</h1>
        <p>{t('hostPage.loginText')}</p>
        <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'post' } }))}>{t('login')}</Button>
      </Card>
    );
  }
  if (needsReload) {
    return (
      <p className="muted" role="status">
        {t('hostPage.loading')}
      </p>
    );
  }
  if (!canPost) {
    return (
      <Card aria-labelledby="host-cannot">
        <h1 id="host-cannot">{t('hostPage.cannotTitle')}</h1>
        {postingRefusal(user) === 'email-not-confirmed' ? <CannotPostNote /> : <p>{t('hostPage.cannotText')}</p>}
      </Card>
    );
  }
  if (props.state === 'notFound' || props.state === 'forbidden') {
    return (
      <Card aria-labelledby="host-missing">
        <h1 id="host-missing">{props.state === 'forbidden' ? t('hostPage.forbiddenTitle') : t('error.404')}</h1>
        <p role="alert">{props.state === 'forbidden' ? t('hostPage.forbiddenText') : t('hostPage.notFoundText')}</p>
        <Link href="/events/host" className={buttonClass('primary', { link: true })}>
          {t('hostPage.new')}
        </Link>
      </Card>
    );
  }
  if (props.state !== 'ok') return null;
  return (
    <>
      <h1>{props.editing ? t('hostPage.editTitle', { title: props.editing.title }) : t('host.title')}</h1>
      <HostForm key={props.editing ? `event-${props.editing.id}` : 'new'} editing={props.editing} streams={props.streams} />
    </>
  );
}
